import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * New Jersey: each county's Surrogate handles probate and small estates. Certified death
 * certificates come from the State Registrar or from the registrar of the town where the death
 * happened, so each city page names its own town's office where one was read.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'NJ',
  counties: [
    {
      county: 'Middlesex County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Middlesex County Office of the Surrogate',
          address: 'Middlesex County Administration Building, 1st Floor, 75 Bayard Street, New Brunswick, NJ 08901',
          phone: '732-745-3055',
          url: 'http://www.middlesexcountynj.gov/Government/Departments/CS/Pages/Surrogate/Surrogate-.aspx',
          source: {
            title: 'Surrogate (title taken from the page address)',
            url: 'http://www.middlesexcountynj.gov/Government/Departments/CS/Pages/Surrogate/Surrogate-.aspx',
            owner: 'Middlesex County, New Jersey',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Essex County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Newark Office of Vital Statistics',
          address: '394 University Avenue, Newark, NJ 07102',
          url: 'https://www.newarknj.gov/card/vital-statistics',
          note: 'The page read gives $25 for the first certified copy and $4 for each further copy.',
          forCities: ['Newark'],
          source: {
            title: 'Vital Statistics (title taken from the page address)',
            url: 'https://www.newarknj.gov/card/vital-statistics',
            owner: 'City of Newark, New Jersey',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Mercer County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Trenton Office of Vital Statistics',
          address: '319 East State Street, Trenton, NJ 08608',
          phone: '609-989-3236',
          url: 'http://www.trentonnj.org/Cit-e-Access/webpage.cfm?TID=55&TPID=5593',
          forCities: ['Trenton'],
          source: {
            title: 'Vital Statistics (title taken from the page address)',
            url: 'http://www.trentonnj.org/Cit-e-Access/webpage.cfm?TID=55&TPID=5593',
            owner: 'City of Trenton, New Jersey',
            dated: '2016-05-27',
            checked,
          },
        },
      ],
    },
    {
      county: 'Passaic County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Paterson Office of Vital Statistics',
          address: '176 Broadway, Paterson, NJ 07505',
          url: 'https://stjosephshealth.org/patients-visitors/for-patients/receiving-a-birth-certificate-for-a-newborn/',
          forCities: ['Paterson'],
          source: {
            title: 'Receiving a Birth Certificate for a Newborn',
            url: 'https://stjosephshealth.org/patients-visitors/for-patients/receiving-a-birth-certificate-for-a-newborn/',
            owner: 'St. Joseph’s Health',
            secondary:
              'A Paterson hospital’s page that gives the city’s vital statistics office address; no City of Paterson page with the address was read.',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Hudson County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Jersey City Office of the City Clerk',
          address: 'City Hall, 280 Grove Street, Jersey City, NJ 07302',
          phone: '201-547-5150',
          url: 'https://www.jerseycitynj.gov/cms/One.aspx?portalId=6189744&pageId=7214233',
          note: 'The page read lists vital records among the clerk’s services.',
          forCities: ['Jersey City'],
          source: {
            title: 'Office of the City Clerk (the copy read shows no title; named from its content)',
            url: 'https://www.jerseycitynj.gov/cms/One.aspx?portalId=6189744&pageId=7214233',
            owner: 'City of Jersey City, New Jersey',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Union County',
      kind: 'estate-court',
      why: 'A Union News Daily story (2024-02-07) gives the Union County Surrogate’s phone, 908-527-4280, but no page read gives the office’s street address.',
    },
    ...['Essex County', 'Passaic County', 'Mercer County', 'Hudson County'].map((county) => ({
      county,
      kind: 'estate-court' as const,
      why: 'Searched for this county’s Surrogate with its address and phone; no page read gives the office’s street address.',
    })),
    {
      county: 'Union County',
      kind: 'death-certificates',
      why: 'Searched for Elizabeth’s registrar of vital statistics; only unofficial copy sites came back, so no address or phone is given.',
    },
    {
      county: 'Middlesex County',
      kind: 'death-certificates',
      why: 'Searched for Edison Township’s registrar of vital statistics; only unofficial copy sites came back, so no address or phone is given.',
    },
  ],
};

export default data;
