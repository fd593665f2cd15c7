import type { StatePageFacts } from '../data/place-facts';
import type { StateFrontMatter } from '../data/schemas';
import {
  closingLine,
  funeralCostSection,
  type GeneratedText,
  insuranceLawSection,
  listWords,
  md,
  notLicensedLine,
  paragraph,
} from './places';

/**
 * The words of a state page: its largest places by the Census, what a funeral costs, its insurance
 * law and its veterans cemeteries, one plain sentence per fact from the state's facts record.
 */

function censusSection(f: StatePageFacts): string | undefined {
  if (f.largest.length === 0 || !f.estimateDate) return undefined;
  const places = f.largest.map((p) => `${p.name} (${p.population})`);
  const body =
    f.largest.length === 1
      ? `${f.largest[0]?.name} is the only incorporated place in ${f.name}, with ${f.largest[0]?.population} people by the Census Bureau's estimate for ${f.estimateDate}.`
      : `The largest incorporated places in ${f.name} by the Census Bureau's estimates for ${f.estimateDate}, are ${listWords(places)}.`;
  return md([`## ${f.state.code === 'DC' ? 'The District' : f.state.name} in the Census`, body]).trimEnd();
}

function cemeterySection(f: StatePageFacts): string | undefined {
  const national = f.cemeteries.filter((c) => c.kind === 'national').map((c) => `${c.name} in ${c.town}`);
  const state = f.cemeteries.filter((c) => c.kind === 'state').map((c) => `${c.name} in ${c.town}`);
  const body = paragraph([
    national.length > 0 &&
      `VA national ${national.length === 1 ? 'cemetery' : 'cemeteries'} in ${f.name}: ${listWords(national)}.`,
    state.length > 0 &&
      `State veterans ${state.length === 1 ? 'cemetery' : 'cemeteries'} in ${f.name}: ${listWords(state)}.`,
  ]);
  return body ? md([`## Veterans cemeteries in ${f.name}`, body]).trimEnd() : undefined;
}

export function stateText(f: StatePageFacts): GeneratedText<StateFrontMatter> {
  const id = f.state.code.toLowerCase();
  return {
    file: `content/states/${id}.md`,
    frontmatter: { id },
    body: md([
      !f.licensed && notLicensedLine(f),
      censusSection(f),
      funeralCostSection(f, f.name),
      insuranceLawSection(f),
      cemeterySection(f),
      closingLine(),
    ]),
  };
}
