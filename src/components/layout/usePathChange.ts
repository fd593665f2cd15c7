import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Calls `onChange` during render when the route's path changes (links, back and forward), so a
 * component can reset its state (close a menu) without an extra render pass through an effect.
 */
export function usePathChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    onChange();
  }
}
