import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * New Mexico: each county has a Probate Court for uncontested, informal probate; formal and
 * contested estates go to the district court. Only the state issues certified death certificates,
 * so this module lists courts only.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'NM',
  counties: [
    {
      county: 'Bernalillo County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Bernalillo County Probate Court (Court of Wills, Estates & Probate)',
          address: 'One Civic Plaza NW, 6th floor, Albuquerque, NM 87102',
          phone: '505-468-1234',
          url: 'https://www.bernco.gov/who-are-the-heirs/',
          note: 'The court’s page explains who counts as an heir; a personal representative must tell the heirs of the appointment within ten days.',
          source: {
            title: 'What is an Heir?',
            url: 'https://www.bernco.gov/who-are-the-heirs/',
            owner: 'Bernalillo County, New Mexico',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Chaves County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Fifth Judicial District Court, Chaves County',
          address: '400 N. Virginia Street, Roswell, NM',
          url: 'https://fifthdistrictcourt.nmcourts.gov/chaves-county-jury-information/',
          note: 'The page read gives this courthouse address for the district court’s jury clerk (Suite 103).',
          source: {
            title: 'Chaves County',
            url: 'https://fifthdistrictcourt.nmcourts.gov/chaves-county-jury-information/',
            owner: 'Fifth Judicial District Court of New Mexico',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Sandoval County',
      kind: 'estate-court',
      why: 'The Sandoval County Probate Court’s page on opening a case (read) gives its $30 docket fee and what to bring, but not its address or phone.',
    },
    ...['Doña Ana County', 'Santa Fe County'].map((county) => ({
      county,
      kind: 'estate-court' as const,
      why: 'Searched for this county’s Probate Court and district court with address and phone; no page read gives the probate office’s address.',
    })),
  ],
};

export default data;
