import { formatUsd } from './format';
import { cityPath } from './paths';

/**
 * Names and sentences every place page shares, kept apart from the city list so that a state
 * page's JavaScript does not carry the list of cities.
 */

/**
 * The page id of a place: its path without the leading slash ("tx", "tx/houston"). Generated
 * text, its front matter and the page's static parts all carry it.
 */
export function placeId(stateCode: string, cityName?: string): string {
  return (cityName ? cityPath(stateCode, cityName) : `/${stateCode.toLowerCase()}`).slice(1);
}

/** What naming needs of a state record (content/data/schemas.ts StateRecord has more). */
export interface StateName {
  code: string;
  name: string;
}

/** "Texas", or "the District of Columbia" inside a sentence. */
export function stateInSentence(state: StateName): string {
  return state.code === 'DC' ? 'the District of Columbia' : state.name;
}

/**
 * The meta description of a city page; content generate writes the same text into the page's
 * front matter.
 */
export function cityMetaDescription(cityName: string, state: StateName, averageCost: number): string {
  const long = `Burial and final expense insurance in ${cityName}, ${state.code}: no medical exam, fixed premiums. Funerals in ${stateInSentence(state)} average about ${formatUsd(averageCost)}. Free quote.`;
  if (long.length <= 160) return long;
  return `Burial insurance in ${cityName}, ${state.code}: no medical exam, fixed premiums, funerals averaging about ${formatUsd(averageCost)}. Free quote.`;
}

export function stateMetaDescription(state: StateName, averageCost: number): string {
  return `Burial and final expense insurance in ${stateInSentence(state)}: every city we serve, funerals averaging about ${formatUsd(averageCost)}, the insurance regulator, and a free quote.`;
}
