import type { IslandName } from './registry';

/**
 * The source module of each island's component (the modules ./registry.ts imports), for the
 * build to name their chunks. A unit test keeps the two lists in step.
 */
export const islandModules: Readonly<Record<IslandName, string>> = {
  quote: 'src/components/quote/QuoteDialog.tsx',
  toaster: 'src/components/ui/toast/Toaster.tsx',
  'funeral-cost-calculator': 'src/components/calculators/FuneralCostCalculator.tsx',
  'premium-calculator': 'src/components/calculators/PremiumCalculator.tsx',
  checklist: 'src/components/guides/Checklist.tsx',
};

/** Island chunks are written as assets/island-<name>-<hash>.js. */
export const ISLAND_CHUNK_PREFIX = 'island-';

/** The island whose component module `id` (an absolute path) is, if any. */
export function islandOfModule(id: string | null | undefined): IslandName | undefined {
  if (!id) return undefined;
  const path = id.replace(/\\/g, '/');
  return (Object.keys(islandModules) as IslandName[]).find((name) => path.endsWith(`/${islandModules[name]}`));
}
