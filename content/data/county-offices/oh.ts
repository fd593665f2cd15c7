import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Ohio: each county's probate court (a division of the court of common pleas) handles estates,
 * including the release from administration for small estates. Ohio's local registrars (city and
 * county health departments) issue death certificates too, but no health department page giving
 * an office's address could be read in the search of 2026-11-29; those offices are listed as gaps.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'OH',
  counties: [
    {
      county: 'Franklin County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Franklin County Probate Court',
          address: '373 S. High Street, 22nd Floor, Columbus, Ohio 43215-6311',
          phone: '614-525-3894',
          url: 'https://probate.franklincountyohio.gov/',
          source: {
            title: 'Special notice re: COVID-19 (title taken from the page address)',
            url: 'https://probate.franklincountyohio.gov/news/2020/special-notice-re-covid-19',
            owner: 'Franklin County Probate Court',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Hamilton County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Hamilton County Probate Court',
          address: 'William Howard Taft Center, 230 E. 9th Street, Cincinnati, Ohio 45202',
          phone: '513-946-3580',
          url: 'https://probatect.org/',
          source: {
            title: 'Court of Common Pleas, Hamilton County, Ohio, Probate Division: Local Rules',
            url: 'https://abcdocz.com/doc/53506/court-of-common-pleas-hamilton-county--ohio-probate-divis...',
            owner: 'Hamilton County Probate Court',
            secondary:
              'A document-sharing site’s copy of the court’s local rules (effective January 1, 2013); the court’s own instructions page names the same street address.',
            dated: '2013-01-01',
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Cuyahoga County',
      kind: 'estate-court',
      why: 'The court’s own pages read (probate.cuyahogacounty.gov) did not give its street address; a Cleveland Municipal Court notice gave only its phone, 216-443-8965.',
    },
    {
      county: 'Summit County',
      kind: 'estate-court',
      why: 'Searches for the Summit County Probate Court’s address and phone found only news items and the court’s history page, with no address.',
    },
    {
      county: 'Montgomery County',
      kind: 'estate-court',
      why: 'The county’s estates page (mcohio.org) read did not give the probate court’s address or phone in the part read.',
    },
    {
      county: 'Lucas County',
      kind: 'estate-court',
      why: 'The Lucas County probate court’s pages found (local rules) did not give its address or phone.',
    },
    ...[
      'Franklin County',
      'Hamilton County',
      'Cuyahoga County',
      'Summit County',
      'Montgomery County',
      'Lucas County',
    ].map((county) => ({
      county,
      kind: 'death-certificates' as const,
      why: 'Searches for the city or county health department’s vital statistics office found only commercial guides, which we do not cite; no health department page with the office’s address could be read.',
    })),
  ],
};

export default data;
