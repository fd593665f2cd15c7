import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Mississippi: wills and estates go to the Chancery Court, and its chancery clerk takes the
 * filings. The pages read name no county office that issues certified death certificates, so this
 * module lists the chancery clerks only.
 */

const checked = '2026-11-29';

const deedsCom = (county: string) =>
  `A deed-recording service’s directory of the ${county} Chancery Clerk’s offices; no county page giving the full address and phone was read.`;

const harrisonSource = {
  title: 'Harrison County Recorder',
  url: 'https://www.deeds.com/recorder/mississippi/harrison',
  owner: 'Deeds.com',
  secondary: deedsCom('Harrison County'),
  dated: null,
  checked,
};

const data: StateCountyOfficesInput = {
  state: 'MS',
  counties: [
    {
      county: 'Hinds County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Hinds County Chancery Clerk’s Office (Jackson office)',
          address: '316 South President Street, Jackson, MS',
          phone: '601-968-6507',
          url: 'https://hindscountyms.com/emergency-business-operations',
          note: 'The page read gives this number for Chancery Clerk Eddie Jean Carr and the Jackson office’s street address.',
          source: {
            title: 'Emergency Business Operations (title taken from the page address)',
            url: 'https://hindscountyms.com/emergency-business-operations',
            owner: 'Hinds County Board of Supervisors, Mississippi',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'DeSoto County',
      offices: [
        {
          kind: 'estate-court',
          name: 'DeSoto County Chancery Court',
          address: 'DeSoto County Courthouse, 2535 Hwy 51, Hernando, MS',
          url: 'https://desotocountyms.gov/131/Courts',
          note: 'Chancery Court cases are heard at the historic courthouse on Highway 51 in Hernando.',
          source: {
            title: 'DeSoto County Justice Court’s new location (the copy read shows no title; named from its content)',
            url: 'https://www.localmemphis.com/article/news/local/desoto-mississippi-justice-court-tickets-evictions-misdimeanor-felony-olive-branch/522-82cebe66-05c0-44c7-a9d7-3af44fcd2019',
            owner: 'Local 24 Memphis (WATN)',
            secondary:
              'A TV station’s report of a county press release; the county’s Courts page, also read, says the Chancery Court handles wills and estates but gives no address.',
            dated: '2022-07-18',
            checked,
          },
        },
      ],
    },
    {
      county: 'Forrest County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Forrest County Chancery Clerk',
          address: '641 North Main St., Hattiesburg, Mississippi 39401',
          phone: '601-545-6014',
          url: 'https://forrestcountyms.us/?page_id=136',
          source: {
            title: 'Recorder Offices in Forrest County',
            url: 'http://www.deeds.com/recorder/mississippi/forrest/',
            owner: 'Deeds.com',
            secondary: deedsCom('Forrest County'),
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Harrison County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Harrison County Chancery Clerk, Gulfport office (First Judicial District)',
          address: '1801 23rd St, Gulfport, Mississippi 39501',
          phone: '228-865-4032',
          url: 'https://www.deeds.com/recorder/mississippi/harrison',
          note: 'The county has two chancery clerk offices, one for each judicial district; this phone is the Gulfport recording department.',
          source: harrisonSource,
        },
        {
          kind: 'estate-court',
          name: 'Harrison County Chancery Clerk, Biloxi office (Second Judicial District)',
          address: '730 Dr Martin Luther King Jr Blvd, Biloxi, Mississippi 39530',
          phone: '228-435-8220',
          url: 'https://www.deeds.com/recorder/mississippi/harrison',
          note: 'The county has two chancery clerk offices, one for each judicial district; this phone is the Biloxi recording department.',
          source: harrisonSource,
        },
      ],
    },
  ],
  gaps: [],
};

export default data;
