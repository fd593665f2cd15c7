import { type ComponentType, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * Hydrates one island's server render with its component and props. Resolves once React has
 * committed it (its effects run), which is when it answers input. Loaded on demand with React.
 */
export function mountIsland(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  identifierPrefix: string,
): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <Ready onReady={resolve}>
        <Component {...props} />
      </Ready>,
      { identifierPrefix },
    );
  });
}
