import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Tennessee: estates go to the court each county gives probate to (Shelby County's Probate Court,
 * Davidson County's Seventh Circuit Court, elsewhere mostly the Chancery Court and its Clerk and
 * Master). Any county health department issues certified death certificates for a death anywhere
 * in Tennessee.
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'TN',
  counties: [
    {
      county: 'Shelby County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Shelby County Probate Court and Clerk’s Office',
          address: '140 Adams Avenue, Room 124, Memphis, TN 38103',
          phone: '901-222-3750',
          url: 'https://www.shelbycountytn.gov/227/Probate-Court',
          note: 'The Probate Court oversees wills and estates; the clerk’s office is open weekdays 8 a.m. to 4:30 p.m.',
          source: {
            title: 'Probate Court',
            url: 'https://www.shelbycountytn.gov/227/Probate-Court',
            owner: 'Shelby County Government',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Shelby County Health Department, Office of Vital Records',
          address: 'Room 100, 814 Jefferson Avenue, Memphis, TN 38105',
          url: 'https://shelbytnhealth.com/285/Office-of-Vital-Records',
          note: 'Issues certified copies of deaths in any Tennessee county within the past 50 years; a government photo ID is needed.',
          source: {
            title: 'Office of Vital Records',
            url: 'https://shelbytnhealth.com/285/Office-of-Vital-Records',
            owner: 'Shelby County Health Department',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Knox County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Knox County Health Department, Vital Records Office',
          address: '140 Dameron Avenue, Knoxville, TN 37917',
          phone: '865-215-5100',
          url: 'https://www.knoxcounty.org/health/vitalrecords/',
          source: {
            title: 'Birth, Death, Marriage & Divorce Records',
            url: 'https://www.knoxcounty.org/recordsmgmt/mhdrecords.php',
            owner: 'Knox County, Tennessee',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Hamilton County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Hamilton County Health Department, Office of Vital Records',
          address: '921 East Third Street, Chattanooga, TN 37403',
          phone: '423-209-8025',
          url: 'https://health.hamiltontn.org/data,permits,andrequests/vitalrecords(birthdeath).aspx',
          note: 'Issues death certificates for deaths in Tennessee within the last 50 years, weekdays 8 a.m. to 4 p.m.',
          source: {
            title: 'Vital Records (Birth/Death)',
            url: 'https://health.hamiltontn.org/data,permits,andrequests/vitalrecords(birthdeath).aspx',
            owner: 'Hamilton County Health Department',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Rutherford County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Rutherford County Chancery Court, Clerk and Master',
          address: '116 W. Lytle St., Suite 5101, Murfreesboro, TN 37130',
          phone: '615-898-7860',
          url: 'http://www.rcchancery.com/',
          note: 'The Chancery Court’s cases include probate; the office is open weekdays 8 a.m. to 4:30 p.m. and the building closes to the public at 4:15.',
          source: {
            title: 'Rutherford County Chancery Court Clerk and Master',
            url: 'http://www.rcchancery.com/',
            owner: 'Rutherford County Chancery Court',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Davidson County',
      kind: 'estate-court',
      why: 'The Probate Court Clerk’s page (circuitclerk.nashville.gov/probate) was read: the Seventh Circuit Court is the county’s probate court, but the part we could read gives no address or phone.',
    },
    {
      county: 'Davidson County',
      kind: 'death-certificates',
      why: 'No page of the Metro Public Health Department giving its vital records office’s address was found in the search of 2026-11-29.',
    },
    {
      county: 'Knox County',
      kind: 'estate-court',
      why: 'The Chancery Court’s own page (knoxcounty.org/chancery) was read on 2026-11-29: its Probate Division takes estates and answers at 865-215-2389, but no page giving the office’s street address was found, so it is not cited yet.',
    },
    {
      county: 'Hamilton County',
      kind: 'estate-court',
      why: 'The county’s court pages read say the Chancery Court handles estates, but no page giving the Clerk and Master’s office address and phone was found.',
    },
    {
      county: 'Montgomery County',
      kind: 'estate-court',
      why: 'The county’s Chancery Court/Clerk and Master page was read (2 Millennium Plaza, Suite 101, Clarksville) but does not say it handles estates, so we do not name it as the probate court.',
    },
    {
      county: 'Montgomery County',
      kind: 'death-certificates',
      why: 'No page of the Montgomery County Health Department giving its vital records office’s address was found in the search of 2026-11-29.',
    },
    {
      county: 'Rutherford County',
      kind: 'death-certificates',
      why: 'No page of the Rutherford County Health Department giving its vital records office’s address was found in the search of 2026-11-29.',
    },
  ],
};

export default data;
