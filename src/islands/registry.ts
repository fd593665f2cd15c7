import type { ReactNode } from 'react';

/**
 * Every island of the site: the parts of a page that need React in the browser, by the name the
 * page's HTML gives each (`data-island`). This table is the one list of islands: each entry loads
 * the island's component on its own, and the build names that dynamic import's chunk
 * `island-<name>-<hash>.js` (./chunks.server.ts reads the import from this table), so a page
 * downloads only the islands it has, when the visitor acts on them. Each entry imports exactly
 * one module, by a string literal.
 *
 * The server renders the same component inside <Island> (./Island.server.tsx); the loader
 * (./loader.ts) hydrates it with `hydrateRoot`. Nothing here is imported statically by the
 * loader except this table of dynamic imports and triggers.
 */
export const islands = {
  quote: () => import('../components/quote/QuoteDialog').then((m) => m.QuoteDialog),
  toaster: () => import('../components/ui/toast/Toaster').then((m) => m.Toaster),
  'funeral-cost-calculator': () =>
    import('../components/calculators/FuneralCostCalculator').then((m) => m.FuneralCostCalculator),
  'premium-calculator': () => import('../components/calculators/PremiumCalculator').then((m) => m.PremiumCalculator),
  checklist: () => import('../components/guides/Checklist').then((m) => m.Checklist),
} satisfies Record<string, () => Promise<(props: never) => ReactNode>>;

export type IslandName = keyof typeof islands;

/**
 * What starts an island's hydration (./triggers.ts); never the page being idle, never being seen:
 * - `interaction`: the first focus, input or pointerdown inside it;
 * - `quick-quote`: that, or the first pointerdown, touchstart, keydown or focus of a Quick Quote link;
 * - `toast`: the first toast raised on the page.
 */
export type IslandTrigger = 'interaction' | 'quick-quote' | 'toast';

/** The trigger of each island: one table, so no page can pick another. */
export const islandTriggers: Readonly<Record<IslandName, IslandTrigger>> = {
  quote: 'quick-quote',
  toaster: 'toast',
  'funeral-cost-calculator': 'interaction',
  'premium-calculator': 'interaction',
  checklist: 'interaction',
};

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}
