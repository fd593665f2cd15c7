import divisionsFile from './census-divisions.json' with { type: 'json' };
import { type CensusDivision, censusDivisionsSchema, type Region, stateCapitalsSchema } from './place-reference.schema';
import capitalsFile from './state-capitals.json' with { type: 'json' };

/**
 * Reference facts about places that the generated page text states: the census division and
 * region of each state, and each state's capital. Checked data files with their source (read at
 * build and by `content generate`, never in the browser).
 */
const divisions: readonly CensusDivision[] = censusDivisionsSchema.parse(divisionsFile).divisions;
const capitals: Readonly<Record<string, string>> = stateCapitalsSchema.parse(capitalsFile).capitals;

export type { Region };

/** The division a state belongs to, as a sentence names it ("the Great Lakes states"). */
export function divisionOf(state: string): string {
  return divisions.find((d) => d.states.includes(state))?.name ?? 'the United States';
}

/** The census region of a state. */
export function regionOf(state: string): Region {
  return divisions.find((d) => d.states.includes(state))?.region ?? 'south';
}

/** The state's capital (for DC, Washington). */
export function capitalOf(state: string): string | undefined {
  return capitals[state];
}
