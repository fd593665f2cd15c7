import { describe, expect, it } from 'vitest';
import { homeOfficeSchema, insurerClaimSchema } from './after-death.schema';
import { claimOf, insurerClaimGaps, insurerClaims } from './insurer-claims';
import { insurerPlans } from './insurer-plans';

const planInsurers = [...new Set(insurerPlans.map((i) => i.carrierId))];

describe('insurer claims for the insurers we sell', () => {
  it('reads the insurers from the plan data', () => {
    expect(planInsurers).toEqual(
      expect.arrayContaining([
        'mutual-of-omaha',
        'transamerica',
        'foresters',
        'american-amicable',
        'royal-neighbors',
        'corebridge',
      ]),
    );
  });

  it('gives every insurer in the plan data a claims entry: claim steps or a listed gap', () => {
    const gaps = insurerClaimGaps.map((g) => g.carrierId);
    for (const id of planInsurers) {
      const entries = (claimOf(id) ? 1 : 0) + (gaps.includes(id) ? 1 : 0);
      expect(entries, id).toBe(1);
    }
  });

  it('says what is missing wherever the claims phone or the mailing address is', () => {
    for (const claim of insurerClaims) {
      if (!claim.phone || !claim.mail) expect(claim.notFound, claim.carrierId).toBeDefined();
    }
  });

  it('names the papers we could not find for Foresters, and gives Globe Life a claims phone', () => {
    expect(claimOf('foresters')?.notFound).toMatch(/mailing address/);
    expect(claimOf('globe-life')?.phone).toBe('1-800-654-5433');
  });

  it('gives a home office with its source for American-Amicable, whose claim steps we could not find', () => {
    const gap = insurerClaimGaps.find((g) => g.carrierId === 'american-amicable');
    expect(gap?.homeOffice?.address).toMatch(/Waco, TX/);
    expect(gap?.homeOffice?.source.secondary).toBeDefined();
  });

  it('refuses a home office without a source and a claims phone in another format', () => {
    expect(homeOfficeSchema.safeParse({ company: 'An Insurer', address: '1 Main Street, Town' }).success).toBe(false);
    const [first] = insurerClaims;
    if (!first) throw new Error('no claims');
    expect(insurerClaimSchema.safeParse({ ...first, phone: '(800) 555-0100' }).success).toBe(false);
  });
});
