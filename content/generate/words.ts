import { stableHash } from '#core/hash';

/**
 * Word helpers of the generated state and city pages: choosing among wordings by the page's id,
 * articles, lists, distances and sizes said in words. The text is markdown restricted to what the
 * place-text fast path reads (## headings, paragraphs, "- " lists, **bold**, [links](/path),
 * {{tokens}}).
 */

/** A function that picks one of several wordings for a slot of the page with this id: the same every run. */
export type WordingChooser = <T>(slot: string, options: readonly T[]) => T;

export function chooser(id: string): WordingChooser {
  return <T>(slot: string, options: readonly T[]): T => options[stableHash(`${id}#${slot}`) % options.length] as T;
}

export const ordinals = ['', '', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** "Harris County", "the City of Richmond", "the District of Columbia", "the Capitol Planning Region". */
export function countyPhrase(county: string): string {
  return /^(City|District) /.test(county) || / Planning Region$/.test(county) ? `the ${county}` : county;
}

/** What a state calls its counties: Louisiana has parishes, Alaska boroughs, Connecticut planning regions. */
export function areaWord(state: string, n: number): string {
  const [one, many] =
    state === 'LA'
      ? ['parish', 'parishes']
      : state === 'AK'
        ? ['borough', 'boroughs']
        : state === 'CT'
          ? ['planning region', 'planning regions']
          : ['county', 'counties'];
  return n === 1 ? one : many;
}

/** What a county label names: "Orleans Parish" -> "parish", "City and County of San Francisco" -> "city". */
export function countyNoun(label: string): string {
  if (label.startsWith('City and County of ')) return 'city';
  if (label === 'District of Columbia') return 'District';
  const last = /(County|Parish|Borough|Municipality|Census Area|Planning Region)$/.exec(label)?.[1];
  return last ? last.toLowerCase() : 'county';
}

/** The first letter in upper case, for a phrase that starts a sentence. */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "a" or "an" before a place name, by its sound: "an Ohio", "an Augusta", "a Utah", "a Eugene".
 * A name starting with a vowel letter takes "an", except the ones that sound like "you" or
 * "wuh" (Eu-, Uni-, Uta-, One-).
 */
export function article(name: string): 'a' | 'an' {
  if (/^(eu|u[bcdfghjklmnpqrstvwxz][aeiou]|one\b|once)/i.test(name)) return 'a';
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
}

/** The name after its article: "an Ohio". */
export function withArticle(name: string): string {
  return `${article(name)} ${name}`;
}

/** "a, b and c". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Miles as a sentence rounds them: 1 to 9 exactly, then to the nearest 5. */
export function roundMiles(miles: number): number {
  return miles < 10 ? Math.max(1, Math.round(miles)) : Math.round(miles / 5) * 5;
}

/** A face amount that covers the average funeral with some room: the cost rounded up to $1,000, plus $2,000. */
export function suggestedCover(cost: number): number {
  return Math.ceil(cost / 1000) * 1000 + 2000;
}

/** How a sentence describes a city of this size. */
export function sizeWords(population: number): { noun: string; crowd: string } {
  if (population >= 1_000_000)
    return { noun: 'one of the largest cities in the country', crowd: 'millions of residents' };
  if (population >= 500_000) return { noun: 'a major city', crowd: 'hundreds of thousands of residents' };
  if (population >= 200_000) return { noun: 'a large city', crowd: 'a large population' };
  if (population >= 100_000) return { noun: 'a mid-sized city', crowd: 'a sizeable population' };
  if (population >= 50_000) return { noun: 'a smaller city', crowd: 'a modest population' };
  return { noun: 'a close-knit community', crowd: 'a small population' };
}

/** Paragraphs joined by blank lines, the missing ones left out. */
export function md(lines: ReadonlyArray<string | false | undefined>): string {
  return `${lines.filter((l): l is string => typeof l === 'string').join('\n\n')}\n`;
}

const compass = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'];

/** The compass direction from one place to another ("northeast"). */
export function direction(from: { lat: number; lon: number }, to: { lat: number; lon: number }): string {
  const rad = Math.PI / 180;
  const y = Math.sin((to.lon - from.lon) * rad) * Math.cos(to.lat * rad);
  const x =
    Math.cos(from.lat * rad) * Math.sin(to.lat * rad) -
    Math.sin(from.lat * rad) * Math.cos(to.lat * rad) * Math.cos((to.lon - from.lon) * rad);
  const bearing = (Math.atan2(y, x) / rad + 360) % 360;
  return compass[Math.round(bearing / 45) % 8] as string;
}

/** Sentences in an order chosen by the hash, so that paragraphs of different pages seldom line up. */
export function shuffled(id: string, slot: string, sentences: ReadonlyArray<string | undefined>): string {
  return sentences
    .filter((x): x is string => Boolean(x))
    .map((text, i) => ({ text, key: stableHash(`${id}#${slot}#${i}`) }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.text)
    .join(' ');
}
