import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Pennsylvania: the Register of Wills of each county (in Allegheny County, the Department of Court
 * Records, Wills/Orphans' Court Division) opens estates; the Orphans' Court Division of the Court of
 * Common Pleas hears the petition for a small estate. Death certificates come from the state only.
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'PA',
  counties: [
    {
      county: 'Lehigh County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Lehigh County Court of Common Pleas, Orphans’ Court Division',
          address: '455 W. Hamilton Street, Allentown, PA 18101',
          phone: '610-782-3170',
          url: 'https://lehighrecords.us/court-records',
          source: {
            title: 'Lehigh County Court Records',
            url: 'https://lehighrecords.us/court-records',
            owner: 'Lehigh County Court of Common Pleas',
            secondary:
              'A commercial records site’s list of the county’s courts; no page of the county or its Register of Wills giving the address was found.',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Philadelphia County',
      kind: 'estate-court',
      why: 'The Philadelphia Bar Association’s Register of Wills manual places the office in City Hall (Room 180) but gives no ZIP or public phone, and no page of the Register of Wills itself was found in the search of 2026-11-29.',
    },
    {
      county: 'Allegheny County',
      kind: 'estate-court',
      why: 'The Orphans’ Court’s own page (alleghenycourts.us) was read but gives no address or phone for the Department of Court Records, Wills/Orphans’ Court Division, in the part we could read.',
    },
    {
      county: 'Erie County',
      kind: 'estate-court',
      why: 'No page of Erie County’s Register of Wills or Clerk of Records giving its office and phone was found in the search of 2026-11-29; the pages found give only the courthouse’s general address.',
    },
    {
      county: 'Berks County',
      kind: 'estate-court',
      why: 'No page of the Berks County Register of Wills giving its address and phone was found in the search of 2026-11-29; the county’s court pages read name other offices only.',
    },
    {
      county: 'Lackawanna County',
      kind: 'estate-court',
      why: 'No page of the Lackawanna County Register of Wills giving its address was found in the search of 2026-11-29; news reports of 2020 mention only that it is in the county Government Center.',
    },
  ],
};

export default data;
