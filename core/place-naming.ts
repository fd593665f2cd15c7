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
