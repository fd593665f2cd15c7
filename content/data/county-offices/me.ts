import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Maine: each county has its own Probate Court, run day to day by the elected Register of
 * Probate. Town and city clerks issue certified copies of death records, as well as the state
 * office in Augusta (the state's record).
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'ME',
  counties: [
    {
      county: 'Cumberland County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Cumberland County Probate Court, Register of Probate',
          address: 'Cumberland County Courthouse, 142 Federal St., Portland, ME 04101',
          url: 'https://courts.maine.gov/citizen_help/faq.html',
          note: 'The Register of Probate can handle informal probate proceedings.',
          source: {
            title: 'Do you have an interest in being Cumberland County’s Registrar of Probate?',
            url: 'https://www.cumberlandcountydemocrats.org/2022/11/do-you-have-an-interest-in-being-cumberland-countys-registrar-of-probate/',
            owner: 'Cumberland County Democratic Committee',
            secondary:
              'A county party committee’s notice describing the office and where it works; no court page with the address was read.',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Portland City Clerk’s Office',
          address: 'Room 24, basement level, City Hall, Portland, Maine (Myrtle Street entrance)',
          phone: '207-874-8677',
          url: 'https://www.portlandmaine.gov/149/City-Clerk',
          note: 'The clerk files and issues birth, death and marriage records for Portland.',
          forCities: ['Portland'],
          source: {
            title: 'City Clerk',
            url: 'https://www.portlandmaine.gov/149/City-Clerk',
            owner: 'City of Portland, Maine',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Androscoggin County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Androscoggin County Probate Court',
          address: '2 Turner Street, Unit 5, Auburn, Maine 04210',
          phone: '207-753-2500',
          url: 'https://courts.maine.gov/citizen_help/faq.html',
          source: {
            title: 'Probate Court in Auburn, Maine: Location and Filing',
            url: 'https://legalclarity.org/probate-court-in-auburn-maine-location-and-filing',
            owner: 'LegalClarity',
            secondary:
              'A commercial guide’s listing; the phone matches the Maine courts’ own list of county registers of probate, which gives no address.',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Penobscot County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Bangor City Clerk',
          address: 'Bangor City Hall, 262 Harlow Street, Bangor, ME 04401',
          phone: '207-992-4218',
          url: 'https://bangormaine.gov/news/?FeedID=864',
          note: 'The phone is the City Clerk’s. In late 2020 the clerk’s office worked from the Cross Insurance Center; call before going.',
          forCities: ['Bangor'],
          source: {
            title: 'Bangor City Clerk – Hours of Operation for the Week of November 2-7, 2020',
            url: 'https://bangormaine.gov/news/?FeedID=864',
            owner: 'City of Bangor',
            dated: '2020-10-29',
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Penobscot County',
      kind: 'estate-court',
      why: 'The Maine courts’ FAQ gives the Penobscot County Register of Probate’s phone, 207-942-8769, but no page with the court’s address was read.',
    },
    {
      county: 'Androscoggin County',
      kind: 'death-certificates',
      why: 'The Lewiston City Clerk’s page read says the clerk keeps the city’s death records but gives no address or phone.',
    },
  ],
};

export default data;
