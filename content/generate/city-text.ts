import type { CityPageFacts } from '../data/place-facts';
import type { CityFrontMatter } from '../data/schemas';
import {
  closingLine,
  funeralCostSection,
  type GeneratedText,
  insuranceLawSection,
  listWords,
  md,
  notLicensedLine,
  numberWord,
  paragraph,
} from './places';

/**
 * The words of a city page: its Census facts, what a funeral costs, the state's insurance law and
 * the nearest veterans cemeteries, one plain sentence per fact from the city's facts record. The
 * same facts always give the same text; a fact that is unknown is left out.
 */

/** "Harris County", "an independent city" (Census county names of independent cities end in "city"). */
function countySentence(f: CityPageFacts): string | undefined {
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
    countySentence(f),
    pop?.estimate &&
      `The Census Bureau estimates the population of ${f.city} at ${pop.estimate.value} on ${pop.estimate.date}.`,
    pop && `Its estimates start from ${pop.april2020} people on ${pop.baseDate}, a figure built on the 2020 Census.`,
    f.rank && `By ${f.rank.basis}, it is the ${f.rank.ordinal} of the ${f.rank.of} incorporated places in ${f.name}.`,
  ]);
  return body ? md([`## ${f.city} in the Census`, body]).trimEnd() : undefined;
}

function cemeterySection(f: CityPageFacts): string | undefined {
  if (f.nearestCemeteries.length === 0) return undefined;
  const lines = f.nearestCemeteries.map(
    (c) =>
      `The nearest ${c.kind === 'national' ? 'VA national cemetery' : 'state veterans cemetery'} is ${c.name} in ${c.town}, ${c.stateCode}, ${c.miles} miles away in a straight line.`,
  );
  return md([`## Veterans cemeteries near ${f.city}`, paragraph(lines)]).trimEnd();
}

export function cityText(f: CityPageFacts): GeneratedText<CityFrontMatter> {
  return {
    file: `content/cities/${f.id}.md`,
    frontmatter: { id: f.id },
    body: md([
      !f.licensed && notLicensedLine(f),
      censusSection(f),
      funeralCostSection(f, f.city),
      insuranceLawSection(f),
      cemeterySection(f),
      closingLine(),
    ]),
  };
}
