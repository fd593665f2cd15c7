import type { PageName } from '#core/paths';
import type { Author, BylineIds } from './authors.schema';

export type { Author };

/**
 * The people named in bylines. Both are samples written for the site (the byline labels them
 * "Example", and `audit --go-live` lists them and the placeholder NPN): staff replace them with
 * the real writer and a licensed agent with their National Producer Number (NIPR can confirm it).
 */
export const people: readonly Author[] = [
  { id: 'ellen-marsh', name: 'Ellen Marsh', role: 'writer and editor', sample: true },
  {
    id: 'thomas-grant',
    name: 'Thomas Grant',
    role: 'licensed life insurance agent',
    npn: { number: '00000001', placeholder: true },
    sample: true,
  },
];

const standard: BylineIds = { author: 'ellen-marsh', reviewer: 'thomas-grant' };

/**
 * Who wrote and who reviewed each guide (a page framed by GuidePage), each carrier review and the FAQ:
 * each of these pages shows its byline, with the date it was last reviewed.
 */
export const bylines = {
  guide: standard,
  typesOfCoverage: standard,
  whoNeeds: standard,
  noWaitingPeriod: standard,
  bestCompanies: standard,
  funeralCosts: standard,
  funeralPlanningChecklist: standard,
  cremation: standard,
  prepaidFuneralPlans: standard,
  willAndTestament: standard,
  howToPayForFuneral: standard,
  faq: standard,
  aarp: standard,
  colonialPenn: standard,
  globeLife: standard,
  mutualOfOmaha: standard,
  trustage: standard,
} as const satisfies Partial<Record<PageName, BylineIds>>;
export type BylinePage = keyof typeof bylines;

/** The people of a page's byline; the data check (authors.schema.ts) makes sure both exist. */
export function bylineOf(
  page: BylinePage,
  data: { people: readonly Author[]; bylines: Readonly<Record<string, BylineIds>> } = { people, bylines },
): { author: Author; reviewer: Author } {
  const ids = data.bylines[page];
  const find = (id: string | undefined) => data.people.find((person) => person.id === id);
  const author = find(ids?.author);
  const reviewer = find(ids?.reviewer);
  if (!author || !reviewer) throw new Error(`content/data/authors.ts: no complete byline for the page "${page}"`);
  return { author, reviewer };
}
