import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Idaho: probate and small-estate cases go to the county's district court (its magistrate
 * division took over the old probate courts), filed with the county clerk at the courthouse.
 * Local registration areas may issue death certificates; this pass could not read their
 * addresses. Read in the search of 2026-11-29 (issue 42).
 */
const notSearched =
  'Idaho lets local registration areas issue certified copies, but this pass did not reach the local office for this county; the state Bureau of Vital Records issues copies by mail.';

const data: StateCountyOfficesInput = {
  state: 'ID',
  counties: [
    {
      county: 'Ada County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Ada County Courthouse, Fourth Judicial District Court',
          address: '200 W. Front Street, Boise, ID 83702',
          phone: '208-287-7500',
          url: 'https://adacounty.id.gov/judicial-court/',
          note: 'Documents can be filed at the courthouse; the phone is the Trial Court Administrator’s office.',
          source: {
            title: 'Ada County Courthouse, Fourth Judicial District Court',
            url: 'https://adacounty.id.gov/judicial-court/',
            owner: 'Ada County, Idaho',
            dated: null,
            checked: '2026-11-29',
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Canyon County',
      kind: 'estate-court',
      why: 'Canyon County’s Civil clerk page says it takes probate and small-estate filings in Room 201 (208-454-7572) but gives no street address.',
    },
    {
      county: 'Bonneville County',
      kind: 'estate-court',
      why: 'We searched for the Bonneville County Courthouse’s probate clerk in Idaho Falls; the pages found (records directories, a news story on courthouse space at 605 North Capital Avenue) do not say where probate is filed.',
    },
    {
      county: 'Bannock County',
      kind: 'estate-court',
      why: 'We searched for the Bannock County clerk’s probate office in Pocatello; the county page we read gives only the county’s general address at 624 East Center, not the court’s.',
    },
    ...['Ada County', 'Bonneville County', 'Canyon County', 'Bannock County'].map((county) => ({
      county,
      kind: 'death-certificates' as const,
      why: notSearched,
    })),
  ],
};

export default data;
