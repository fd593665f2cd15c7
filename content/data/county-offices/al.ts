import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Alabama: the county probate court handles estates and the small-estate summary distribution;
 * every county health department issues certified death certificates for a death anywhere in the
 * state. Read in the search of 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';
const directory = 'A commercial records directory (alabamaofficialrecords.com), not the office’s own page';
const anyCounty =
  'Issues certified copies while you wait for a death anywhere in Alabama, as every county health department does.';

const data: StateCountyOfficesInput = {
  state: 'AL',
  counties: [
    {
      county: 'Jefferson County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Probate Court of Jefferson County, Birmingham Division',
          address: '716 Richard Arrington Jr. Blvd, Birmingham, AL 35203',
          url: 'https://jeffcoprobatecourt.com/welcome/',
          note: 'The court hears wills and estates, including the summary distribution of small estates, at its Birmingham and Bessemer courthouses.',
          source: {
            title: 'Starting Probate in Jefferson County Alabama',
            url: 'https://www.waynetrammellrealestate.com/post/starting-probate-in-jefferson-county-alabama',
            owner: 'Probate Court of Jefferson County, Alabama (address)',
            secondary:
              'A real estate agent’s guide that gives the court’s filing address; the court’s own pages we could read give no address',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Jefferson County Department of Health, Vital Records',
          address: '1400 Sixth Avenue South, Birmingham, AL 35233',
          phone: '205-933-9110',
          url: 'https://www.jcdh.org/',
          note: anyCounty,
          source: {
            title: 'Jefferson County Death Records',
            url: 'https://deathrecords.alabamaofficialrecords.com/county/jefferson.html',
            owner: 'Jefferson County Department of Health',
            secondary: directory,
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Madison County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Madison County Health Department, Vital Records',
          address: '301 Max Luther Drive NW, Huntsville, AL 35811',
          phone: '256-539-3711',
          url: 'https://www.alabamapublichealth.gov/madison/',
          note: anyCounty,
          source: {
            title: 'Access Madison County Death Records',
            url: 'https://deathrecords.alabamaofficialrecords.com/county/madison.html',
            owner: 'Alabama Department of Public Health, Madison County Health Department',
            secondary: directory,
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Mobile County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Mobile County Health Department, Vital Records',
          address: '251 North Bayou Street, Mobile, AL 36603',
          phone: '251-690-8150',
          url: 'https://mchd.org/',
          note: 'Apply at the main health center in downtown Mobile; the state fee is $15 for the first copy and $6 for each further copy ordered at the same time.',
          source: {
            title: 'Mobile Death Records',
            url: 'https://deathrecords.alabamaofficialrecords.com/city/mobile.html',
            owner: 'Mobile County Health Department',
            secondary: directory,
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Montgomery County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Montgomery County Health Department, Vital Records',
          address: '3060 Mobile Highway, Montgomery, AL 36108',
          phone: '334-293-6400',
          url: 'https://www.alabamapublichealth.gov/montgomery/',
          note: anyCounty,
          source: {
            title: 'Search Montgomery County Birth Records',
            url: 'https://birthrecords.alabamaofficialrecords.com/county/montgomery.html',
            owner: 'Alabama Department of Public Health, Montgomery County Health Department',
            secondary: directory,
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Tuscaloosa County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Tuscaloosa County Probate Court',
          address: '714 Greensboro Avenue, Suite 121, Tuscaloosa, AL 35401',
          phone: '205-464-8204',
          url: 'https://probatecourtrecords.alabamaofficialrecords.com/city/tuscaloosa.html',
          source: {
            title: 'Tuscaloosa Probate Court Records Lookup',
            url: 'https://probatecourtrecords.alabamaofficialrecords.com/city/tuscaloosa.html',
            owner: 'Tuscaloosa County Probate Court',
            secondary: directory,
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Tuscaloosa County Health Department, Vital Records',
          address: '2350 Hargrove Road East, Tuscaloosa, AL 35405',
          phone: '205-562-6900',
          url: 'https://www.alabamapublichealth.gov/tuscaloosa/',
          note: anyCounty,
          source: {
            title: 'Tuscaloosa Death Records',
            url: 'https://deathrecords.alabamaofficialrecords.com/city/tuscaloosa.html',
            owner: 'Alabama Department of Public Health, Tuscaloosa County Health Department',
            secondary: directory,
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Madison County',
      kind: 'estate-court',
      why: 'The county’s Probate Judge page and a 2020 news report (phone 256-532-3330) were read, but the court has moved to the Madison County Service Center and no page we read gives its street number.',
    },
    {
      county: 'Mobile County',
      kind: 'estate-court',
      why: 'The Mobile County Probate Court’s pages we read (probate.mobilecountyal.gov) give its judicial division phone but not its street address.',
    },
    {
      county: 'Montgomery County',
      kind: 'estate-court',
      why: 'The county’s Wills & Estates page (mc-ala.org) gives the probate office phone, 334-832-1240, but no street address, and the directory copy we found was cut off before its address.',
    },
  ],
};

export default data;
