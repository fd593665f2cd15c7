import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * New Hampshire: estates go to the Probate Division of the Circuit Court in each county. State
 * law (RSA 5-C:98) lets any city or town clerk issue a certified copy of a death that happened in
 * New Hampshire, so each city page names its own clerk.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'NH',
  counties: [
    {
      county: 'Merrimack County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Concord City Clerk’s Office',
          address: 'City Hall, 41 Green Street, Concord, NH',
          phone: '603-225-8500',
          url: 'http://concordnh.gov/1743/Coronavirus',
          note: 'The notice read gives this number for reaching the City Clerk’s office on Thursday evenings; the clerk is in City Hall.',
          forCities: ['Concord'],
          source: {
            title: 'Coronavirus',
            url: 'http://concordnh.gov/1743/Coronavirus',
            owner: 'City of Concord, New Hampshire',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Hillsborough County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Manchester Office of the City Clerk',
          address: 'One City Hall Plaza, Manchester, NH',
          url: 'https://www.manchesternh.gov/Departments/City-Clerk/City-Clerk-Announcements',
          forCities: ['Manchester'],
          source: {
            title: 'City Clerk Announcements',
            url: 'https://www.manchesternh.gov/Departments/City-Clerk/City-Clerk-Announcements',
            owner: 'City of Manchester, New Hampshire',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Nashua Office of the City Clerk',
          address: '229 Main Street, Nashua, NH 03061-2019',
          url: 'https://www.nashuanh.gov/193/City-Clerks-Office',
          forCities: ['Nashua'],
          source: {
            title: 'City Clerk’s Office',
            url: 'https://www.nashuanh.gov/193/City-Clerks-Office',
            owner: 'City of Nashua, New Hampshire',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    ...['Merrimack County', 'Hillsborough County'].map((county) => ({
      county,
      kind: 'estate-court' as const,
      why: 'The New Hampshire Judicial Branch pages read describe the Circuit Court’s Probate Division and give its statewide phone, 1-855-212-1234, but not this county’s probate court address.',
    })),
  ],
};

export default data;
