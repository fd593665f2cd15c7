import type { ComponentProps, ComponentType } from 'react';
import { FuneralCostCalculator } from '../components/calculators/FuneralCostCalculator';
import { PremiumCalculator } from '../components/calculators/PremiumCalculator';
import { Checklist } from '../components/guides/Checklist';
import { QuoteDialog } from '../components/quote/QuoteDialog';
import { Toaster } from '../components/ui/toast/Toaster';
import type { IslandName } from './registry';

/**
 * The component of each island, for the server's render (<Island name>): the same components the
 * registry (./registry.ts) imports one by one in the browser, here imported at once because the
 * prerender needs them synchronously. `satisfies` keeps the two tables to the same names; a test
 * checks that each name gives the same component on both sides. Server-only.
 */
export const islandComponents = {
  quote: QuoteDialog,
  toaster: Toaster,
  'funeral-cost-calculator': FuneralCostCalculator,
  'premium-calculator': PremiumCalculator,
  checklist: Checklist,
} satisfies Record<IslandName, ComponentType<never>>;

/** The props the island of this name takes. */
export type IslandPropsOf<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>;
