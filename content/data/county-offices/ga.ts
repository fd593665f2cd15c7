import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Georgia: each county's probate court handles estates, and every county vital records office
 * (often the county health department) issues death certificates for a death anywhere in
 * Georgia since 1919. Read in the search of 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';
const anyCounty =
  'Issues certified copies for a death anywhere in Georgia since 1919: $25 for the first copy, $5 for each further copy.';

const data: StateCountyOfficesInput = {
  state: 'GA',
  counties: [
    {
      county: 'Clarke County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Probate Court of Athens-Clarke County',
          address: '325 East Washington Street, Suite 215, Athens, GA 30601',
          url: 'https://www.accgov.com/228/Probate-Court',
          source: {
            title: 'Clarke County Probate Court',
            url: 'https://georgia-estatelaw.com/clarke-county-probate-court/',
            owner: 'Probate Court of Athens-Clarke County',
            secondary:
              'An estate lawyer’s guide (2019) that gives the court’s address; the court’s own page we read gives none',
            dated: '2019-07-13',
            checked,
          },
        },
      ],
    },
    {
      county: 'Fulton County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Fulton County Probate Court',
          address: '136 Pryor Street SW, Suite C-230, Atlanta, GA 30303',
          url: 'https://cm.fultoncountyga.gov/services/court-services/estates-guardianships-conservatorships-2',
          note: 'The county’s own probate page gives the same street address and suite; filings may also be sent by mail.',
          source: {
            title: 'City of Atlanta Probate Court: How It Works and How to Get Things Done',
            url: 'https://atlanta.com/kw/city/city-of-atlanta-probate-court',
            owner: 'Fulton County Probate Court',
            secondary:
              'A city guide that gives the court’s full address; Fulton County’s own page confirms the street and suite',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Fulton County Board of Health, Office of Vital Records',
          address: 'Fulton County Government Center, 141 Pryor Street SW, Suite 1029A, Atlanta, GA 30303',
          url: 'https://cm.fultoncountyga.gov/inside-fulton-county/fulton-county-departments/board-of-health/public-health/birth-and-death-certificates',
          note: 'Open Monday to Friday, 8:30 a.m. to 4:30 p.m.; certificates can also be bought online through VitalChek.',
          source: {
            title: 'Birth and Death Certificates',
            url: 'https://cm.fultoncountyga.gov/inside-fulton-county/fulton-county-departments/board-of-health/public-health/birth-and-death-certificates',
            owner: 'Fulton County Board of Health',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Richmond County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Richmond County Health Department, Vital Records (Building E)',
          address: '1916 North Leg Road, Augusta, GA 30909',
          url: 'https://ecphd.com/birth-and-death-certificates/birth-certificate-required-information',
          note: anyCounty,
          source: {
            title: 'Birth Certificate Required Information',
            url: 'https://ecphd.com/birth-and-death-certificates/birth-certificate-required-information',
            owner: 'East Central Health District (Georgia Department of Public Health)',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Muscogee County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Probate Court of Muscogee County (Columbus Consolidated Government Center)',
          address: '100 10th St., 6th Floor, Columbus, GA 31901',
          phone: '706-653-4333',
          url: 'https://www.columbusga.gov/probate/Estates/General-Information',
          note: 'Estates are filed in the probate court of the county where the person lived; mail goes to P.O. Box 1340, Columbus, GA 31902.',
          source: {
            title: 'Estates (General Information)',
            url: 'https://www.columbusga.gov/probate/Estates/General-Information',
            owner: 'Columbus Consolidated Government, Probate Court',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Columbus Health Department, Vital Records',
          address: '5601 Veterans Parkway, Columbus, GA 31904',
          url: 'https://westcentralhealthdistrict.com/programs-services/vital-records/',
          note: 'The health district’s own page gives the Vital Records line as 706-321-6130, open 8:00 a.m. to 4:30 p.m. Monday to Friday.',
          source: {
            title: 'Access Muscogee County Death Records',
            url: 'https://deathrecords.georgiaofficialrecords.com/county/muscogee.html',
            owner: 'West Central Health District (Georgia Department of Public Health)',
            secondary:
              'A commercial records directory (georgiaofficialrecords.com) for the street address; the district’s own page gives no address',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Bibb County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Probate Court of Bibb County',
          address: '601 Mulberry Street, Second Floor, Macon, GA 31201',
          phone: '478-621-6494',
          url: 'http://www.maconbibb.us/probate-court/',
          note: 'The phone is the court division; the license division is 478-621-6493.',
          source: {
            title: 'Probate Court',
            url: 'http://www.maconbibb.us/probate-court/',
            owner: 'Macon-Bibb County',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Chatham County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Chatham County Probate Court (Chatham County Courthouse)',
          address: '133 Montgomery St, Savannah, GA 31401',
          url: 'https://courts.chathamcountyga.gov/Probate/DecedentsEstate',
          note: 'A 2020 newspaper report puts the Probate Court on the courthouse’s fifth floor. Non-urgent estate filings are taken by mail or overnight delivery.',
          source: {
            title: 'Court Services',
            url: 'https://sheriff.chathamcountyga.gov/Enforcement/CourtServices',
            owner: 'Chatham County Sheriff’s Office',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Chatham County Health Department, Vital Records',
          address: '1395 Eisenhower Drive, Savannah, GA 31406',
          url: 'https://www.gachd.org/counties/chatham_county_health_departme/',
          note: anyCounty,
          source: {
            title: 'Chatham County Health Department',
            url: 'https://www.gachd.org/counties/chatham_county_health_departme/',
            owner: 'Coastal Health District (Georgia Department of Public Health)',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Richmond County',
      kind: 'estate-court',
      why: 'We searched for the Augusta-Richmond County Probate Court; the county pages we read cover the State and Superior Courts at 735 James Brown Blvd. and do not give the probate court’s address.',
    },
    {
      county: 'Clarke County',
      kind: 'death-certificates',
      why: 'Public Health Athens says Clarke County keeps its own birth and death certificates, but the page we read gives no street address or phone.',
    },
    {
      county: 'Bibb County',
      kind: 'death-certificates',
      why: 'The pages found disagree on the Bibb County Health Department’s vital records address (1600 Forsyth Street or 171 Emery Highway) and none is the department’s own.',
    },
  ],
};

export default data;
