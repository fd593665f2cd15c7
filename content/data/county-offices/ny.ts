import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * New York: each county's Surrogate's Court handles estates, including voluntary administration
 * for small estates. Death certificates are issued by New York City's Department of Health for
 * deaths in the five boroughs, and elsewhere by the registrar of the city, town or village where
 * the death happened.
 */

const checked = '2026-11-29';

/** A Surrogate's Court we could not cite, and the words of its gap. */
const courtGap = (county: string, found: string) => ({
  county,
  kind: 'estate-court' as const,
  why: `No New York courts page for the ${county} Surrogate’s Court with its address and phone could be read in the search of ${checked}; ${found}`,
});

const data: StateCountyOfficesInput = {
  state: 'NY',
  counties: [
    {
      county: 'Kings County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Kings County Surrogate’s Court (Brooklyn)',
          address: '2 Johnson St., Brooklyn, NY 11201',
          phone: '347-404-9700',
          url: 'https://nyestateslawyer.com/how-probate-works-in-kings-county-new-york/',
          note: 'It handles the estates of people whose last home was in Brooklyn, including voluntary administration of small estates.',
          source: {
            title: 'How Probate Works in Kings County New York',
            url: 'https://nyestateslawyer.com/how-probate-works-in-kings-county-new-york/',
            owner: 'NY Estates Lawyer, a law practice',
            secondary:
              'An estate lawyer’s account of the court, with its contact details; the court’s own page could not be read in the search.',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'NYC Department of Health, Office of Vital Records',
          address: '125 Worth Street, Room 133, New York, NY 10013',
          url: 'https://portal.311.nyc.gov/article/?kanumber=KA-01028',
          note: 'It issues death certificates for deaths in the five boroughs from 1949 on, online, by mail or in person; call 311 for help.',
          source: {
            title: 'NYC311: death certificate (the copy read shows no title)',
            url: 'https://portal.311.nyc.gov/article/?kanumber=KA-01028',
            owner: 'NYC311, City of New York',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Westchester County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Yonkers City Clerk’s Office',
          address: 'City Hall, 40 S. Broadway, Yonkers, NY',
          url: 'https://www.yonkerstribune.com/2020/03/yonkers-city-clerks-office-to-set-up-mobile-office-outside-of-city-hall-for-urgent-matters-only',
          note: 'The city clerk provides birth and death certificates for Yonkers.',
          forCities: ['Yonkers'],
          source: {
            title: 'Yonkers City Clerk’s Office to Set Up Mobile Office Outside of City Hall for Urgent Matters Only',
            url: 'https://www.yonkerstribune.com/2020/03/yonkers-city-clerks-office-to-set-up-mobile-office-outside-of-city-hall-for-urgent-matters-only',
            owner: 'Yonkers City Clerk',
            secondary: 'A local newspaper’s copy of the city clerk’s announcement of March 25, 2020.',
            dated: '2020-03-25',
            checked,
          },
        },
      ],
    },
    {
      county: 'Monroe County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Monroe County Surrogate’s Court, Hall of Justice',
          address: 'Hall of Justice, 99 Exchange Blvd., Rochester, NY',
          url: 'https://www.democratandchronicle.com/story/news/2020/06/01/monroe-county-hall-justice-closes-early-due-protest-concerns-rochester-ny/5308397002/',
          note: 'The Hall of Justice houses the Surrogate’s Court with the city, county, family and state supreme courts.',
          source: {
            title:
              'Monroe County Hall of Justice closes early due to protest concerns (title taken from the page address)',
            url: 'https://www.democratandchronicle.com/story/news/2020/06/01/monroe-county-hall-justice-closes-early-due-protest-concerns-rochester-ny/5308397002/',
            owner: 'Democrat and Chronicle',
            secondary:
              'A newspaper report quoting the court system’s notice; no New York courts page with the Surrogate’s Court address and phone was read.',
            dated: '2020-06-01',
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    courtGap(
      'Albany County',
      'a commercial guide says the court sits in the Albany County Courthouse, 16 Eagle Street, but gives no phone.',
    ),
    courtGap(
      'Erie County',
      'the court’s own FAQ page gives no address, and a commercial guide gives 92 Franklin Street without a phone.',
    ),
    courtGap('Onondaga County', 'the pages found were commercial guides with no address.'),
    courtGap('Westchester County', 'the only address found, on a law firm’s page, is an old one (140 Grand Street).'),
    {
      county: 'Albany County',
      kind: 'death-certificates',
      why: 'A news report of June 8, 2020 lists the City of Albany’s Vital Statistics office by phone only, and we found no city page with its address.',
    },
    {
      county: 'Erie County',
      kind: 'death-certificates',
      why: 'The Buffalo City Clerk’s page says the clerk issues death certificates but the part read gives no address or phone.',
    },
    {
      county: 'Monroe County',
      kind: 'death-certificates',
      why: 'Searches for the registrar serving Rochester found only commercial guides, which we do not cite.',
    },
    {
      county: 'Onondaga County',
      kind: 'death-certificates',
      why: 'Searches for the registrar serving Syracuse found only county reports with no vital records address.',
    },
  ],
};

export default data;
