import type { Carrier } from './carriers.schema';

/**
 * Insurers active in final expense insurance, for the carrier cards (best companies) and the
 * no-waiting-period list. No financial strength grade lives here: the grades of the five reviewed
 * insurers, with their agency, date and source, are in carrier-comparison.ts (decision 0032), and
 * the features of those five say only what their sources there say.
 * Checked at build by carriers.schema.ts. See docs/decisions/0007-guide-and-carrier-data.md.
 */

export type { Carrier };

export const carriers: Carrier[] = [
  {
    id: 'mutual-of-omaha',
    name: 'Mutual of Omaha',
    founded: 1909,
    features: [
      'Living Promise whole life with a few health questions',
      'Guaranteed whole life for people who may not qualify for it',
    ],
    description: 'Sells whole life for final expenses through United of Omaha Life Insurance Company.',
  },
  {
    id: 'aarp-new-york-life',
    name: 'AARP Life Insurance Program (New York Life)',
    founded: 1845,
    features: [
      'Permanent whole life for AARP members',
      'Guaranteed acceptance plan with no health questions',
      'Membership in AARP is required',
    ],
    description: 'New York Life writes the life insurance that AARP offers to its members.',
  },
  {
    id: 'colonial-penn',
    name: 'Colonial Penn',
    founded: 1957,
    features: [
      'Guaranteed acceptance whole life with no health questions',
      'Coverage sold in units rather than round dollar amounts',
    ],
    description: 'Part of CNO Financial Group, known for guaranteed acceptance whole life sold in units.',
  },
  {
    id: 'globe-life',
    name: 'Globe Life',
    founded: 1951,
    features: [
      'Whole life with no medical exam; approval depends on your answers to a few health questions',
      'Term life for adults with full coverage from the first day',
    ],
    description: 'Sells life insurance directly to the public.',
  },
  {
    id: 'trustage',
    name: 'TruStage',
    founded: 1935,
    features: [
      'Guaranteed acceptance whole life with no health questions',
      'Advantage whole life with health questions',
    ],
    description: 'Its life insurance is issued by CMFG Life Insurance Company.',
  },
  {
    id: 'gerber-life',
    name: 'Gerber Life',
    founded: 1967,
    features: ['Guaranteed life plan for older adults', 'No health questions, and a two-year graded benefit period'],
    description: 'Sells policies for children, and guaranteed whole life to older adults.',
  },
  {
    id: 'transamerica',
    name: 'Transamerica',
    founded: 1904,
    features: [
      'Final expense plan with immediate coverage for healthier applicants',
      'Graded plan for moderate health problems',
      'Option to pay the policy off in ten years',
    ],
    description: 'A large national insurer with several final expense plans for different health profiles.',
  },
  {
    id: 'foresters',
    name: 'Foresters Financial',
    founded: 1874,
    features: [
      'Level plan with immediate coverage for those who qualify',
      'Graded and modified plans for other health profiles',
      'Member benefits such as community grants',
    ],
    description: 'A fraternal benefit society whose final expense plans include extra member benefits.',
  },
  {
    id: 'corebridge',
    name: 'Corebridge Financial (AIG)',
    founded: 1919,
    features: [
      'Guaranteed issue whole life with no health questions',
      'Two-year graded benefit period',
      'Simple application by phone',
    ],
    description: 'The former life insurance arm of AIG, offering guaranteed issue whole life to older adults.',
  },
  {
    id: 'bankers-life',
    name: 'Bankers Life',
    founded: 1879,
    features: [
      'Whole life for older adults with a few health questions',
      'Local agents in many towns',
      'Premiums that stay the same for life',
    ],
    description: 'A Chicago insurer that focuses on middle-income retirees and works through local agents.',
  },
  {
    id: 'physicians-mutual',
    name: 'Physicians Mutual',
    founded: 1902,
    features: [
      'Whole life with fixed premiums for older adults',
      'Coverage that never decreases with age',
      'Policies sold directly by phone and mail',
    ],
    description: 'An Omaha mutual insurer selling life, dental and supplemental health coverage by mail.',
  },
  {
    id: 'american-amicable',
    name: 'American Amicable',
    founded: 1910,
    features: [
      'Plan with an immediate death benefit for healthier applicants',
      'Graded and return-of-premium plans for others',
      'Quick decisions by phone',
    ],
    description: 'A Texas insurer that specializes in small whole life policies for seniors.',
  },
  {
    id: 'royal-neighbors',
    name: 'Royal Neighbors of America',
    founded: 1895,
    features: [
      'Simplified issue whole life with immediate full coverage',
      'Fraternal benefits for members',
      'Founded and led by women',
    ],
    description: 'A fraternal society founded by women in the 1890s that sells whole life to its members.',
  },
  {
    id: 'fidelity-life',
    name: 'Fidelity Life',
    founded: 1896,
    features: [
      'Final expense plan with immediate coverage for those who qualify',
      'No medical exam; approval depends on your answers to a few health questions',
    ],
    description: 'An Illinois insurer that takes applications for small whole life policies by phone.',
  },
  {
    id: 'united-home-life',
    name: 'United Home Life',
    founded: 1948,
    features: [
      'Whole life with immediate coverage for healthier applicants',
      'Graded and guaranteed issue plans as well',
      'Short health questionnaire',
    ],
    description: 'An Indiana insurer offering final expense plans for a wide range of health conditions.',
  },
  {
    id: 'oxford-life',
    name: 'Oxford Life',
    founded: 1965,
    features: [
      'Level plan with immediate benefit for those who qualify',
      'Graded plan for more serious conditions',
      'Coverage for older ages at issue',
    ],
    description: 'An Arizona insurer selling whole life and annuities to older adults.',
  },
  {
    id: 'great-western',
    name: 'Great Western Insurance Company',
    founded: 1983,
    features: [
      'Guaranteed issue whole life with no health questions',
      'Graded benefit in the first two years',
      'Also sells prepaid funeral insurance through funeral homes',
    ],
    description: 'A Utah insurer focused on pre-need and final expense insurance.',
  },
  {
    id: 'baltimore-life',
    name: 'Baltimore Life',
    founded: 1882,
    features: [
      'Simplified issue plan with immediate benefit for those who qualify',
      'Guaranteed issue plan for others',
      'Serves middle-income families',
    ],
    description: 'A Maryland insurer with simplified and guaranteed whole life for older adults.',
  },
];

/** Features that promise cover from the first day: "immediate" coverage or "no waiting period". */
const immediate = /\bimmediate\b|\bno waiting period\b/i;

/** Carriers with at least one feature that mentions immediate coverage or no waiting period. */
export function carriersWithImmediateCoverage(list: readonly Carrier[] = carriers): Carrier[] {
  return list.filter((c) => c.features.some((f) => immediate.test(f)));
}
