import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Michigan: each county's probate court handles estates, including the small-estate petition and
 * affidavit. County clerks keep and issue the county's birth and death records; in Wayne County
 * the county clerk also issues the City of Detroit's records.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'MI',
  counties: [
    {
      county: 'Washtenaw County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Washtenaw County Trial Court (Probate Court)',
          address: '101 E. Huron St., PO Box 8645, Ann Arbor, MI 48107-8645',
          phone: '734-222-3270',
          url: 'http://washtenawtrialcourt.org/',
          source: {
            title: 'Washtenaw County Trial Court',
            url: 'http://web.archive.org/web/20140323140232/http:/washtenawtrialcourt.org/',
            owner: 'Washtenaw County Trial Court',
            secondary: 'The Internet Archive’s copy of the court’s home page, taken March 23, 2014.',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Wayne County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Wayne County Probate Court',
          address: '1307 Coleman A. Young Municipal Center, 2 Woodward Avenue, Detroit, Michigan 48226',
          phone: '313-224-5706',
          url: 'http://wcpc.us/',
          source: {
            title: 'Wayne County Probate Court: Hours of Operation',
            url: 'http://wcpc.us/hours.html',
            owner: 'Wayne County Probate Court',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Wayne County Clerk, Vital Statistics Records Office',
          address: '400 Monroe St., Suite 610, Detroit, MI 48226',
          url: 'https://www.waynecountymi.gov/Government/Elected-Officials/Clerk/General-Office',
          note: 'The county clerk records all births and deaths in Wayne County, Detroit included.',
          source: {
            title: 'Wayne County Clerk: General Office',
            url: 'https://www.waynecountymi.gov/Government/Elected-Officials/Clerk/General-Office',
            owner: 'Wayne County Clerk',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Kent County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Kent County Probate Court',
          address: 'Kent County Courthouse, 180 Ottawa Avenue NW, Suite 2500, Grand Rapids, MI 49503',
          phone: '616-632-5440',
          url: 'https://www.accesskent.com/Courts/Probate/',
          source: {
            title: 'Kent County Probate Court: Glossary of Court Terms',
            url: 'http://www.co.kent.mi.us/Courts/Probate/glossary.htm',
            owner: 'Kent County',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Kent County Clerk’s Office, Vital Records',
          address: '300 Monroe Avenue NW, Grand Rapids, MI 49503',
          url: 'https://www.accesskent.com/',
          source: {
            title: 'Procedures Governing the Inspection of Vital Records Documents',
            url: 'http://kent.migenweb.net/countyclerk/procedures.html',
            owner: 'Kent County Clerk',
            secondary:
              'A volunteer genealogy site’s copy of the Kent County Clerk’s procedures for vital records (page last updated January 3, 2013).',
            dated: '2013-01-03',
            checked,
          },
        },
      ],
    },
    {
      county: 'Ingham County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Ingham County Probate Court',
          address: 'Veterans Memorial Courthouse, 313 W. Kalamazoo Street, Lansing, Michigan',
          url: 'https://www.wilx.com/2021/05/20/ingham-30th-circuit-court-and-probate-courts-move-to-phase-two/',
          source: {
            title: 'Ingham 30th Circuit Court and Probate Courts move to Phase Two (title taken from the page address)',
            url: 'https://www.wilx.com/2021/05/20/ingham-30th-circuit-court-and-probate-courts-move-to-phase-two/',
            owner: 'WILX',
            secondary:
              'A television station’s news report on the circuit and probate courts’ hours; it names the courthouse address without ZIP.',
            dated: '2021-05-20',
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Ingham County Clerk, Lansing Branch Office',
          address: 'Veterans Memorial Courthouse, 313 W. Kalamazoo St., Lansing, MI 48933',
          url: 'https://clerk.ingham.org/',
          note: 'The county clerk issues certified copies of birth, marriage and death records.',
          source: {
            title:
              'Mason Historical Courthouse office closed after asbestos discovered (title taken from the page address)',
            url: 'https://www.lansingstatejournal.com/story/news/2022/09/30/mason-historical-courthouse-office-closed-after-asbestos-discovered/69529709007/',
            owner: 'Lansing State Journal',
            secondary: 'A newspaper report quoting the Ingham County Clerk’s notice of its offices.',
            dated: '2022-09-30',
            checked,
          },
        },
      ],
    },
    {
      county: 'Macomb County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Macomb County Probate Court',
          address: 'Macomb County Circuit Court building, 40 N. Main, Mount Clemens, MI 48043',
          phone: '586-469-5156',
          url: 'https://probatecourt.macombgov.org/',
          note: 'The phone is the court’s Judicial Aide Office, on the fifth floor.',
          source: {
            title: 'Macomb County Probate Court: ADA Accommodations',
            url: 'https://probatecourt.macombgov.org/ProbateCourt-ADA_Accommodations',
            owner: 'Macomb County Probate Court',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Macomb County Clerk, Vital Records Department',
          address: '120 North Main, Mount Clemens, MI 48043',
          url: 'https://www.macombgov.org/departments/clerk-register-deeds/birth-records',
          note: 'Visits are by appointment; the page read is the clerk’s birth records page, which names the vital records office.',
          source: {
            title: 'Birth records',
            url: 'https://www.macombgov.org/departments/clerk-register-deeds/birth-records',
            owner: 'Macomb County Clerk / Register of Deeds',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Washtenaw County',
      kind: 'death-certificates',
      why: 'Searches for the Washtenaw County Clerk’s vital records office found only commercial record sites, with no address we could cite.',
    },
  ],
};

export default data;
