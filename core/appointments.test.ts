import { describe, expect, it } from 'vitest';
import { appointedCarriers, appointmentsAreSample, isAppointed } from './appointments';
import { siteConfig } from './site.config';
import { siteConfigSchema } from './site.config.schema';

describe('appointments', () => {
  it('lists the shipped insurers, marked sample', () => {
    expect(appointedCarriers()).toEqual(siteConfig.appointments.carriers);
    expect(appointedCarriers().length).toBeGreaterThan(0);
    expect(appointmentsAreSample()).toBe(true);
  });

  it('answers whether the agency sells an insurer', () => {
    expect(isAppointed('mutual-of-omaha')).toBe(true);
    expect(isAppointed('aarp-new-york-life')).toBe(false);
    const real = { carriers: ['trustage'], source: { document: 'Appointment letters', date: '2026-11-01' } };
    expect(isAppointed('trustage', real)).toBe(true);
    expect(isAppointed('mutual-of-omaha', real)).toBe(false);
    expect(appointmentsAreSample(real)).toBe(false);
  });

  it('needs a source or sample, not both, and each insurer once', () => {
    const parse = (appointments: unknown) => siteConfigSchema.safeParse({ ...siteConfig, appointments }).success;
    expect(parse({ carriers: ['trustage'] })).toBe(false);
    expect(parse({ carriers: ['trustage'], sample: true, source: { document: 'Letters', date: '2026-11-01' } })).toBe(
      false,
    );
    expect(parse({ carriers: ['trustage', 'trustage'], sample: true })).toBe(false);
    expect(parse({ carriers: ['trustage'], source: { document: 'Appointment letters', date: '2026-11-01' } })).toBe(
      true,
    );
  });
});
