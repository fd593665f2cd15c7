import type { AuditRule, Fault, Site } from '../audited-site';
import { attributeValues, excerpt, jsonLdStrings, textNodes } from './page-text';

const placeholders: ReadonlyArray<[RegExp, string]> = [
  [/\{state\}/i, '{state}'],
  [/\{city\}/i, '{city}'],
  [/\{\{/, '{{'],
  [/\bundefined\b/, 'undefined'],
  [/\bNaN\b/, 'NaN'],
  [/\[object Object\]/, '[object Object]'],
];

function checkPlaceholders(site: Site): Fault[] {
  const faults: Fault[] = [];
  for (const page of site.pages) {
    const sources: Array<[string, string]> = [
      ...textNodes(page.document).map((t): [string, string] => ['text', t]),
      ...attributeValues(page.document).map(({ name, value }): [string, string] => [`attribute ${name}`, value]),
      ...jsonLdStrings(page.document).map((s): [string, string] => ['JSON-LD value', s]),
    ];
    for (const [where, text] of sources) {
      for (const [pattern, label] of placeholders) {
        const match = pattern.exec(text);
        if (match)
          faults.push({
            rule: 'placeholder',
            file: page.file,
            message: `${label} in ${where}: ${excerpt(text, match.index)}`,
          });
      }
    }
  }
  return faults;
}
/** No template placeholder or leaked JavaScript value ({state}, {{, undefined, NaN) in text, attributes or JSON-LD. */
export const placeholdersRule: AuditRule = { names: ['placeholder'], checks: 'placeholders', check: checkPlaceholders };
