import type { ReactNode } from 'react';

/**
 * Every island of the site: the parts of a page that need React in the browser. Each entry loads
 * the island's component on its own (one chunk per island, named `island-<name>-<hash>.js` by
 * vite.config.ts), so a page downloads only the islands it has, when their trigger fires.
 *
 * The server renders the same component inside <Island> (./Island.tsx); the loader
 * (./loader.ts) hydrates it with `hydrateRoot`. Nothing here is imported statically by the
 * loader except this table of dynamic imports.
 */
export const islands = {
  quote: () => import('../components/quote/QuoteHost').then((m) => m.QuoteHost),
  toaster: () => import('../components/ui/toast/Toaster').then((m) => m.Toaster),
  'funeral-cost-calculator': () =>
    import('../components/calculators/FuneralCostCalculator').then((m) => m.FuneralCostCalculator),
  'premium-calculator': () => import('../components/calculators/PremiumCalculator').then((m) => m.PremiumCalculator),
  checklist: () => import('../components/guides/Checklist').then((m) => m.Checklist),
} satisfies Record<string, () => Promise<(props: never) => ReactNode>>;

export type IslandName = keyof typeof islands;

/** When an island is hydrated: after the page is idle, when it scrolls into view, or at once. */
export type IslandTrigger = 'idle' | 'visible' | 'load';

export const ISLAND_TRIGGERS: readonly IslandTrigger[] = ['idle', 'visible', 'load'];

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}
