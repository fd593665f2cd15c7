import { type AuditConfig, type AuditRule, type Fault, ruleNames, type Site } from '../audited-site';
import { contactsRule } from './contacts';
import { duplicatesRule } from './duplicates';
import { headRule } from './head';
import { imagesRule } from './images';
import { jsonLdRule } from './json-ld';
import { linksRule } from './links';
import { placePagesRule } from './place-pages';
import { placeTextRule } from './place-text';
import { placeholdersRule } from './placeholders';
import { routesRule } from './routes';

/** The audit's rules, in the order their faults are listed. A new rule is a module here and one line. */
export const auditRules: readonly AuditRule[] = [
  routesRule,
  linksRule,
  headRule,
  duplicatesRule,
  jsonLdRule,
  placeholdersRule,
  contactsRule,
  imagesRule,
  placeTextRule,
  placePagesRule,
];

export { ruleNames };

export function auditSite(site: Site, config: AuditConfig): Fault[] {
  return auditRules.flatMap((rule) => rule.check(site, config));
}
