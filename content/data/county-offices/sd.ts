import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * South Dakota: probate is a circuit court matter, filed with the county's Clerk of Courts (Unified
 * Judicial System). The county Register of Deeds issues certified copies of South Dakota death
 * records too.
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'SD',
  counties: [
    {
      county: 'Brown County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Brown County Register of Deeds',
          address: '25 Market St, Aberdeen, SD 57401',
          phone: '605-626-7140',
          url: 'https://www.brown.sd.us/department/register-of-deeds/vital-records',
          note: 'Issues copies of South Dakota birth, death and marriage records; open 8 a.m. to 5 p.m. on weekdays. Proof of identity is needed.',
          source: {
            title: 'Register of Deeds: Vital Records',
            url: 'https://www.brown.sd.us/department/register-of-deeds/vital-records',
            owner: 'Brown County, South Dakota',
            dated: null,
            checked,
          },
        },
        {
          kind: 'estate-court',
          name: 'Brown County Clerk of Courts (Fifth Judicial Circuit)',
          address: 'Brown County Courthouse, 101 SE 1st Avenue, Aberdeen, SD 57402',
          phone: '605-626-2451',
          url: 'https://legalclarity.org/clerk-of-courts-aberdeen-sd-contact-filing-and-records',
          source: {
            title: 'Clerk of Courts Aberdeen, SD: Contact, Filing, and Records',
            url: 'https://legalclarity.org/clerk-of-courts-aberdeen-sd-contact-filing-and-records',
            owner: 'South Dakota Unified Judicial System, Brown County Clerk of Courts',
            secondary:
              'A legal information site’s account of the Clerk’s address and phone; no page of the Unified Judicial System giving them was found.',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Pennington County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Pennington County Clerk of Courts (Seventh Judicial Circuit)',
          address: '315 St. Joseph Street, Suite 5, Rapid City, SD (mail: PO Box 230, Rapid City, SD 57709-0230)',
          phone: '605-394-2570',
          url: 'https://recordsfinder.com/court/courthouses/sd/pennington',
          source: {
            title: 'Pennington County Courthouses',
            url: 'https://recordsfinder.com/court/courthouses/sd/pennington',
            owner: 'South Dakota Unified Judicial System, Pennington County Clerk of Courts',
            secondary:
              'A commercial records site’s copy of the Clerk’s address and phone; no page of the Unified Judicial System giving them was found.',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Pennington County',
      kind: 'death-certificates',
      why: 'No page of the Pennington County Register of Deeds giving its address was found; a report of late 2025 says the office moved to a new county building, whose address we read only on a non-official page.',
    },
    {
      county: 'Minnehaha County',
      kind: 'estate-court',
      why: 'No page of the Minnehaha County Clerk of Courts giving its address and phone was found in the search of 2026-11-29.',
    },
    {
      county: 'Minnehaha County',
      kind: 'death-certificates',
      why: 'No page of the Minnehaha County Register of Deeds giving its address was found in the search of 2026-11-29; a county notice of 2020 says vital records requests can be made by mail.',
    },
  ],
};

export default data;
