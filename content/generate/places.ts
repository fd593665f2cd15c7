import { getPath } from '#core/paths';
import type { StatePageFacts } from '../places/place-facts';

/**
 * The sections that a state page and its cities' pages share, as plain sentences: one sentence per
 * fact, each fact as its facts record prints it, nothing said where a fact is unknown. No sentence
 * says what the agency sees, hears or does in a place (content/generate/text-rules.ts).
 */

/** Where `content generate` writes: one folder of state pages, one of city pages (a folder per state). */
export const generatedDirs = { states: 'content/states', cities: 'content/cities' } as const;

/** The one path of a generated file, relative to the project root: content/states/tx.md, content/cities/tx/houston.md. */
export function generatedFile(kind: 'state' | 'city', id: string): string {
  return `${kind === 'state' ? generatedDirs.states : generatedDirs.cities}/${id}.md`;
}

export interface GeneratedText<F> {
  /** Relative to the project root: content/cities/tx/houston.md */
  file: string;
  /** Front matter without last_updated (content generate stamps it). */
  frontmatter: Omit<F, 'last_updated'>;
  body: string;
}

/** Markdown from paragraphs and headings, skipping the facts that are unknown. */
export function md(blocks: ReadonlyArray<string | false | undefined>): string {
  return `${blocks.filter((b): b is string => typeof b === 'string' && b.length > 0).join('\n\n')}\n`;
}

/** Sentences joined into one paragraph, skipping the unknown ones; undefined when none is known. */
export function paragraph(sentences: ReadonlyArray<string | false | undefined>): string | undefined {
  const known = sentences.filter((s): s is string => typeof s === 'string' && s.length > 0);
  return known.length > 0 ? known.join(' ') : undefined;
}

const smallNumbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count as a word ("five"), as plain prose writes small counts; 11 and up as digits. */
export function numberWord(n: number): string {
  return smallNumbers[n] ?? String(n);
}

/** "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const link = (office: { name: string; url: string }) => `the [${office.name}](${office.url})`;

type Shared = Pick<StatePageFacts, 'name' | 'regulator' | 'freeLook' | 'funeralCost' | 'licensed'>;

/** Said first on the pages of a state where the agency holds no license. */
export function notLicensedLine(f: Pick<StatePageFacts, 'name'>): string {
  return `We are not licensed to sell insurance in ${f.name}, so we cannot quote or sell a policy here. The facts below may still help you plan; call {{salesPhone}} and we will tell you how to find an agent licensed in ${f.name}.`;
}

/** What a funeral costs: the published figure, its kind, year and scope. */
export function funeralCostSection(f: Shared, where: string): string | undefined {
  const cost = f.funeralCost;
  if (!cost) return undefined;
  const scope = cost.scope === 'national' ? 'in the United States' : `in ${cost.scope}`;
  return md([
    `## What a funeral costs`,
    paragraph([
      `The National Funeral Directors Association gives ${cost.kind} prices for ${cost.year}: a funeral with viewing and burial cost ${cost.burial} ${scope}.`,
      cost.cremation && `A funeral with viewing and cremation cost ${cost.cremation}.`,
      `These figures do not include cemetery charges such as the plot and the headstone, and prices in ${where} may differ.`,
    ]),
  ]).trimEnd();
}

/** Who licenses agents, who takes complaints, and the free-look period the state's law sets. */
export function insuranceLawSection(f: Shared): string | undefined {
  const reg = f.regulator;
  const look = f.freeLook;
  const regulator =
    reg &&
    (reg.licenses.url === reg.complaints.url
      ? `${cap(link(reg.licenses))} licenses insurance agents in ${f.name} and takes complaints from consumers.`
      : `${cap(link(reg.licenses))} licenses insurance agents in ${f.name}, and ${link(reg.complaints)} takes complaints from consumers.`);
  const insurers = reg?.insurers && `${cap(link(reg.insurers))} regulates insurance companies.`;
  const freeLook = !look
    ? `No ${f.name} law that sets a free-look period for life insurance was found in the sources read for this page, so none is given here; the ${reg ? `[${reg.complaints.name}](${reg.complaints.url})` : 'state insurance regulator'} can say which period applies.`
    : paragraph([
        `${freeLookPeriod(look)} It covers ${look.appliesTo}.`,
        look.older &&
          `Under ${look.older.citation}, buyers aged ${look.older.age} and over have ${look.older.days} days.`,
        look.replacement &&
          `Under ${look.replacement.citation}, a policy that replaces another may be returned within ${look.replacement.days} days.`,
      ]);
  const body = paragraph([regulator, insurers, freeLook]);
  return body ? md([`## Buying life insurance in ${f.name}`, body]).trimEnd() : undefined;
}

/** "Alaska Stat. § 21.45.020(c) gives a buyer 10 days from delivery to return a new policy for a refund." */
export function freeLookPeriod(look: NonNullable<StatePageFacts['freeLook']>): string {
  const days = look.maxDays
    ? `the period the policy states, at least ${look.days} and at most ${look.maxDays} days from delivery,`
    : `${look.days} days from delivery`;
  return `${look.citation} gives a buyer ${days} to return a new policy for a refund.`;
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The page's other places to look: related guides, written once. */
export function closingLine(): string {
  return `Read [what a funeral costs](${getPath('funeralCosts')}) and [how the plan types differ](${getPath('guide')}) before you choose how much coverage you need.`;
}

export type { StatePageFacts };
