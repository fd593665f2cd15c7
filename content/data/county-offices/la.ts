import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Louisiana: successions (the state's word for probate), including small successions, are filed
 * with the clerk of the district court of the parish; in Orleans Parish, with the Clerk of Civil
 * District Court. State law (R.S. 40:39.1) also lets parish clerks of court issue death
 * certificates. Metairie is in Jefferson Parish.
 */

const checked = '2026-11-29';

/** A directory page on Caddo Parish records, the only page read with the clerk's address and phone. */
const caddoDirectory = {
  title: 'Caddo Parish Genealogy Records',
  url: 'https://genealogy.louisianaofficialrecords.com/parish/caddo.html',
  owner: 'Louisiana Official Records (a private records directory)',
  secondary:
    'A private directory’s listing of the Caddo Parish Clerk of Court; no page of the clerk’s own was found in the search.',
  dated: null,
  checked,
};

const data: StateCountyOfficesInput = {
  state: 'LA',
  counties: [
    {
      county: 'Jefferson Parish',
      offices: [
        {
          kind: 'estate-court',
          name: 'Jefferson Parish Clerk of Court (24th Judicial District Court)',
          address: 'General Government Building, 200 Derbigny St., Ste. 5600, Gretna LA 70053',
          phone: '504-364-2900',
          url: 'https://www.jpclerkofcourt.us/about-clerk-of-court/',
          source: {
            title: 'Jefferson Parish Clerk of Court: Administration',
            url: 'https://www.jpclerkofcourt.us/about-clerk-of-court/',
            owner: 'Jefferson Parish Clerk of Court',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Orleans Parish',
      offices: [
        {
          kind: 'estate-court',
          name: 'Clerk of Civil District Court for the Parish of Orleans',
          address: '421 Loyola Avenue, Room 402, New Orleans, Louisiana 70112',
          phone: '504-407-0000',
          url: 'https://www.orleanscivilclerk.com/civil_home.html',
          source: {
            title:
              'Clerk of Civil District Court for the Parish of Orleans, Civil Division: Frequently Asked Questions',
            url: 'https://paperzz.com/doc/9082778/clerk-of-civil-district-court-for-the-parish-of-orleans',
            owner: 'Clerk of Civil District Court for the Parish of Orleans',
            secondary:
              'A document-sharing site’s copy of the clerk’s FAQ; the clerk’s own page read names the same building and floor.',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Calcasieu Parish',
      offices: [
        {
          kind: 'estate-court',
          name: 'Calcasieu Parish Clerk of Court (14th Judicial District)',
          address: 'Historic Calcasieu Courthouse, 1000 Ryan Street, Lake Charles, Louisiana',
          url: 'https://www.calcasieuclerk.gov/about-us',
          source: {
            title: 'About Us',
            url: 'https://www.calcasieuclerk.gov/about-us',
            owner: 'Calcasieu Parish Clerk of Court',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Caddo Parish',
      offices: [
        {
          kind: 'estate-court',
          name: 'Caddo Parish Clerk of Court (First Judicial District Court)',
          address: '501 Texas Street, Room 103, Shreveport, LA 71101',
          phone: '318-226-6780',
          url: 'https://genealogy.louisianaofficialrecords.com/parish/caddo.html',
          source: caddoDirectory,
        },
        {
          kind: 'death-certificates',
          name: 'Caddo Parish Clerk of Court (state agent for birth and death certificates)',
          address: '501 Texas Street, Room 103, Shreveport, LA 71101',
          phone: '318-226-6780',
          url: 'https://genealogy.louisianaofficialrecords.com/parish/caddo.html',
          note: 'Death certificates are issued in person only, with valid ID, paid in cash or by card; copies stop at 4:00 p.m.',
          source: caddoDirectory,
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'East Baton Rouge Parish',
      kind: 'estate-court',
      why: 'A 2020 news report places the Clerk of Court’s main office in City Hall and an office in the 19th Judicial District Courthouse, without street addresses; no clerk page with them was read.',
    },
    {
      county: 'Lafayette Parish',
      kind: 'estate-court',
      why: 'The Lafayette Parish Clerk of Court’s pages read give only a mailing address (P.O. Box 2009, Lafayette, LA 70502) and department phones; the street address came only from a commercial guide.',
    },
    ...['East Baton Rouge Parish', 'Lafayette Parish', 'Calcasieu Parish', 'Jefferson Parish', 'Orleans Parish'].map(
      (county) => ({
        county,
        kind: 'death-certificates' as const,
        why: 'State law lets parish clerks of court issue death certificates, but no page read says whether this parish’s clerk does, or where.',
      }),
    ),
  ],
};

export default data;
