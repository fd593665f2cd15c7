import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Connecticut: estates go to the probate district that serves the town where the person lived
 * (54 districts, not counties), and each town's registrar of vital statistics, in the town clerk's
 * office, issues certified copies of deaths in that town. Our city pages' counties are the state's
 * planning regions, so each office names the city it serves. Searched on 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';
const noCourt =
  'We searched for this probate district’s court (its own page and the Probate Courts’ directory at ctprobate.gov); none of the pages we could read gives its street address and phone.';

const data: StateCountyOfficesInput = {
  state: 'CT',
  counties: [
    {
      county: 'Western Connecticut Planning Region',
      offices: [
        {
          kind: 'death-certificates',
          name: 'City of Stamford, Town and City Clerk, Office of Vital Statistics',
          address: 'Stamford Government Center, 888 Washington Boulevard, 1st Floor, Stamford, CT 06901',
          phone: '203-977-4054',
          url: 'https://stamford.prod.govaccess.org/government/town-clerk',
          note: 'The Town Clerk is Stamford’s registrar of vital statistics and issues certified copies of deaths recorded in Stamford.',
          forCities: ['Stamford'],
          source: {
            title: 'Finding the Stamford Birth Certificate Office',
            url: 'https://winenfood.com/finding-the-stamford-birth-certificate-office',
            owner: 'City of Stamford, Town and City Clerk',
            secondary:
              'A general-interest website’s guide that gives the office’s address and phone; the city’s own Town Clerk page we read confirms the office issues certified copies but gives no address',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Greater Bridgeport Planning Region',
      kind: 'estate-court',
      why: `Bridgeport Probate Court (serves Bridgeport). ${noCourt}`,
    },
    {
      county: 'Capitol Planning Region',
      kind: 'estate-court',
      why: `Hartford Probate Court (serves Hartford). ${noCourt}`,
    },
    {
      county: 'South Central Connecticut Planning Region',
      kind: 'estate-court',
      why: `New Haven Probate Court (serves New Haven). ${noCourt}`,
    },
    {
      county: 'Western Connecticut Planning Region',
      kind: 'estate-court',
      why: `Stamford Probate Court (serves Stamford). ${noCourt}`,
    },
    {
      county: 'Naugatuck Valley Planning Region',
      kind: 'estate-court',
      why: `Waterbury Regional Probate Court (serves Waterbury). ${noCourt}`,
    },
    {
      county: 'Greater Bridgeport Planning Region',
      kind: 'death-certificates',
      why: 'Bridgeport’s Vital Statistics office takes death certificate requests at 203-576-8192 (a 2020 city notice), but no page we read gives its street address.',
    },
    {
      county: 'Capitol Planning Region',
      kind: 'death-certificates',
      why: 'Hartford’s town clerk and registrar of vital statistics was not found in the pages we could read in this pass.',
    },
    {
      county: 'South Central Connecticut Planning Region',
      kind: 'death-certificates',
      why: 'New Haven’s office of vital statistics was not found in the pages we could read in this pass.',
    },
    {
      county: 'Naugatuck Valley Planning Region',
      kind: 'death-certificates',
      why: 'Waterbury’s Town Clerk page says its Vital Statistics Office certifies death certificates, but it gives no street address or phone.',
    },
  ],
};

export default data;
