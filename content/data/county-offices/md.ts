import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Maryland: each county and Baltimore City has a Register of Wills, who opens estates and serves
 * as clerk to the Orphans' Court. County health departments also issue certified copies of
 * recent Maryland death certificates.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'MD',
  counties: [
    {
      county: 'Montgomery County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Register of Wills for Montgomery County',
          address: '50 Maryland Avenue, North Tower 3220, Rockville, Maryland 20850',
          phone: '240-777-9600',
          url: 'https://registers.maryland.gov/main/montgomery.html',
          source: {
            title: 'Administering Estates in Maryland: A Basic Instructional Guide',
            url: 'https://safariosophy.com/maryland-personal-representative-real-property-rights-9059',
            owner: 'Register of Wills for Montgomery County (copy on safariosophy.com)',
            secondary:
              'A copy, on an unrelated website, of the Montgomery County Register of Wills’ own booklet; the Register’s page itself was not read.',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Montgomery County Department of Health and Human Services, Vital Records',
          address: 'Dennis Avenue Health Center, 2000 Dennis Avenue, Suite 27, Silver Spring, MD',
          phone: '240-777-1757',
          url: 'http://www.montgomerycountymd.gov/hhs/LeftNav/VitalRecords.html',
          source: {
            title: 'Montgomery County Birth Records Search',
            url: 'https://birthrecords.marylandofficialrecords.com/county/montgomery.html',
            owner: 'marylandofficialrecords.com (a private records directory)',
            secondary:
              'A private directory gives the street, suite and phone. The county’s own Vital Records page, also read, says death certificates are issued at the Dennis Avenue Health Center.',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    ...['Baltimore city', 'Howard County', 'Frederick County'].map((county) => ({
      county,
      kind: 'estate-court' as const,
      why: 'Searched for this Register of Wills with its address and phone; the Register’s own page did not come back and no other page read gives the office’s address.',
    })),
    {
      county: 'Frederick County',
      kind: 'death-certificates',
      why: 'The Frederick County Health Department’s Birth & Death Certificates page says it issues copies of deaths from January 1, 2015 on and gives its phone, 301-600-1029, but not its street address.',
    },
    {
      county: 'Baltimore city',
      kind: 'death-certificates',
      why: 'Searched for the Baltimore City Health Department’s vital records office; only unofficial copy sites came back, so no address or phone is given.',
    },
    {
      county: 'Howard County',
      kind: 'death-certificates',
      why: 'The Howard County Health Department pages read mention birth certificate service only; none says whether or where it issues death certificates.',
    },
  ],
};

export default data;
