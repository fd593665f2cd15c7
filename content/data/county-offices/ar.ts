import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Arkansas: estates go to the probate division of the county's circuit court, whose filings the
 * circuit clerk takes. Certified death certificates come from the Arkansas Department of Health;
 * the state's record names no local issuing office, so none is listed. Read in the search of
 * 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'AR',
  counties: [
    {
      county: 'Sebastian County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Sebastian County Circuit Clerk (Circuit Court, probate filings)',
          address: 'Sebastian County Courts Building, 901 South B Street, Room 205, Fort Smith, AR 72901',
          phone: '479-782-1046',
          url: 'http://sebastiancountyar.gov/Departments/Circuit-Clerk',
          note: 'For probate questions the clerk gives 479-441-1310, extension 2953 or 2950. A second office is at the Greenwood Courthouse.',
          source: {
            title: 'Departments - Circuit Clerk',
            url: 'http://sebastiancountyar.gov/Departments/Circuit-Clerk',
            owner: 'Sebastian County, Arkansas',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Pulaski County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Pulaski County Circuit/County Clerk, Central Receiving (new probate cases)',
          address: 'Pulaski County Courthouse, 401 West Markham, Room 120, Little Rock, AR',
          url: 'https://pulaskiclerk.com/departments/central-receiving/',
          note: 'Central Receiving files all new probate cases; the clerk’s court clerks answer on existing cases at 501-340-8431. The street address is from the county sheriff’s page.',
          source: {
            title: 'Central Receiving',
            url: 'https://pulaskiclerk.com/departments/central-receiving/',
            owner: 'Pulaski County Circuit/County Clerk',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Washington County',
      kind: 'estate-court',
      why: 'We searched for the Washington County Circuit Clerk’s probate office in Fayetteville; the pages found (county site notices, news) give the county’s general line but not the clerk’s address.',
    },
    {
      county: 'Craighead County',
      kind: 'estate-court',
      why: 'The Craighead County Circuit Clerk’s own site (craigheadcircuitclerk.com) was read, but its pages we could read give no street address or phone for probate filings.',
    },
  ],
};

export default data;
