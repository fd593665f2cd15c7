import type { AuditConfig, AuditRule, Fault, RuleName, Site } from '../site';
import { contactsRule } from './contacts';
import { duplicatesRule } from './duplicates';
import { headRule } from './head';
import { imagesRule } from './images';
import { jsonLdRule } from './json-ld';
import { linksRule } from './links';
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
];

/** Every fault kind, in the order the summary lists them. */
export const ruleNames: readonly RuleName[] = [
  'link',
  'anchor',
  'title',
  'description',
  'canonical',
  'duplicate-title',
  'duplicate-description',
  'json-ld',
  'route',
  'sitemap',
  'placeholder',
  'contact',
  'image',
];

export function auditSite(site: Site, config: AuditConfig): Fault[] {
  return auditRules.flatMap((rule) => rule.check(site, config));
}
