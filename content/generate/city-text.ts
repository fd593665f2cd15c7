import type { CityFrontMatter } from '../data/schemas';
import { type CemeteryNear, type CityPageFacts, milesWords } from '../places/place-facts';
import { type GeneratedText, generatedFile, listWords, md, numberWord, paragraph } from './places';

/**
 * The words of a city page: only facts of the city or its county, one plain sentence per fact from
 * the city's facts record: its counties, its Census population and rank, and the veterans
 * cemeteries nearest to it. Every sentence names the city, one of its counties or a distance from
 * the city; the state's facts (its insurance law, funeral cost figures, its cemeteries) are on the
 * state page, which the city page links. The same facts always give the same text; a fact that is
 * unknown is left out.
 */

/** "Harris County", "an independent city" (Census county names of independent cities end in "city"). */
function countySentences(f: CityPageFacts): string | undefined {
  const [first, ...others] = f.counties ?? [];
  if (!first || f.state.code === 'DC') return undefined;
  if (others.length === 0) {
    if (/ city$/.test(first)) return `${f.city} is an independent city of ${f.name}, outside any county.`;
    return `${f.city} is in ${first}, ${f.name}.`;
  }
  const all = [first, ...others];
  return `${f.city} spans ${numberWord(all.length)} counties of ${f.name}: ${listWords(all)}. ${first} holds the largest share of its people.`;
}

function censusSection(f: CityPageFacts): string | undefined {
  const pop = f.population;
  const body = paragraph([
    countySentences(f),
    pop?.estimate &&
      `${f.city} had ${pop.estimate.value} people on ${pop.estimate.date}, by the Census Bureau's estimate (${pop.april2020} on ${pop.baseDate}).`,
    !pop?.estimate &&
      pop &&
      `By the Census Bureau's estimate, ${f.city} had ${pop.april2020} people on ${pop.baseDate}.`,
    f.rank && `That makes ${f.city} the ${f.rank.ordinal} of ${f.rank.of} incorporated places in ${f.name}.`,
  ]);
  return body ? md([`## ${f.city} in the Census`, body]).trimEnd() : undefined;
}

/** "Quantico National Cemetery in Triangle, VA (703-221-2183)" */
function cemeteryName(c: CemeteryNear): string {
  return `${c.name} in ${c.town}, ${c.stateCode}${c.phone ? ` (${c.phone})` : ''}`;
}

/**
 * One list item per cemetery the facts name, led by the burial it serves, each with its phone and
 * its distance from the city. The casket choice is one the VA lists as open (for caskets and
 * cremated remains); the cremated one takes cremated remains only, and is named where nearer than
 * the casket choice (or where none on the city's land is open for a casket: `casket` false). The
 * VA's lists give no status for most state cemeteries.
 */
export function cemeteryItem(f: Pick<CityPageFacts, 'city'>, c: CemeteryNear, casket = true): string {
  const away = `${milesWords(c.miles)} from ${f.city}`;
  const note = c.statusNote ? ` ${c.statusNote}` : '';
  return `${cemeteryLine(c, away, casket)}${note}`;
}

function cemeteryLine(c: CemeteryNear, away: string, casket: boolean): string {
  switch (c.role) {
    case 'casket':
      return `**Nearest for a casket or cremated remains:** ${cemeteryName(c)}, a ${c.kindWords} ${away} in a straight line.`;
    case 'cremated':
      return `**${casket ? 'Nearer, for' : 'Nearest for'} cremated remains only:** ${cemeteryName(c)}, a ${c.kindWords} ${away}.`;
    case 'state':
      return `**Nearest ${c.kindWords}:** ${cemeteryName(c)}, ${away}${c.hasStatus ? `; the VA lists it as ${c.statusWords}` : ''}.`;
  }
}

function cemeterySection(f: CityPageFacts): string | undefined {
  if (f.cemeteries.length === 0) return undefined;
  const casket = f.cemeteries.some((n) => n.role === 'casket');
  const others = f.otherCemeteries.map((c) => `${c.name} in ${c.town} (${milesWords(c.miles)})`);
  return md([
    `## Veterans cemeteries near ${f.city}`,
    f.cemeteries.map((c) => `- ${cemeteryItem(f, c, casket)}`).join('\n'),
    others.length > 0 &&
      `${others.length === 1 ? `The other veterans cemetery in ${f.name} is` : `The other veterans cemeteries in ${f.name}, nearest first, are`} ${listWords(others)} from ${f.city} in a straight line.`,
  ]).trimEnd();
}

export function cityText(f: CityPageFacts): GeneratedText<CityFrontMatter> {
  return {
    file: generatedFile('city', f.id),
    frontmatter: { id: f.id },
    body: md([censusSection(f), cemeterySection(f)]),
  };
}
