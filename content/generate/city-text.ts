import type { CityFrontMatter } from '../data/schemas';
import type { CemeteryNear, CityPageFacts } from '../places/place-facts';
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
      `By the Census Bureau's estimate, ${f.city} had ${pop.estimate.value} people on ${pop.estimate.date}, against ${pop.april2020} on ${pop.baseDate} (the base of its estimates, built on the 2020 Census).`,
    !pop?.estimate &&
      pop &&
      `${f.city} had ${pop.april2020} people on ${pop.baseDate}, by the Census Bureau's estimates base.`,
    f.rank && `That makes ${f.city} the ${f.rank.ordinal} of ${f.rank.of} incorporated places in ${f.name}.`,
  ]);
  return body ? md([`## ${f.city} in the Census`, body]).trimEnd() : undefined;
}

/** "Quantico National Cemetery in Triangle, VA (703-221-2183)" */
function cemeteryName(c: CemeteryNear): string {
  return `${c.name} in ${c.town}, ${c.stateCode}${c.phone ? ` (${c.phone})` : ''}`;
}

/** "the VA lists it as open for casket and cremated remains", or that the VA's list gives no status. */
function statusClause(c: CemeteryNear): string {
  return c.hasStatus ? `the VA lists it as ${c.statusWords}` : 'the VA list gives no burial status for it';
}

/** One sentence per cemetery the facts name, each with its distance from the city and what the VA says it takes. */
export function cemeterySentence(f: Pick<CityPageFacts, 'city'>, c: CemeteryNear): string {
  switch (c.role) {
    case 'casket':
      return `${cemeteryName(c)}, ${c.miles} miles from ${f.city} in a straight line, is the nearest ${c.kindWords} open for a casket burial; ${statusClause(c)}.`;
    case 'cremated':
      return `${cemeteryName(c)} is nearer, ${c.miles} miles from ${f.city}, but ${statusClause(c)}.`;
    case 'state':
      return `${cemeteryName(c)}, ${c.miles} miles from ${f.city}, is the nearest ${c.kindWords}; ${statusClause(c)}.`;
  }
}

function cemeterySection(f: CityPageFacts): string | undefined {
  if (f.cemeteries.length === 0) return undefined;
  return md([
    `## Veterans cemeteries near ${f.city}`,
    paragraph(f.cemeteries.map((c) => cemeterySentence(f, c))),
  ]).trimEnd();
}

export function cityText(f: CityPageFacts): GeneratedText<CityFrontMatter> {
  return {
    file: generatedFile('city', f.id),
    frontmatter: { id: f.id },
    body: md([censusSection(f), cemeterySection(f)]),
  };
}
