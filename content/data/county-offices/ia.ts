import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Iowa: estates go to the Iowa District Court for the county, filed with its Clerk of Court at the
 * county courthouse; the county recorder is the local registrar and issues certified copies of
 * deaths. Read in the search of 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';
const courtNotSearched = 'This pass did not search for this county’s Clerk of District Court; nothing was read for it.';

const data: StateCountyOfficesInput = {
  state: 'IA',
  counties: [
    {
      county: 'Scott County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Scott County Courthouse (Iowa District Court for Scott County)',
          address: '400 W. 4th St., Davenport, IA',
          url: 'http://scottcountyiowa.com/courts/',
          note: 'The county’s court page names this courthouse; since 1983 the state, not the county, runs the clerk of court’s office.',
          source: {
            title: 'Scott County Court Resources',
            url: 'http://scottcountyiowa.com/courts/',
            owner: 'Scott County, Iowa',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Polk County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Polk County Recorder, Vital Records (Polk County Administration Building)',
          address: '111 Court Ave., Des Moines, IA',
          url: 'https://www.polkia.org/Vital_Records.html',
          note: 'The County Recorder issues certified copies to entitled persons with photo ID; mail requests are also accepted.',
          source: {
            title: 'Polk County buildings to fully reopen June 1',
            url: 'https://www.desmoinesregister.com/story/news/2021/05/19/covid-iowa-polk-county-des-moines-offices-reopen-june-1-vaccine-masks-cdc-public-health/5151464001/',
            owner: 'Polk County Recorder',
            secondary:
              'A newspaper report that the county administration building at 111 Court Ave. houses the Recorder, who handles vital records',
            dated: '2021-05-19',
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    ...['Linn County', 'Polk County', 'Johnson County', 'Woodbury County'].map((county) => ({
      county,
      kind: 'estate-court' as const,
      why: courtNotSearched,
    })),
    {
      county: 'Linn County',
      kind: 'death-certificates',
      why: 'Linn County’s pages we read name the Jean Oxley Public Service Center, 935 2nd St. SW, Cedar Rapids, and say the Recorder reopened there, but do not give the Recorder’s vital records address outright.',
    },
    {
      county: 'Scott County',
      kind: 'death-certificates',
      why: 'We searched for the Scott County Recorder’s vital records office in Davenport; the pages found (county news, courthouse pages) do not give it.',
    },
    ...['Johnson County', 'Woodbury County'].map((county) => ({
      county,
      kind: 'death-certificates' as const,
      why: 'The county recorder issues certified copies in Iowa, but this pass did not search for this county recorder’s office.',
    })),
  ],
};

export default data;
