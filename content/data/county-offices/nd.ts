import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * North Dakota: probate is filed with the District Court of the county where the person lived,
 * through its Clerk of District Court. Only the state issues certified death certificates, so this
 * module lists courts only.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'ND',
  counties: [
    {
      county: 'Burleigh County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Burleigh County District Court, Burleigh County Courthouse',
          address: '514 E Thayer Ave, Bismarck, ND 58501',
          url: 'https://www.heartlandlawoffice.com/post/your-guide-to-the-burleigh-county-courthouse-what-to-expect-on-your-court-date',
          source: {
            title: 'Your Guide to the Burleigh County Courthouse: What to Expect on Your Court Date',
            url: 'https://www.heartlandlawoffice.com/post/your-guide-to-the-burleigh-county-courthouse-what-to-expect-on-your-court-date',
            owner: 'Heartland Law Office (a law firm)',
            secondary:
              'A law firm’s guide to the courthouse; no North Dakota Courts page giving the Clerk of District Court’s address and phone was read.',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Cass County',
      kind: 'estate-court',
      why: 'Searched for the Cass County Clerk of District Court in Fargo with address and phone; no page read gives them.',
    },
    ...['Grand Forks County', 'Ward County'].map((county) => ({
      county,
      kind: 'estate-court' as const,
      why: 'Searched for this county’s Clerk of District Court with address and phone; only an unofficial guide site gave them, and no court or county page read confirms them.',
    })),
  ],
};

export default data;
