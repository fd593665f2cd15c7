import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * South Carolina: the Probate Court of each county (its elected probate judge) opens estates and
 * countersigns the small estate affidavit. The state health department's local vital records
 * offices in the counties issue death certificates too; two of them (Richland, the former State
 * Office, and Greenville) are cited from the department's own pages, the rest are gaps.
 */
const checked = '2026-11-29';

const dcGap = (county: string, found?: string) => ({
  county,
  kind: 'death-certificates' as const,
  why: `The state health department says its 16 Vital Records offices issue copies, but no department page giving this county’s office address was found on 2026-11-29 (searched its vital records pages and news releases)${found ? `; ${found}` : ''}.`,
});

const data: StateCountyOfficesInput = {
  state: 'SC',
  counties: [
    {
      county: 'Charleston County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Charleston County Probate Court, Estate Division',
          address: 'Historic Courthouse, 84 Broad Street, Third Floor, Charleston, SC 29401',
          phone: '843-958-5030',
          url: 'https://charlestoncounty.org/departments/probate/estate.php',
          note: 'Open weekdays 8:30 a.m. to 5 p.m.; documents can be left in the drop box outside the office.',
          source: {
            title: 'Charleston County Probate Judge: Estate Division',
            url: 'https://charlestoncounty.org/departments/probate/estate.php',
            owner: 'Charleston County Probate Court',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Richland County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Richland County Probate Court',
          address: 'Richland County Judicial Center, 1701 Main Street, Columbia, SC 29201',
          phone: '803-576-1961',
          url: 'https://www.richlandcountysc.gov/Courts-Safety/Probate-Court/Estates',
          note: 'The court’s own page says to open a small estate when there is no real property and the probate assets total under $45,000.',
          source: {
            title: 'Columbia Courthouse Locations and Visitor Information',
            url: 'https://legalclarity.org/columbia-courthouse-locations-and-visitor-information',
            owner: 'Richland County Probate Court',
            secondary:
              'A legal information site’s account of the court’s address and phone; the county’s own estates page read gives neither.',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'South Carolina Vital Records, State Office in Columbia (now DPH’s Richland County office)',
          address: '2600 Bull St., Columbia, SC 29201',
          phone: '803-898-3630',
          url: 'https://www.scdhec.gov/administration/vr/death.htm',
          note: 'Issues death certificates for every year and county, walk-in or by mail. The state health department now calls this office its Richland County office.',
          source: {
            title: 'Vital Records Services: 3 Ways to apply for a death certificate',
            url: 'https://www.scdhec.gov/administration/vr/death.htm',
            owner:
              'South Carolina Department of Health and Environmental Control (now the Department of Public Health)',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Greenville County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Greenville County Probate Court',
          address: '301 University Ridge, Suite N-T100, Greenville, SC 29601',
          url: 'https://www.greenvillecounty.org/Probate/EstateFAQ.aspx',
          source: {
            title: 'Greenville County Probate Court',
            url: 'https://greenvillecountycourts.org/probate-court',
            owner: 'Greenville County Probate Court',
            secondary:
              'A commercial court-information site’s copy of the court’s address; the county’s own estate page read gives no address.',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Greenville County Public Health Department (Vital Records)',
          address: '352 Halton Rd., Greenville, SC 29607',
          url: 'https://www.einpresswire.com/article/568152322/dhec-celebrates-grand-opening-of-new-greenville-public-health-department-location',
          note: 'The health department’s notice of this building’s opening lists Vital Records among its services, weekdays 8:30 a.m. to 5 p.m.; call the state’s line before going.',
          source: {
            title: 'DHEC Celebrates Grand Opening of New Greenville Public Health Department Location',
            url: 'https://www.einpresswire.com/article/568152322/dhec-celebrates-grand-opening-of-new-greenville-public-health-department-location',
            owner: 'South Carolina Department of Health and Environmental Control',
            secondary: 'A press-release service’s copy of the department’s own news release of April 8, 2022.',
            dated: '2022-04-08',
            checked,
          },
        },
      ],
    },
    {
      county: 'Florence County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Florence County Probate Court',
          address: '181 N. Irby Street, Suite 1300, Florence, SC 29501',
          phone: '843-665-3085',
          url: 'http://www.florenceco.org/offices/elected/probate/estate.php',
          note: 'Appointments are required; a completed small estate packet left at the office can be picked up the next day.',
          source: {
            title: 'Florence County Probate Court: Estates',
            url: 'http://www.florenceco.org/offices/elected/probate/estate.php',
            owner: 'Florence County Probate Court',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Horry County',
      kind: 'estate-court',
      why: 'The county’s Probate Court page was read and gives its phone (843-915-5370) but no street address.',
    },
    {
      county: 'Spartanburg County',
      kind: 'estate-court',
      why: 'The county moved its courts, Probate Court included, to a new courthouse in January 2024; no page giving the new address with ZIP and the court’s phone was found.',
    },
    {
      county: 'York County',
      kind: 'estate-court',
      why: 'No page of the York County Probate Court giving its address and phone was found in the search of 2026-11-29.',
    },
    {
      county: 'Dorchester County',
      kind: 'estate-court',
      why: 'No page of the Dorchester County Probate Court was found; a 2020 news report gives the courthouse at 5200 East Jim Bilton Blvd., St. George, without ZIP or the court’s phone.',
    },
    dcGap('Charleston County', 'only commercial guide pages give a Charleston office, so none is cited'),
    dcGap('Florence County'),
    dcGap('Horry County', 'only commercial guide pages mention the county office'),
    dcGap('Spartanburg County', 'a 2023 release puts it at 118 Dillon Drive, Spartanburg, with no ZIP'),
    dcGap('York County'),
    dcGap('Dorchester County'),
  ],
};

export default data;
