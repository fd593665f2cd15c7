import type { Command } from 'commander';
import { z } from 'zod';
import { formatPhone } from '#core/lead/schema';
import { describeQuoteEstimate } from '#core/pricing/quote-estimate';
import { type LeadRow, listLeads } from '../../server/leads/queries';
import { contactLimitReason } from '../../server/leads/statement';
import { parseOptions } from '../options';
import { type DbDeps, envDbDeps, sinceSchema, withDb } from './leads-shared';

const optionsSchema = z.object({
  since: sinceSchema.optional(),
  json: z.boolean().default(false),
  includeSpam: z.boolean().default(false),
});

/** The flags an agent should see before calling. */
export function leadFlags(
  lead: Pick<LeadRow, 'is_spam' | 'duplicate_of' | 'do_not_contact'> & { spam_reason?: string | null },
): string {
  const flags: string[] = [];
  // A person's request over QUOTE_CONTACT_RATE_LIMIT is flagged like spam (not notified), but is not spam.
  if (lead.is_spam) flags.push(lead.spam_reason === contactLimitReason ? 'OVER-CONTACT-LIMIT' : 'SPAM');
  if (lead.do_not_contact) flags.push('DO-NOT-CONTACT');
  if (lead.duplicate_of) flags.push(`repeat-of:${lead.duplicate_of.slice(0, 8)}`);
  return flags.join(' ');
}

/** The estimate the visitor was shown, for $10,000: "estimate $10,000: <insurer> <plan> (level benefit): no published price; ...". */
export function estimateSummary(lead: Pick<LeadRow, 'estimate'>): string {
  if (!lead.estimate) return '';
  const line = describeQuoteEstimate(lead.estimate).find(([label]) => label === 'Estimate $10,000');
  return line ? `estimate $10,000: ${line[1]}` : '';
}

function leadLine(lead: LeadRow): string {
  const place = [lead.city, lead.state].filter(Boolean).join(', ');
  return [
    lead.created_at.toISOString().slice(0, 16).replace('T', ' '),
    lead.id.slice(0, 8),
    lead.name,
    formatPhone(lead.phone),
    lead.email,
    `${lead.zip_code}${place ? ` ${place}` : ''}`,
    `${lead.quote_for === 'parent' ? 'FOR-PARENT ' : ''}${lead.age} ${lead.gender} tobacco:${lead.tobacco}`,
    lead.notifications ?? 'no notification',
    estimateSummary(lead),
    leadFlags(lead),
  ]
    .filter(Boolean)
    .join(' | ');
}

/** `leads list`: the stored leads, oldest first (spam left out unless --include-spam; leads over their contact limit listed, flagged OVER-CONTACT-LIMIT). */
export function registerLeadsList(leads: Command, print: (line: string) => void, deps: DbDeps = envDbDeps): void {
  leads
    .command('list')
    .description('list stored leads, oldest first (PGlite: stop the server first)')
    .option('--since <date>', 'only leads from this date/time on (2026-03-01, 2026-03-01T09:00Z) or age (7d, 24h)')
    .option('--json', 'print the leads as JSON')
    .option('--include-spam', 'include leads flagged as spam')
    .action(async (raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const rows = await withDb(deps, (db) =>
        listLeads(db, { since: options.since, includeSpam: options.includeSpam }),
      );
      if (options.json) {
        print(JSON.stringify(rows, null, 2));
        return;
      }
      for (const row of rows) print(leadLine(row));
      print(`${rows.length} lead(s)${options.since ? ` since ${options.since.toISOString()}` : ''}`);
    });
}
