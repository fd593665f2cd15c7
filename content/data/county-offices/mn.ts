import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Minnesota: the district court of each county hears probate, including the estates a family
 * settles after a death. Any county vital records office in Minnesota issues death certificates
 * too (the Minnesota Department of Health, read for the state's record).
 */

const checked = '2026-11-29';

/** The Minnesota Judicial Branch, whose pages give the courts' addresses and phones. */
const judicialBranch = 'Minnesota Judicial Branch';

const data: StateCountyOfficesInput = {
  state: 'MN',
  counties: [
    {
      county: 'Hennepin County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Hennepin County District Court, Probate / Mental Health Court',
          address: 'Hennepin County Government Center, 300 South 6th Street, Minneapolis, MN 55487',
          phone: '612-348-6000',
          url: 'https://www.mncourts.gov/Find-Courts/Hennepin/Hennepin-Probate-Mental-Health-Court.aspx',
          note: 'The probate court handles the property of people who have died, wills and trusts. The address is on the court’s “Going to Court in Hennepin County” page.',
          source: {
            title: 'Hennepin Probate / Mental Health Court',
            url: 'http://www.mncourts.gov/Find-Courts/Hennepin/Hennepin-Probate-Mental-Health-Court.aspx',
            owner: judicialBranch,
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Ramsey County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Ramsey County District Court (Second Judicial District)',
          address: 'Ramsey County Courthouse, 15 West Kellogg Boulevard, Saint Paul, MN 55102',
          url: 'https://mncourts.gov/Find-Courts/Ramsey/SecondDistrictMission.aspx',
          note: 'The court’s civil division handles probate.',
          source: {
            title:
              'Memorandum of Understanding with the State of Minnesota Second Judicial District for Judicial Chambers Room 12D Remodel Project',
            url: 'https://ramseycountymn.legistar.com/LegislationDetail.aspx?GUID=4394D56B-2350-47C9-9070-A4882BD17064&ID=7137837',
            owner: 'Ramsey County Board of Commissioners',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Olmsted County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Olmsted County District Court, Court Administrator',
          address: '151 4th Street, Rochester, MN 55904',
          phone: '507-206-2400',
          url: 'http://www.mncourts.gov/Find-Courts/Olmsted/COVID-19-Information.aspx',
          note: 'The district court hears probate cases for the county.',
          source: {
            title: 'Olmsted County',
            url: 'https://recordsfinder.com/court/courthouses/mn/olmsted',
            owner: 'RecordsFinder',
            secondary:
              'A commercial records site’s listing of the court administrator; the phone matches the court’s own COVID-19 page, which gives no street address.',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'St. Louis County',
      offices: [
        {
          kind: 'estate-court',
          name: 'St. Louis County District Court, Duluth Court Administration',
          address: '100 North 5th Ave. W., Duluth, MN',
          phone: '218-725-5106',
          url: 'https://mncourts.gov/Find-Courts/Duluth/COVID-19-Information.aspx',
          note: 'The Duluth courthouse is one of the county’s three courthouses, each with its own court administration office.',
          source: {
            title: 'Contact Court Administrator: St. Louis County Duluth',
            url: 'http://www.mncourts.gov/default.aspx?siteID=6&page=1477&fontsize=up1',
            owner: judicialBranch,
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'St. Louis County Recorder’s Office (vital records)',
          address: 'St. Louis County Courthouse, Duluth, MN',
          phone: '218-726-2559',
          url: 'http://www.businessnorth.com/press_releases/st-louis-county-auditors-office-and-recorders-office-to-re-open-limited-in-person-services/article_e09a5736-0406-11eb-a344-6304b0f25063.html',
          note: 'The phone is the Recorder’s line for birth, death and marriage records; in-person visits were by appointment when the notice was written.',
          source: {
            title:
              'St. Louis County Auditor’s Office and Recorder’s Office to re-open limited in-person services (title taken from the page address)',
            url: 'http://www.businessnorth.com/press_releases/st-louis-county-auditors-office-and-recorders-office-to-re-open-limited-in-person-services/article_e09a5736-0406-11eb-a344-6304b0f25063.html',
            owner: 'St. Louis County',
            secondary:
              'A business newspaper’s copy of the county’s press release; it names the courthouse without a street address.',
            dated: '2020-10-01',
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Hennepin County',
      kind: 'death-certificates',
      why: 'Searches for Hennepin County’s vital records service centers found only commercial guides and the state’s general pages, with no county office address.',
    },
    {
      county: 'Ramsey County',
      kind: 'death-certificates',
      why: 'Searches for Ramsey County’s vital records office found county pages and news with no vital records address or phone.',
    },
    {
      county: 'Olmsted County',
      kind: 'death-certificates',
      why: 'A news report says the county’s Property Records and Licensing office in the Olmsted County Government Center issues death certificates, but gives no street address or phone.',
    },
  ],
};

export default data;
