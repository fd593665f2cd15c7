import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Florida: estates, including summary administration, are filed with the Clerk of the Circuit
 * Court of the county (its probate division). Any county office of the Florida Department of
 * Health issues certified copies of deaths from 2009 on; we could not read those offices'
 * addresses for our counties in this pass. Read in the search of 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';
const directory = 'A commercial records directory (floridaofficialrecords.com), not the clerk’s own page';
const noHealthOffice =
  'The Florida Department of Health’s own page says any county health department issues copies of deaths since 2009, but the county office’s address was not in the pages we could read; the pages found were commercial guides.';

const data: StateCountyOfficesInput = {
  state: 'FL',
  counties: [
    {
      county: 'Pinellas County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Pinellas County Clerk of the Circuit Court, Probate Court Records (Clearwater Courthouse)',
          address: '315 Court Street, Room 106, Clearwater, FL 33756',
          phone: '727-464-3321',
          url: 'https://mypinellasclerk.gov/Home/Probate-Mental-Health',
          note: 'A will must be deposited with the Clerk within 10 days of learning of the death. There is also a St. Petersburg branch at 545 First Avenue North.',
          source: {
            title: 'Probate Court Records',
            url: 'https://mypinellasclerk.gov/Home/Probate-Mental-Health',
            owner: 'Pinellas County Clerk of the Circuit Court and Comptroller',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Miami-Dade County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Miami-Dade Clerk of the Court, Probate Clerk (Miami-Dade County Courthouse)',
          address: '73 West Flagler Street, Room 238, Miami, FL 33130',
          url: 'https://www.jud11.flcourts.org/General-Information/Probate-Attorneys-Corner',
          note: 'Original wills and original death certificates are filed in person with the Probate Clerk in Room 238.',
          source: {
            title: 'Probate Attorneys’ Corner',
            url: 'https://www.jud11.flcourts.org/General-Information/Probate-Attorneys-Corner',
            owner: 'Eleventh Judicial Circuit of Florida',
            dated: '2024-04-17',
            checked,
          },
        },
      ],
    },
    {
      county: 'Alachua County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Alachua County Clerk of Court, Probate Division (Family/Civil Justice Center)',
          address: '201 East University Avenue, Gainesville, FL 32601',
          phone: '352-374-3682',
          url: 'https://circuit8.org/departments-services/division-procedures-and-proposed-orders/alachua-probate-and-guardianship/',
          note: 'The clerk’s main line is 352-374-3636.',
          source: {
            title: 'Alachua County Probate Court Records',
            url: 'https://probatecourtrecords.floridaofficialrecords.com/county/alachua.html',
            owner: 'Alachua County Clerk of the Court',
            secondary: directory,
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Duval County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Duval County Clerk of Courts, Probate (Duval County Courthouse)',
          address: '501 West Adams Street, Jacksonville, FL 32202',
          phone: '904-255-2000',
          url: 'https://www.duvalclerk.com/about/faq',
          note: 'The clerk’s own FAQ gives this courthouse address; ask the main line for the probate division.',
          source: {
            title: 'Duval County Probate Court Records',
            url: 'https://probatecourtrecords.floridaofficialrecords.com/county/duval.html',
            owner: 'Duval County Clerk of Courts',
            secondary: directory,
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Orange County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Orange County Clerk of Courts, Probate Department (Orange County Courthouse)',
          address: '425 N. Orange Avenue, Orlando, FL 32801',
          phone: '407-836-2057',
          url: 'https://www.floridaprobatelawgroup.com/florida-probate-by-county/orange-county-probate-court-guide',
          source: {
            title: 'Orange County Probate Court Guide (2026)',
            url: 'https://www.floridaprobatelawgroup.com/florida-probate-by-county/orange-county-probate-court-guide',
            owner: 'Orange County Clerk of Courts (address and probate phone)',
            secondary: 'A probate law firm’s county guide; a second law firm’s page gives the same probate phone',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Leon County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Leon County Clerk of the Circuit Court and Comptroller, Probate (Leon County Courthouse)',
          address: '301 South Monroe Street, Tallahassee, FL 32301',
          phone: '850-606-4000',
          url: 'https://cvweb.leonclerk.com/public/office_status.asp',
          note: 'The clerk’s own office-status page gives this phone for all clerk business.',
          source: {
            title: 'Leon County Probate Court Records',
            url: 'https://probatecourtrecords.floridaofficialrecords.com/county/leon.html',
            owner: 'Leon County Clerk of the Circuit Court and Comptroller',
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
      county: 'Lee County',
      kind: 'estate-court',
      why: 'The Lee County Clerk’s pages we could read are news notices; they name the Justice Center and the Administration Building at 2115 Second St. without saying where probate is filed.',
    },
    {
      county: 'Broward County',
      kind: 'estate-court',
      why: 'The Broward Clerk’s Probate and Guardianship page we read explains the procedures but gives no filing address or phone.',
    },
    {
      county: 'Hillsborough County',
      kind: 'estate-court',
      why: 'The Hillsborough Clerk’s pages we read name the Edgecomb Courthouse, 800 E. Twiggs St., Tampa, but none says probate is filed there or gives a probate phone.',
    },
    ...[
      'Lee County',
      'Pinellas County',
      'Broward County',
      'Alachua County',
      'Miami-Dade County',
      'Duval County',
      'Orange County',
      'Leon County',
      'Hillsborough County',
    ].map((county) => ({ county, kind: 'death-certificates' as const, why: noHealthOffice })),
  ],
};

export default data;
