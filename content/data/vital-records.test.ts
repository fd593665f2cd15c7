import { describe, expect, it } from 'vitest';
import type { DeathSource, VitalRecord } from './after-death.schema';
import { states } from './states';
import { vitalRecordGap, vitalRecordOf, vitalRecords } from './vital-records';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function sourcesOf(record: VitalRecord): DeathSource[] {
  return [record.feeSource, ...record.moreSources];
}

/** The state agency each of these two states' sources must name: their old fees came from a county page and a newspaper. */
const ownAgency: Record<string, RegExp> = {
  FL: /^Florida Department of Health\b/,
  CO: /^Colorado Department of Public Health and Environment\b/,
};

describe('vital records by state', () => {
  it('gives each of the 50 states and DC a record with a dated fee source, or a gap that says why', () => {
    expect(states).toHaveLength(51);
    for (const { code } of states) {
      const record = vitalRecordOf(code);
      const gap = vitalRecordGap(code);
      expect(Boolean(record) !== Boolean(gap), code).toBe(true);
      if (record) {
        expect(record.feeSource.url, code).toMatch(/^https?:\/\//);
        expect(record.feeSource.checked, code).toMatch(isoDate);
        for (const source of sourcesOf(record)) expect(source.checked, `${code} ${source.url}`).toMatch(isoDate);
      } else {
        expect(gap?.length, code).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('says on every record whether county or city offices issue death certificates too', () => {
    for (const { code } of states) {
      const record = vitalRecordOf(code);
      if (!record) continue;
      expect(record.localRegistrars, code).toBeDefined();
      expect(typeof record.localRegistrars?.issue, code).toBe('boolean');
    }
  });

  it('cites the state’s own pages for Florida and Colorado, or shows a gap, and never the old county page or newspaper', () => {
    for (const [code, agency] of Object.entries(ownAgency)) {
      const text = JSON.stringify(vitalRecords[code]);
      expect(text, code).not.toMatch(/manatee\.floridahealth|lamarledger|deltacounty/);
      const record = vitalRecordOf(code);
      if (!record) {
        expect(vitalRecordGap(code), code).toMatch(/2026-11-29/);
        continue;
      }
      for (const source of sourcesOf(record)) {
        expect(source.owner, `${code} ${source.url}`).toMatch(agency);
        expect(source.secondary, `${code} ${source.url}`).toBeUndefined();
      }
    }
  });
});
