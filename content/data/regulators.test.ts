import { describe, expect, it } from 'vitest';
import { regulatorOffices, regulators } from './regulators';
import { regulatorsSchema } from './regulators.schema';
import { states } from './states';

describe('state insurance regulators', () => {
  it('passes its schema, one record for each state and DC', () => {
    expect(regulatorsSchema.safeParse(regulators).success).toBe(true);
    expect(Object.keys(regulators).sort()).toEqual(states.map((s) => s.code).sort());
  });

  it('names the Florida Department of Financial Services for licenses and complaints, not the OIR', () => {
    const florida = regulatorOffices('FL');
    expect(florida.regulator.name).toBe('Florida Office of Insurance Regulation');
    expect(florida.licensing.name).toMatch(/^Florida Department of Financial Services/);
    expect(florida.complaints.name).toMatch(/^Florida Department of Financial Services/);
    expect(florida.regulatorDoesBoth).toBe(false);
  });

  it('says once that a regulator which does both jobs does them', () => {
    const texas = regulatorOffices('tx');
    expect(texas.regulatorDoesBoth).toBe(true);
    expect(texas.licensing).toEqual({ name: texas.regulator.name, url: texas.regulator.url });
    expect(texas.complaints).toEqual(texas.licensing);
    expect(() => regulatorOffices('ZZ')).toThrow(/no regulator/);
  });

  it('refuses another office without the page that says it does the job', () => {
    const { FL } = regulators;
    if (!FL?.licensing) throw new Error('Florida names its licensing office');
    const { source: _source, ...unsourced } = FL.licensing;
    expect(regulatorsSchema.safeParse({ ...regulators, FL: { ...FL, licensing: unsourced } }).success).toBe(false);
  });
});
