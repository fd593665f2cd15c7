/**
 * One key per inbox, however its address was spelled: what the contact limits, the duplicate
 * check, the do-not-contact list and `leads delete --email` match by.
 */

/**
 * Mailbox providers that deliver "name+tag@domain" to "name@domain" (plus addressing), by domain,
 * and the domain their addresses are counted under. Gmail also ignores dots in the local part.
 * At other domains "+tag" may be part of another person's address, so it is kept there: two
 * spellings of one inbox at such a domain count as two (see docs/operations.md, "Contact keys").
 * Sources: each provider's help pages, as listed in the provider table of the Clean Autofill
 * project's docs/Email-Provider.md (a secondary list, read 2026-11-26): Gmail ("Use Gmail
 * aliases"), Outlook.com ("Add or remove an email alias"; Microsoft documents plus addressing for
 * Exchange Online), Proton Mail ("Addresses and aliases"), Fastmail ("Plus addressing").
 * iCloud and Yahoo are left out: sources disagree on iCloud, and Yahoo uses "-" for its own kind.
 */
export const plusAddressingDomains: Readonly<Record<string, { domain: string; dotless?: true }>> = {
  'gmail.com': { domain: 'gmail.com', dotless: true },
  'googlemail.com': { domain: 'gmail.com', dotless: true },
  'outlook.com': { domain: 'outlook.com' },
  'hotmail.com': { domain: 'hotmail.com' },
  'live.com': { domain: 'live.com' },
  'msn.com': { domain: 'msn.com' },
  'protonmail.com': { domain: 'protonmail.com' },
  'protonmail.ch': { domain: 'protonmail.ch' },
  'proton.me': { domain: 'proton.me' },
  'pm.me': { domain: 'pm.me' },
  'fastmail.com': { domain: 'fastmail.com' },
  'fastmail.fm': { domain: 'fastmail.fm' },
};

/**
 * The inbox an address delivers to: lower case; at a provider of plusAddressingDomains a `+tag`
 * removed, and for gmail.com and googlemail.com the dots of the local part removed and the domain
 * made gmail.com. "V.ictim+1@GoogleMail.com" -> "victim@gmail.com", while "ann+b@example.org"
 * stays as it is. An address without "@" is only lower-cased.
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  const provider = plusAddressingDomains[lower.slice(at + 1)];
  if (provider === undefined) return lower;
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (provider.dotless) local = local.replaceAll('.', '');
  return `${local}@${provider.domain}`;
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * canonicalEmail as a SQL expression over `column` (migrations recompute stored keys with it; a
 * test holds the two to the same answers). `column` is a trusted identifier, never input.
 */
export function canonicalEmailSql(column: string): string {
  const lower = `lower(btrim(${column}))`;
  const local = `substring(${lower} from '^(.*)@[^@]*$')`;
  const domain = `substring(${lower} from '@([^@]*)$')`;
  const untagged = `(CASE WHEN position('+' in ${local}) > 1 THEN split_part(${local}, '+', 1) ELSE ${local} END)`;
  const branches = Object.entries(plusAddressingDomains).map(
    ([name, provider]) =>
      `WHEN ${domain} = ${sqlText(name)} THEN ${provider.dotless ? `replace(${untagged}, '.', '')` : untagged} || ${sqlText(`@${provider.domain}`)}`,
  );
  return `(CASE WHEN ${local} IS NULL OR ${local} = '' THEN ${lower} ${branches.join(' ')} ELSE ${lower} END)`;
}
