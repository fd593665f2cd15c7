import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Oklahoma: the district court of each county hears probate (estates of people who have died);
 * its court clerk takes the filings. Oklahoma's local health departments are not named in our
 * vital-records record as issuing death certificates, so only the courts are listed.
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'OK',
  counties: [
    {
      county: 'Tulsa County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Tulsa County District Court, Probate Division',
          address: '500 South Denver Avenue, Tulsa, OK 74103',
          phone: '918-596-5000',
          url: 'http://tulsacountydistrictcourt.org/divisions.html',
          note: 'The Probate Division handles the estates of people who have died, among other cases.',
          source: {
            title: 'Tulsa County District Court: Divisions',
            url: 'http://tulsacountydistrictcourt.org/divisions.html',
            owner: 'Tulsa County District Court',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Oklahoma County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Oklahoma County Court Clerk (District Court of Oklahoma County)',
          address: '320 Robert S. Kerr Ave, Oklahoma City, OK 73102',
          url: 'https://oklahomarecords.org/court-records',
          note: 'The District Court’s probate cases are filed with the Court Clerk’s office.',
          source: {
            title: 'Oklahoma County Court Records',
            url: 'https://oklahomarecords.org/court-records',
            owner: 'Oklahoma County Court Clerk',
            secondary:
              'A commercial records site’s copy of the Court Clerk’s address; no official page giving it could be read.',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Cleveland County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Cleveland County District Court and Court Clerk',
          address: 'Cleveland County Courthouse, 201 S. Jones Ave., Norman, OK 73069',
          phone: '405-321-6402',
          url: 'https://clevelandcountyok.com/198/District-Court-Clerk',
          note: 'The District Court hears probate cases; its clerk’s mailing address is 200 S. Peters Ave., Norman, OK 73069.',
          source: {
            title: 'District Court in Cleveland County, Oklahoma: Cases & Records',
            url: 'https://legalclarity.org/district-court-in-cleveland-county-oklahoma-cases-records',
            owner: 'Cleveland County Court Clerk',
            secondary:
              'A legal information site’s account of the court’s address and phone; the county’s own clerk page read gave neither.',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Comanche County',
      kind: 'estate-court',
      why: 'The county’s Court Clerk page (comanchecounty.us) was read but gives no address or phone; the courthouse address found (315 SW 5th Street, Lawton) had no ZIP and no office named for probate.',
    },
  ],
};

export default data;
