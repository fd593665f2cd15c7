import type { DeathSource } from './after-death.schema';
import { federalSources } from './federal-benefits';
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
