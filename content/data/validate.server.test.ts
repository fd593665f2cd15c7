import { describe, expect, it } from 'vitest';
import { claimsRegister } from '#core/site.claims';
import { siteConfig } from '#core/site.config';
import { stateLicenses } from '#core/site.licenses';
import { cities } from '../places/cities';
import { states } from './states';
import { findContentDataFaults, validateContentData } from './validate.server';

describe('content data validation', () => {
  it('accepts the shipped site config, states and cities', () => {
    expect(() => validateContentData()).not.toThrow();
    expect(states).toHaveLength(51);
  });

  it('names the file and field of a bad site config value', () => {
    const bad = { ...siteConfig, phones: { ...siteConfig.phones, sales: { display: '555', e164: '5550142' } } };
    const faults = findContentDataFaults({ siteConfig: bad, claims: claimsRegister, stateLicenses, states, cities });
    expect(faults.join('\n')).toMatch(/core\/site\.config\.ts: phones\.sales\.(display|e164)/);
  });

  it('needs a license entry (number or not licensed) for every state and DC, and no other', () => {
    const { WY: _wy, ...rest } = stateLicenses;
    const faults = findContentDataFaults({
      siteConfig,
      claims: claimsRegister,
      stateLicenses: { ...rest, ZZ: 'not licensed' },
      states,
      cities,
    });
    expect(faults).toContain('core/site.licenses.ts: stateLicenses has no entry for WY');
    expect(faults).toContain('core/site.licenses.ts: stateLicenses.ZZ is not a state or DC');
  });

  it('rejects an unknown state, a bad code and a duplicate city, naming the file', () => {
    const faults = findContentDataFaults({
      siteConfig,
      claims: claimsRegister,
      stateLicenses,
      states: [...states, { code: 'tx', name: 'Texas again', slug: 'texas-again' }],
      cities: [...cities, { name: 'Houston', state: 'TX' }, { name: 'Nowhere', state: 'ZZ' }],
    });
    const text = faults.join('\n');
    expect(text).toContain('content/data/states.ts [51]: code');
    expect(text).toContain('content/places/cities.json: duplicate city Houston, TX');
    expect(text).toContain('content/places/cities.json: Nowhere has unknown state ZZ');
  });
});

describe('registered data modules', () => {
  it('names the file and the field of a bad module', async () => {
    const { z } = await import('zod');
    const { findDataModuleFaults } = await import('./validate.server');
    const faults = findDataModuleFaults([
      {
        file: 'content/data/sample.ts',
        schema: z.array(z.object({ rating: z.number().max(5) })),
        data: [{ rating: 6 }],
      },
    ]);
    expect(faults.join('\n')).toMatch(/^content\/data\/sample\.ts: 0\.rating: /);
  });
});
