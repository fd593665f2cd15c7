import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Nebraska: the County Court of each county handles probate and estates. The pages read name no
 * county office that issues certified death certificates, so this module lists the courts only.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'NE',
  counties: [
    {
      county: 'Sarpy County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Sarpy County Court, Sarpy County Hall of Justice',
          address: '1210 Golden Gate Drive, Papillion, NE',
          url: 'https://courthouses.co/us-states/n/nebraska/sarpy-county/',
          note: 'The Hall of Justice in Papillion houses the District Court, the County Court and the Juvenile Court.',
          source: {
            title: 'Sarpy County',
            url: 'https://courthouses.co/us-states/n/nebraska/sarpy-county/',
            owner: 'courthouses.co (a private site about county courthouses)',
            secondary:
              'A private site describing the courthouse building; no Nebraska Judicial Branch or county page giving the County Court’s address and phone was read.',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    ...['Douglas County', 'Lancaster County', 'Hall County'].map((county) => ({
      county,
      kind: 'estate-court' as const,
      why: 'Searched for this County Court’s probate office with its address and phone; the pages read give only the District Court’s clerk or news about the courthouse, not the County Court’s address.',
    })),
  ],
};

export default data;
