import type { Command } from 'commander';
import { z } from 'zod';
import { formatPhone } from '#core/lead/schema';
import { withoutControls } from '../../server/leads/contact-keys';
import { findLead, type LeadDetail } from '../../server/leads/queries';
import { CliError } from '../errors';
import { parseOptions } from '../options';
import { leadFlags } from './leads-list';
import { type DbDeps, envDbDeps, withDb } from './leads-shared';

const optionsSchema = z.object({ json: z.boolean().default(false) });

const orNone = (value: string | null | undefined) => (value ? value : '(none)');

/**
 * The lead as staff read it, ending with the consent disclosure the visitor saw, word for word.
 * Control characters are dropped from every line (a row stored before the intake dropped them
 * from the user agent could otherwise move the cursor or recolour the terminal).
 */
export function leadDetailLines(lead: LeadDetail): string[] {
  return detailLines(lead).map(withoutControls);
}

function detailLines(lead: LeadDetail): string[] {
  const place = [lead.city, lead.state].filter(Boolean).join(', ');
  const utm = (['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const)
    .filter((key) => lead[key])
    .map((key) => `${key}=${lead[key]}`)
    .join(' ');
  const parent = lead.quote_for === 'parent';
  const whose = parent ? " (the parent's)" : '';
  return [
    `Lead ${lead.id}${leadFlags(lead) ? ` (${leadFlags(lead)})` : ''}`,
    `  received:      ${lead.created_at.toISOString()}`,
    `  quote for:     ${parent ? 'a parent of the person below (call that person, not the parent)' : 'the person below'}`,
    `  name:          ${lead.name}`,
    `  phone:         ${formatPhone(lead.phone)}`,
    `  e-mail:        ${lead.email}`,
    `  ZIP:           ${lead.zip_code}${place ? ` (${place})` : ''}${whose}`,
    `  age, gender:   ${lead.age}, ${lead.gender}; tobacco: ${lead.tobacco}${whose}`,
    `  spam:          ${lead.is_spam ? `yes (${orNone(lead.spam_reason)})` : 'no'}`,
    `  notifications: ${orNone(lead.notifications)}`,
    `  submission id: ${lead.submission_id}`,
    `  landing page:  ${orNone(lead.landing_page)}; referrer: ${orNone(lead.referrer)}${utm ? `; ${utm}` : ''}`,
    'Consent',
    `  given by:      ${
      parent
        ? 'the person above, for their own number, asking for a parent (no consent given for the parent)'
        : 'the person above, for their own number'
    }`,
    `  given at:      ${lead.consent_at.toISOString()}`,
    `  on page:       ${orNone(lead.page_url)}`,
    `  from IP:       ${orNone(lead.ip)}`,
    `  browser:       ${orNone(lead.user_agent)}`,
    `  version:       ${lead.consent_version}`,
    '  text shown beside the submit button:',
    `  "${lead.consent_text ?? "(this version's text was never recorded)"}"`,
  ];
}

/** `leads show <id>`: one lead in full, with the exact consent disclosure (id or its first 8+ digits). */
export function registerLeadsShow(leads: Command, print: (line: string) => void, deps: DbDeps = envDbDeps): void {
  leads
    .command('show')
    .description('show one lead in full, with the consent text it agreed to (PGlite: stop the server first)')
    .argument('<id>', 'the lead id, or its first 8 or more characters as leads list shows them')
    .option('--json', 'print the lead as JSON')
    .action(async (id: string, raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const lead = await withDb(deps, (db) => findLead(db, id));
      if (lead === 'ambiguous') throw new CliError(`More than one lead starts with "${id}": give more of the id`);
      if (lead === undefined) throw new CliError(`No lead with the id "${id}"`);
      if (options.json) {
        print(JSON.stringify(lead, null, 2));
        return;
      }
      for (const line of leadDetailLines(lead)) print(line);
    });
}
