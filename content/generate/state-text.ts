import type { StateFrontMatter } from '../data/schemas';
import type { StatePageFacts } from '../places/place-facts';
import {
  closingLine,
  funeralCostSection,
  type GeneratedText,
  generatedFile,
  insuranceLawSection,
  listWords,
  md,
  notLicensedLine,
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

/** "Quantico National Cemetery, 18424 Joplin Rd (Route 619), Triangle; VA national cemetery; open for …; 703-221-2183." */
function cemeteryItem(c: StatePageFacts['cemeteries'][number]): string {
  const where = [c.address, c.town].filter(Boolean).join(', ');
  const status = c.hasStatus ? c.statusWords : 'burial status not in the VA list';
  return `- **${c.name}**, ${where}: ${c.kindWords}; ${status}${c.phone ? `; phone ${c.phone}` : ''}.`;
}

function cemeterySection(f: StatePageFacts): string | undefined {
  if (f.cemeteries.length === 0) return undefined;
  return md([
    `## Veterans cemeteries in ${f.name}`,
    `The veterans cemeteries in ${f.name}, each with what the VA says it takes for new burials:`,
    f.cemeteries.map(cemeteryItem).join('\n'),
  ]).trimEnd();
}

export function stateText(f: StatePageFacts): GeneratedText<StateFrontMatter> {
  const id = f.state.code.toLowerCase();
  return {
    file: generatedFile('state', id),
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
