import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Nevada: probate goes to the district court of each judicial district. State law makes the
 * county health officer a local registrar of births and deaths; the Washoe County Health
 * District's vital statistics office handles death records for Reno's county.
 */

const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'NV',
  counties: [
    {
      county: 'Washoe County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Second Judicial District Court, Probate',
          address: '75 Court Street, Room 125, Reno, NV 89501',
          phone: '775-328-3100',
          url: 'https://washoecourts.com/Probate/FAQs',
          source: {
            title: 'Frequently Asked Questions about Probate',
            url: 'https://washoecourts.com/Probate/FAQs',
            owner: 'Second Judicial District Court of Nevada',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Washoe County Health District, Vital Statistics (Birth/Death Records)',
          address: '1001 East Ninth Street, Reno, NV 89512',
          url: 'https://www.washoecounty.gov/health/resources/fees/refund-policy.php',
          note: 'The page read is the Health District’s refund policy; it lists Vital Statistics (birth and death records) at this address and says the $10 search fee is not refunded.',
          source: {
            title: 'Washoe County Health District Refund Policy',
            url: 'https://www.washoecounty.gov/health/resources/fees/refund-policy.php',
            owner: 'Washoe County Health District',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Clark County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Eighth Judicial District Court, Probate Commissioner',
          address: 'Phoenix Building, 10th floor, 330 S. Third St., Las Vegas, NV 89101',
          url: 'http://www.clarkcountycourts.us/general/',
          note: 'Probate hearings are held at the Regional Justice Center, 200 Lewis Ave., in downtown Las Vegas.',
          source: {
            title: 'Clark County Probate Procedure',
            url: 'https://www.probatenevada.net/probate/nevada/clark-county-probate-procedure',
            owner: 'probatenevada.net (a probate practice’s guide)',
            secondary:
              'A private probate guide; the court’s own General Information page, also read, says probate courts sit weekdays but gives no address.',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Carson City',
      kind: 'estate-court',
      why: 'Searched for the First Judicial District Court’s clerk in Carson City; the pages read describe the clerk’s probate duties but give no address or phone.',
    },
    {
      county: 'Carson City',
      kind: 'death-certificates',
      why: 'No page read names a Carson City office that issues certified death certificates.',
    },
    {
      county: 'Clark County',
      kind: 'death-certificates',
      why: 'The Southern Nevada Health District page read says its Vital Records office holds Clark County’s birth and death records, but gives no address or phone.',
    },
  ],
};

export default data;
