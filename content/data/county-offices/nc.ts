import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * North Carolina: the Clerk of Superior Court of each county is the judge of probate, so estates
 * (including collection by affidavit for small estates) go to the clerk's estates division.
 * Certified death certificates come from the county Register of Deeds, and in Mecklenburg County
 * from the county health department's Office of Vital Records.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'NC',
  counties: [
    {
      county: 'Mecklenburg County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Mecklenburg County Clerk of Superior Court',
          address: 'Mecklenburg County Courthouse, 832 East Fourth Street, Charlotte, NC',
          phone: '704-686-0400',
          url: 'https://www.nccourts.gov/news/tag/press-release/public-announcement-from-the-office-of-the-mecklenburg-county-clerk-of-superior-court-in-response-to-covid-19-coronavirus',
          note: 'The clerk of court is the judge of probate for estates in the county.',
          source: {
            title: 'City Clerk: Frequently Asked Questions',
            url: 'https://charlottenc.gov/CityClerk/Pages/FAQs.aspx',
            owner: 'City of Charlotte, City Clerk’s Office',
            secondary: 'The city clerk’s answers name the county Clerk of Court’s phone and address.',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Mecklenburg County Public Health, Office of Vital Records',
          address: '618 N. College St., Charlotte, NC 28202',
          phone: '704-336-2819',
          url: 'https://health.mecknc.gov/services/office-vital-records',
          note: 'It issues certified death certificates for deaths registered in Mecklenburg County, online, by mail or in person.',
          source: {
            title: 'Office of Vital Records',
            url: 'https://health.mecknc.gov/services/office-vital-records',
            owner: 'Mecklenburg County Public Health',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Durham County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Durham County Clerk of Superior Court (Durham County Courthouse)',
          address: '510 South Dillard St., Durham, NC 27701',
          url: 'https://wiki.kinglawnc.com/index.php/Durham_County_Courthouse',
          note: 'The clerk of superior court, in the county courthouse, is the judge of probate for estates.',
          source: {
            title: 'Durham County Courthouse',
            url: 'https://wiki.kinglawnc.com/index.php/Durham_County_Courthouse',
            owner: 'King Law, a law practice',
            secondary: 'A law firm’s wiki giving the courthouse address; the court’s own page read gives no address.',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Durham County Register of Deeds',
          address: '201 East Main Street (2nd floor), Administration Building II, Durham, NC 27701',
          phone: '919-560-0480',
          url: 'https://dconc.gov/Public-Health/Health-Data-and-Records/Vital-Records',
          note: 'Certified copies of death certificates are sold only by the Register of Deeds, not by the health department.',
          source: {
            title: 'Vital Records',
            url: 'https://dconc.gov/Public-Health/Health-Data-and-Records/Vital-Records',
            owner: 'Durham County Public Health',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Forsyth County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Forsyth County Clerk of Superior Court (Forsyth County Courthouse)',
          address: '175 N. Chestnut Street, Winston-Salem, NC 27101',
          url: 'https://www.nccourts.gov/news/tag/press-release/forsyth-county-courts-moving-into-new-courthouse',
          note: 'The courts and the clerk’s office moved to this new courthouse on October 23, 2023.',
          source: {
            title: 'Forsyth County Courts Moving into New Courthouse',
            url: 'https://www.nccourts.gov/news/tag/press-release/forsyth-county-courts-moving-into-new-courthouse',
            owner: 'North Carolina Judicial Branch',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Guilford County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Guilford County Clerk of Superior Court (Greensboro courthouse)',
          address: 'Guilford County Courthouse, 201 S. Eugene St., Greensboro, NC',
          url: 'https://rhinotimes.com/?p=12147',
          note: 'The clerk also has an office in the High Point courthouse, 505 E. Green Dr.',
          source: {
            title: 'Rhino Times report on Guilford County Courts’ reduced hours (the copy read shows no title)',
            url: 'https://rhinotimes.com/?p=12147',
            owner: 'Rhino Times',
            secondary: 'A newspaper report of the Clerk of Court’s press release of March 2020.',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'New Hanover County',
      offices: [
        {
          kind: 'estate-court',
          name: 'New Hanover County Clerk of Superior Court (New Hanover County Courthouse)',
          address: '316 Princess Street, Wilmington, North Carolina 28401',
          url: 'https://goolsbylaw.com/blog/new-hanover-county-court-where-to-go-what-to-know-what-to-wear/',
          source: {
            title: 'New Hanover County Court: Where to Go, What to Know & What to Wear',
            url: 'https://goolsbylaw.com/blog/new-hanover-county-court-where-to-go-what-to-know-what-to-wear/',
            owner: 'Goolsby Law Firm',
            secondary: 'A law firm’s guide giving the courthouse address; no court page with it could be read.',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Cumberland County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Cumberland County Clerk of Superior Court (Judge E. Maurice Braswell Courthouse)',
          address: '117 Dick Street, Fayetteville, North Carolina',
          url: 'https://courthouses.co/us-states/n/north-carolina/cumberland-county/',
          source: {
            title: 'Cumberland County',
            url: 'https://courthouses.co/us-states/n/north-carolina/cumberland-county/',
            owner: 'courthouses.co',
            secondary:
              'A directory of courthouse buildings giving the courthouse’s address; no court page with it could be read.',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Wake County',
      kind: 'estate-court',
      why: 'The Wake County clerk’s notice read says estates are filed at the Wake County Courthouse but gives no street address; the other pages found were commercial guides.',
    },
    {
      county: 'Wake County',
      kind: 'death-certificates',
      why: 'The Wake County Register of Deeds notice read gives no address or phone for vital records.',
    },
    {
      county: 'Forsyth County',
      kind: 'death-certificates',
      why: 'The Forsyth County Register of Deeds pages read give the $10 fee for a certified death certificate but no address or phone in the part read.',
    },
    {
      county: 'New Hanover County',
      kind: 'death-certificates',
      why: 'The county health department’s page sends families to the Register of Deeds at 910-798-4530 but gives no address.',
    },
    {
      county: 'Guilford County',
      kind: 'death-certificates',
      why: 'Searches for the Guilford County Register of Deeds found only commercial record sites and an old genealogy blog.',
    },
    {
      county: 'Cumberland County',
      kind: 'death-certificates',
      why: 'Searches for the Cumberland County Register of Deeds found no page with its vital records address.',
    },
  ],
};

export default data;
