import { formatUsd } from '#core/format';
import { nearest } from '#core/geo';
import { getPath } from '#core/paths';
import { isLocated, type LocatedCity, sizeOf } from '../data/cities';
import type { PlaceCost } from '../data/place-costs';
import type { Regulator } from '../data/regulators';
import type { CityFacts, StateRecord } from '../data/schemas';
import { suggestedCover } from './words';

/**
 * What the generated state and city texts are made from: the data of the places (read by
 * `content generate` from content/data, or given by a test), and the facts of one state that
 * every page in it states.
 */

export interface PlaceData {
  cities: readonly CityFacts[];
  states: readonly StateRecord[];
  regulators: Readonly<Record<string, Regulator>>;
  /** The state's average funeral cost (the national average for DC). */
  costOf(stateCode: string): PlaceCost;
  /** The national average funeral (viewing and burial). */
  nationalAverage: number;
  /** Whether the agency holds a license in the state (siteConfig.licenses). */
  licensed(stateCode: string): boolean;
}

export interface GeneratedText<F> {
  /** Relative to the project root: content/cities/tx/houston.md */
  file: string;
  /** Front matter without last_updated (content generate stamps it). */
  frontmatter: Omit<F, 'last_updated'>;
  body: string;
}

export interface Neighbour {
  city: LocatedCity;
  miles: number;
}

/** The five nearest cities with pages, closest first (none for a city with no coordinates). */
export function neighboursOf(city: CityFacts, all: readonly CityFacts[], howMany = 5): Neighbour[] {
  if (!isLocated(city)) return [];
  return nearest(city, all.filter(isLocated), howMany, (c) => c.state === city.state && c.name === city.name).map(
    ({ place, miles }) => ({ city: place, miles }),
  );
}

/** The facts of one state that its page and its cities' pages state. */
export interface StateContext {
  state: StateRecord;
  /** "Texas", or "the District of Columbia". */
  name: string;
  /** "in Texas", "in the District of Columbia". */
  inName: string;
  /** "Texas", "District": before a noun ("a Texas policyholder"). */
  adj: string;
  regulator: Regulator;
  cost: PlaceCost;
  cities: CityFacts[];
  /** True when every one of those cities has a Census estimate: only then are they ranked or summed. */
  sized: boolean;
  /** False where the agency holds no license: the text says so and sends readers to the phone line. */
  licensed: boolean;
}

export function stateContext(data: PlaceData, code: string): StateContext {
  const state = data.states.find((s) => s.code === code);
  const regulator = data.regulators[code];
  if (!state || !regulator) throw new Error(`no state or regulator for ${code}`);
  const isDc = code === 'DC';
  const cities = data.cities.filter((c) => c.state === code).sort((a, b) => sizeOf(b) - sizeOf(a));
  return {
    state,
    name: isDc ? 'the District of Columbia' : state.name,
    inName: isDc ? 'in the District of Columbia' : `in ${state.name}`,
    adj: isDc ? 'District' : state.name,
    regulator,
    cost: data.costOf(code),
    cities,
    sized: cities.every((c) => c.census !== undefined),
    licensed: data.licensed(code),
  };
}

/** Said first on the pages of a state where the agency holds no license. */
export function notLicensedLine(ctx: StateContext): string {
  return `We are not licensed to sell insurance ${ctx.inName}, so we cannot quote or sell a policy here. The facts below may still help you plan; call {{salesPhone}} and we will tell you how to find an agent licensed ${ctx.inName}.`;
}

/** The last words of such a page: the phone line, never the quote form. */
export function notLicensedClose(ctx: StateContext): string {
  return `To find an agent licensed ${ctx.inName}, call {{salesPhone}}. Our [guide](${getPath('guide')}) explains the plan types in more depth.`;
}

/** The cost figure as sentences say it: the amount, how it compares with the national average, and a benefit that covers it. */
export function costSentenceParts(ctx: StateContext, national: number) {
  const { amount, estimate } = ctx.cost;
  const gap = amount - national;
  const relation = !estimate
    ? 'the national figure we use for the District'
    : Math.abs(gap) < 150
      ? 'close to the national average'
      : gap > 0
        ? `about ${formatUsd(Math.round(gap / 100) * 100)} above the national average of ${formatUsd(national)}`
        : `about ${formatUsd(Math.round(-gap / 100) * 100)} below the national average of ${formatUsd(national)}`;
  return { amount: formatUsd(amount), relation, cover: formatUsd(suggestedCover(amount)) };
}
