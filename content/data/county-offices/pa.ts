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
    {
      county: 'Philadelphia County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Philadelphia Register of Wills, Probate Department',
          address: 'City Hall, Room 180, Philadelphia, PA 19107',
          phone: '215-686-6255',
          url: 'https://www.phila.gov/services/birth-marriage-life-events/death-probate-and-inheritances/begin-the-probate-process-with-a-will',
          note: 'Call or email for an appointment (weekdays 8 a.m. to 4 p.m.); bring the original will, an original death certificate, an estimate of the estate’s value and photo ID.',
          source: {
            title: 'Begin the probate process (with a will)',
            url: 'https://www.phila.gov/services/birth-marriage-life-events/death-probate-and-inheritances/begin-the-probate-process-with-a-will',
            owner: 'City of Philadelphia, Register of Wills',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Berks County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Berks County Register of Wills',
          address: 'Berks County Services Center, 633 Court Street, 2nd Floor, Reading, PA 19601',
          url: 'https://www.berkspa.gov/departments/register-of-wills/probate-estates',
          note: 'Estates are opened at a scheduled video appointment; send the original will, the death certificate and the petition first, by mail, email or drop-off at the office.',
          source: {
            title: 'Probate Estates',
            url: 'https://www.berkspa.gov/departments/register-of-wills/probate-estates',
            owner: 'Berks County Register of Wills',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
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
      county: 'Lackawanna County',
      kind: 'estate-court',
      why: 'No page of the Lackawanna County Register of Wills giving its address was found in the search of 2026-11-29; news reports of 2020 mention only that it is in the county Government Center.',
    },
  ],
};

export default data;
