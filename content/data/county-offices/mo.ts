import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Missouri: the probate division of each county's circuit court handles estates, including the
 * small estate affidavit. Local health departments issue death certificates for deaths from 1980
 * on (the state's record); in the City of St. Louis the Recorder of Deeds issues them.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'MO',
  counties: [
    {
      county: 'Jackson County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Jackson County Circuit Court (16th Judicial Circuit), Kansas City Courthouse',
          address: '415 E. 12th Street, Kansas City, MO 64106',
          url: 'https://www.16thcircuit.org/faq-6',
          note: 'The court also sits at the Independence Courthouse, 308 W. Kansas, Independence, Missouri 64050; its probate department has offices in both.',
          source: {
            title: 'Jackson County Circuit Court',
            url: 'http://www.aljsmithlaw.com/kc-speeding-ticket-lawyer/circuit-courts/jackson-county-circuit-court/',
            owner: 'AL J Smith Law, a law practice',
            secondary:
              'A lawyer’s page naming the court’s buildings and addresses; the court’s own FAQ page, read too, says probate staff work in the Kansas City and Independence offices but gives no address.',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Greene County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Greene County Circuit Court (31st Judicial Circuit), Circuit Clerk',
          address: 'Greene County Judicial Courts Facility, 1010 N. Boonville Ave., Springfield, Missouri',
          phone: '417-868-4074',
          url: 'https://greenecounty31.squarespace.com/news',
          note: 'The phone is the circuit clerk’s office; the probate division is part of the circuit court.',
          source: {
            title: 'What to do if you have jury duty or a pending case in Greene County amid COVID-19 changes',
            url: 'https://uw-media.news-leader.com/story/news/local/2020/03/23/missouri-courts-suspend-most-person-hearings-amid-covid-19-concerns/2898986001/',
            owner: 'Springfield News-Leader',
            secondary: 'A newspaper report giving the courts facility’s address and the circuit clerk’s phone.',
            dated: '2020-03-23',
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Springfield-Greene County Health Department, vital records',
          address: 'Harold K. Bengsch Building, E. Chestnut Expwy., Springfield, Missouri',
          phone: '417-874-1211',
          url: 'https://www.ksmu.org/news/2024-02-26/some-springfield-greene-county-health-department-services-unavailable-this-week',
          note: 'The health department issues birth and death certificates. During 2024 renovations vital records moved for a time to Cox Medical Tower, 1443 N. Robberson; call before going.',
          source: {
            title: 'Some Springfield-Greene County Health Department services unavailable this week',
            url: 'https://www.ksmu.org/news/2024-02-26/some-springfield-greene-county-health-department-services-unavailable-this-week',
            owner: 'KSMU Radio',
            secondary: 'A public radio report on the health department’s move, quoting its news release.',
            dated: '2024-02-26',
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Boone County',
      kind: 'estate-court',
      why: 'The 13th Circuit’s own page gives the Boone County Circuit Clerk’s phone, 573-886-4000, but not the courthouse address; only a law firm’s page gave the address.',
    },
    {
      county: 'St. Louis city',
      kind: 'estate-court',
      why: 'The search for the City of St. Louis probate division found only St. Louis County’s probate court, a different court.',
    },
    {
      county: 'Boone County',
      kind: 'death-certificates',
      why: 'Searches for Columbia/Boone County Public Health and Human Services’ vital records office found only county reports giving the building (1005 West Worley, Columbia) without saying it issues death certificates.',
    },
    {
      county: 'Jackson County',
      kind: 'death-certificates',
      why: 'Searches for the Kansas City Health Department’s vital records office found no page with its address; the county medical examiner’s page sends families to the state bureau.',
    },
    {
      county: 'St. Louis city',
      kind: 'death-certificates',
      why: 'A 2020 newspaper report says the city’s Recorder of Deeds issues death records (stlouiscityrecorder.org), but no page with the office’s address was read.',
    },
  ],
};

export default data;
