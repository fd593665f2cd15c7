import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Massachusetts: each county's Probate and Family Court handles estates, including voluntary
 * administration of small estates. City and town clerks keep and issue the death records of their
 * city or town, so each clerk serves only its own city page.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'MA',
  counties: [
    {
      county: 'Suffolk County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Suffolk Probate and Family Court (Edward W. Brooke Courthouse)',
          address: 'Edward W. Brooke Courthouse, 24 New Chardon Street, Boston, Mass.',
          url: 'http://www.mass.gov/courts/news-pubs/tc/extended-hours-pilot-at-the-brooke-courthouse.html',
          source: {
            title: 'Extended hours pilot at the Brooke Courthouse (title taken from the page address)',
            url: 'http://www.mass.gov/courts/news-pubs/tc/extended-hours-pilot-at-the-brooke-courthouse.html',
            owner: 'Massachusetts Trial Court',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Boston City Clerk, Registry Division',
          address: '1 City Hall Square, Room 213, Boston, MA 02201-2006',
          url: 'https://www.boston.gov/departments/registry/how-get-death-certificate',
          note: 'The Registry has death records for anyone who died in Boston or listed Boston as home; certificates cost $14 each by mail or online.',
          forCities: ['Boston'],
          source: {
            title: 'How to get a death certificate',
            url: 'https://www.boston.gov/departments/registry/how-get-death-certificate',
            owner: 'City of Boston, Registry Division',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Middlesex County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Middlesex Probate and Family Court (Middlesex-South, Woburn)',
          address: '10-U Commerce Way, Woburn, MA 01801',
          url: 'https://docslib.org/doc/11781708/operating-procedure-for-middlesex-division-of-the-probate-and-family-court-under-standing-order-1-21-effective-july-12-2021',
          note: 'The court also sits as Middlesex-North at the Lowell Justice Center, 370 Jackson Street, 5th Floor, Lowell, MA 01852; which one hears a case depends on the city or town.',
          source: {
            title:
              'Operating Procedure for Middlesex Division of the Probate and Family Court Under Standing Order 1-21, effective July 12, 2021',
            url: 'https://docslib.org/doc/11781708/operating-procedure-for-middlesex-division-of-the-probate-and-family-court-under-standing-order-1-21-effective-july-12-2021',
            owner: 'Massachusetts Probate and Family Court, Middlesex Division',
            secondary: 'A document-sharing site’s copy of the court’s operating procedure.',
            dated: '2021-07-12',
            checked,
          },
        },
      ],
    },
    {
      county: 'Hampden County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Hampden County Probate and Family Court',
          address: 'Roderick L. Ireland Courthouse, 4th floor, 50 State Street, Springfield, Massachusetts',
          url: 'https://www.mass.gov/info-details/audit-of-the-hampden-county-probate-and-family-court-registers-office-overview-of-audited-entity',
          source: {
            title: 'Audit of the Hampden County Probate and Family Court Register’s Office: Overview of Audited Entity',
            url: 'https://www.mass.gov/info-details/audit-of-the-hampden-county-probate-and-family-court-registers-office-overview-of-audited-entity',
            owner: 'Office of the State Auditor, Massachusetts',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Worcester County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Worcester City Clerk',
          address: 'City Hall Room 206, 455 Main Street, Worcester, MA 01608',
          phone: '508-799-1121',
          url: 'http://www.worcesterma.gov/city-clerk',
          note: 'The City Clerk keeps the city’s records of births, marriages and deaths.',
          forCities: ['Worcester'],
          source: {
            title: 'City Clerk',
            url: 'http://www.worcesterma.gov/city-clerk',
            owner: 'City of Worcester',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Worcester County',
      kind: 'estate-court',
      why: 'Only a law firm’s page for the Superior Court and commercial pages were found for the Worcester Probate and Family Court; no court page with its address and phone was read.',
    },
    {
      county: 'Middlesex County',
      kind: 'death-certificates',
      why: 'The Cambridge and Lowell city clerks’ pages read say they issue death certificates (online or by mail) but give no office address.',
    },
    {
      county: 'Hampden County',
      kind: 'death-certificates',
      why: 'The Springfield City Clerk’s page read says the clerk records deaths and gives phones (413-787-6096, 413-787-6094) but no street address.',
    },
  ],
};

export default data;
