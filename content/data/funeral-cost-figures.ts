import {
  type FuneralCostFigure,
  type FuneralCostFigures,
  funeralCostFiguresSchema,
} from './funeral-cost-figures.schema';
import { findState } from './states';

/**
 * Published funeral cost figures with their source, the one record the place pages state a cost
 * from. NFDA's national medians come from its 2023 Member General Price List Study: a funeral with
 * viewing and burial (metal casket included), and a funeral with viewing and cremation. They leave
 * out cemetery charges, the vault, a monument or marker, flowers and other cash advance items.
 *
 * Regional figures: NFDA's study breaks prices down by region only in the full report, which goes
 * to its members; no regional figure of the 2023 study was found in public, so `regional` is empty
 * and every state gets the national figure.
 */
export type { FuneralCostFigure };

export const funeralCostFigures = funeralCostFiguresSchema.parse({
  source: {
    name: 'National Funeral Directors Association (NFDA), 2023 Member General Price List Study',
    url: 'https://nfda.org/news/statistics',
    read: '2026-11-25',
    note: 'Figures read from NFDA’s release of the 2023 study as quoted by Funeral Director Daily (https://funeraldirectordaily.com/20091-2/), which names them medians, and by Dignity Memorial; the NFDA page itself was not reachable from here.',
    copy: { name: 'Funeral Director Daily', url: 'https://funeraldirectordaily.com/20091-2/' },
  },
  national: {
    burial: {
      label: 'a funeral with viewing and burial',
      kind: 'median',
      amount: 8300,
      year: 2023,
      area: 'United States',
    },
    cremation: {
      label: 'a funeral with viewing and cremation',
      kind: 'median',
      amount: 6280,
      year: 2023,
      area: 'United States',
    },
  },
  regional: [],
});

/** A state's funeral cost figure with where it comes from. */
export interface PlaceFuneralCost extends FuneralCostFigure {
  /** True when the figure is the state's own region's, false when it is the national figure. */
  regional: boolean;
  source: { name: string; url: string; read: string };
}

/**
 * The funeral (viewing and burial) cost figure for a state: its region's published figure if there
 * is one, else the national figure; labelled with its kind (median or average), year and source.
 * Throws for a code that is not a state or DC.
 */
export function funeralCostFor(stateCode: string): PlaceFuneralCost {
  return figureFor(funeralCostFigures, stateCode);
}

/** The same choice over a given set of figures (funeralCostFor uses this file's). */
export function figureFor(figures: FuneralCostFigures, stateCode: string): PlaceFuneralCost {
  const state = findState(stateCode);
  if (!state) throw new Error(`not a state or DC: ${stateCode}`);
  const { name, url, read } = figures.source;
  const source = { name, url, read };
  const regional = figures.regional.find((figure) => figure.states.includes(state.code));
  if (regional) {
    const { states: _states, ...figure } = regional;
    return { ...figure, regional: true, source };
  }
  return { ...figures.national.burial, regional: false, source };
}
