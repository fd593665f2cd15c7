import type { DeathSource } from './after-death.schema';
import { federalBenefits, federalSources } from './federal-benefits';
import { insurerClaims } from './insurer-claims';
import { states } from './states';
import { vitalRecordOf } from './vital-records';

/**
 * The names the family's pages cite (sources' titles, owners and hosts, offices, insurers' mail
 * addresses), for the spelling check's list of known names (scripts/prose.ts).
 */
export function afterDeathNames(): string[] {
  const sources: DeathSource[] = [...federalSources()];
  const names: string[] = [];
  for (const claim of insurerClaims) {
    sources.push(...claim.sources);
    names.push(claim.company, claim.mail ?? '', claim.formName ?? '');
  }
  for (const { code } of states) {
    const record = vitalRecordOf(code);
    if (!record) continue;
    sources.push(record.feeSource, ...record.moreSources);
    names.push(record.office, record.mail ?? '', record.inPerson ?? '');
  }
  for (const s of sources) names.push(s.title, s.owner, s.secondary ?? '', new URL(s.url).hostname);
  return names.filter(Boolean);
}

/** The phone numbers the family's pages show with their sources: insurers' claims lines, Social Security, state offices. */
export function citedPhones(): string[] {
  const { ssa, va } = federalBenefits;
  const phones: string[] = [ssa.phone, ssa.tty, va.schedulingOffice.phone];
  for (const claim of insurerClaims) if (claim.phone) phones.push(claim.phone);
  for (const { code } of states) {
    const phone = vitalRecordOf(code)?.phone;
    if (phone) phones.push(phone);
  }
  return phones;
}
