import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * California: estates (and the small-estate procedures that need a court) go to the probate
 * division of the county's Superior Court. The state's vital records entry does not say whether
 * county offices issue death certificates, so this pass lists courts only. Read in the search of
 * 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'CA',
  counties: [
    {
      county: 'San Diego County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of California, County of San Diego, Probate (Central Courthouse)',
          address: '1100 Union Street, San Diego, CA 92101',
          url: 'https://newsroom.courts.ca.gov/news/san-diego-superior-court-restores-north-county-probate-services',
          note: 'All probate filings are made at the Central Courthouse; North County residents may also file probate papers at the North County Courthouse, 325 Melrose Drive, Vista.',
          source: {
            title:
              'San Diego – Closure of Courthouse Buildings (Family Court and Madge Bradley), Transfer of Operations',
            url: 'https://www.legalprofessionalsinc.org/san-diego-closure-of-courthouse-buildings-family-court-and-madge-bradleytransfer-of-operations/',
            owner: 'Superior Court of California, County of San Diego',
            secondary:
              'A court services firm’s copy of the court’s public notice that probate moved to the Central Courthouse in July 2017',
            dated: '2017-07-17',
            checked,
          },
        },
      ],
    },
    {
      county: 'San Bernardino County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of California, County of San Bernardino, Probate (San Bernardino Justice Center)',
          address: '247 W. Third Street, San Bernardino, CA 92415',
          url: 'https://stoney.sb-court.org/divisions/probate',
          note: 'Decedents’ estates are filed and heard in the San Bernardino Civil/Probate Division only; the court’s page gives that division’s phone as 909-521-3388.',
          source: {
            title: 'San Bernardino – Justice Center to Add Third Probate Department',
            url: 'https://www.legalprofessionalsinc.org/san-bernardino-justice-center-to-add-third-probate-department/',
            owner: 'Superior Court of California, County of San Bernardino',
            secondary: 'A court services firm’s copy of the court’s public notice of August 12, 2016',
            dated: '2016-08-12',
            checked,
          },
        },
      ],
    },
    {
      county: 'Alameda County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of California, County of Alameda, Probate Clerk’s Office (Berkeley Courthouse)',
          address: 'Berkeley Courthouse, 2120 Martin Luther King Jr. Way, Berkeley, CA',
          url: 'http://alameda.courts.ca.gov/Pages.aspx/probate',
          note: 'The court says probate documents are filed only in the Clerk’s Office at the Berkeley Courthouse.',
          source: {
            title:
              'Alameda County Superior Court Announces Further Reopening Efforts and Operational Changes Effective the Week of May 24, 2021',
            url: 'https://www.flnqaapp.firstlegal.com/alameda-county-superior-court-announces-further-reopening-efforts-and-operational-changes-effective-the-week-of-may-24-2021/',
            owner: 'Superior Court of California, County of Alameda',
            secondary:
              'A court services firm’s copy of the court’s press release naming the probate clerk’s office and its address',
            dated: '2021-05-24',
            checked,
          },
        },
      ],
    },
    {
      county: 'Fresno County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of California, County of Fresno, B.F. Sisk Courthouse',
          address: '1130 O Street, Fresno, CA 93721',
          url: 'https://www.fresno.courts.ca.gov/general-information/court-information',
          note: 'The court lists a drop box here for probate papers; its clerk’s office is open 8 a.m. to 3 p.m. Monday to Thursday and to noon on Friday.',
          source: {
            title: 'Fresno Superior Court General Information',
            url: 'https://www.fresno.courts.ca.gov/general-information/court-information',
            owner: 'Superior Court of California, County of Fresno',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Los Angeles County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of California, County of Los Angeles, Probate Division (Stanley Mosk Courthouse)',
          address: '111 North Hill Street, Room 113, Los Angeles, CA 90012',
          url: 'https://www.lacourt.org/',
          note: 'Probate cases from every part of the county except the Antelope Valley are filed at the Stanley Mosk Courthouse downtown.',
          source: {
            title: 'How to File Probate in Los Angeles County | Step-by-Step Guide',
            url: 'https://livingtrust-attorneys.com/blog/file-probate-los-angeles-county',
            owner: 'Superior Court of California, County of Los Angeles (filing location)',
            secondary: 'A probate law firm’s filing guide; the court’s own pages were not in what we could read',
            dated: '2025-10-23',
            checked,
          },
        },
      ],
    },
    {
      county: 'Stanislaus County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of California, County of Stanislaus, Probate Unit (Civil Clerk’s Office)',
          address: '801 10th Street, Fourth Floor, Modesto, CA',
          url: 'https://stanislaus.courts.ca.gov/divisions/probate',
          note: 'Wills must be delivered to the Probate Unit here within 30 days of the death. The court’s main line is 209-530-3100.',
          source: {
            title: 'Probate Division',
            url: 'https://stanislaus.courts.ca.gov/divisions/probate',
            owner: 'Superior Court of California, County of Stanislaus',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Ventura County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of California, County of Ventura, Juvenile and Probate Courthouse',
          address: '4353 E. Vineyard Avenue, Oxnard, CA',
          url: 'http://ventura.courts.ca.gov/probate.html',
          note: 'All probate matters are filed and heard here; hearings on wills and trusts are set Wednesdays and Thursdays at 9:00 a.m.',
          source: {
            title: 'Frequently Asked Questions',
            url: 'http://www.ventura.courts.ca.gov/faqs.html',
            owner: 'Superior Court of California, County of Ventura',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Sacramento County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of California, County of Sacramento, Probate (Family Relations Courthouse)',
          address: '3341 Power Inn Road, Sacramento, CA 95826',
          url: 'https://www.saccourt.ca.gov/probate/current-probate-services.aspx',
          note: 'In-person filing needs an online appointment or a service ticket from Reception, Monday to Friday 8:30 a.m. to 4:00 p.m.; a drop box is also available.',
          source: {
            title: 'Probate - Quick Guide',
            url: 'https://www.saccourt.ca.gov/probate/current-probate-services.aspx',
            owner: 'Superior Court of California, County of Sacramento',
            dated: '2022-09-20',
            checked,
          },
        },
      ],
    },
    {
      county: 'San Francisco County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of California, County of San Francisco, Clerk of Court Probate Section',
          address: 'Civic Center Courthouse, 400 McAllister St., Room 103, San Francisco, CA 94102',
          phone: '415-551-3892',
          url: 'https://sf.courts.ca.gov/divisions/probate-court',
          source: {
            title: 'Contact Us, Hours & Directions (Probate)',
            url: 'http://sanfranciscobailbonds.com/866-2',
            owner: 'Superior Court of California, County of San Francisco',
            secondary:
              'A bail bond firm’s copy of the court’s probate contact page; the court’s own probate page we read gives no address',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Santa Clara County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of California, County of Santa Clara, Probate Clerk’s Office (Downtown Superior Court)',
          address: '191 North First Street, San Jose, CA 95113',
          phone: '408-882-2100',
          url: 'https://santaclara.courts.ca.gov/self-help/self-help-probate/probate-court-location',
          note: 'The court’s self-help page puts probate at the Downtown Superior Court, with the Probate Clerk’s Office in Room 107.',
          source: {
            title: 'Santa Clara County Superior Court – Downtown Superior Court',
            url: 'https://thecourtdirect.com/santa-clara-county-superior-court-downtown-superior-court/',
            owner: 'Superior Court of California, County of Santa Clara',
            secondary:
              'A commercial court directory (thecourtdirect.com); the court’s own page sends readers to another page for the address',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'San Joaquin County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Superior Court of California, County of San Joaquin, Probate Department L2 (Lodi Branch)',
          address: '315 W. Elm Street, Lodi, CA 95240',
          url: 'https://sjcourts.org/divisions/probate',
          note: 'Probate moved to Lodi on February 3, 2025; mail goes to 217 W. Elm Street, Lodi, CA 95240.',
          source: {
            title: 'Probate',
            url: 'https://sjcourts.org/divisions/probate',
            owner: 'Superior Court of California, County of San Joaquin',
            dated: '2025-02-03',
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Orange County',
      kind: 'estate-court',
      why: 'The pages we read disagree: a copy of the court’s 2020 self-help form puts probate at the Central Justice Center in Santa Ana, a 2025 guide at the Lamoreaux Justice Center in Orange. We could not read the court’s own current probate page.',
    },
    {
      county: 'Kern County',
      kind: 'estate-court',
      why: 'The court’s probate page names Division P at the Metro Justice Building without an address, and a legal guide gives another building (2100 College Ave); we could not settle which is current.',
    },
    {
      county: 'Riverside County',
      kind: 'estate-court',
      why: 'The Riverside Superior Court’s probate page we read gives email contacts and forms but no courthouse address or phone for probate filings.',
    },
  ],
};

export default data;
