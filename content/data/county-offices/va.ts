import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Virginia: the Clerk of the Circuit Court of each county or independent city probates wills and
 * qualifies executors and administrators. Local health districts issue death certificates too,
 * but no page giving a district's vital records office address was read.
 */
const checked = '2026-11-29';

const dcGap = (county: string) => ({
  county,
  kind: 'death-certificates' as const,
  why: 'State law makes each city or county health director the local registrar, but no page of this city’s or county’s health district giving its vital records office address was found in the search of 2026-11-29.',
});

const data: StateCountyOfficesInput = {
  state: 'VA',
  counties: [
    {
      county: 'Richmond city',
      offices: [
        {
          kind: 'estate-court',
          name: 'Circuit Court of the City of Richmond, Clerk’s Office (Probate)',
          address: 'John Marshall Courts Building, 400 North 9th Street, Richmond, VA 23219',
          phone: '804-646-6540',
          url: 'https://rva.gov/office-circuit-court-clerk/criminal',
          note: 'The phone given is the Clerk’s probate line; the office is open weekdays 8:30 a.m. to 4:30 p.m.',
          source: {
            title: 'Office of the Circuit Court Clerk: Contact Us',
            url: 'https://rva.gov/office-circuit-court-clerk/criminal',
            owner: 'City of Richmond, Office of the Circuit Court Clerk',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Arlington County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Arlington Circuit Court, Clerk’s Office',
          address: '1425 North Courthouse Road, Arlington, VA 22201',
          phone: '703-228-7010',
          url: 'https://ebrief.courts.state.va.us/courts/circuit/arlington/home.html',
          note: 'The Clerk’s office is open 8 a.m. to 4 p.m.; uncontested wills and fiduciary matters are heard on Fridays.',
          source: {
            title: 'Arlington Circuit Court, 17th Judicial Circuit of Virginia',
            url: 'https://ebrief.courts.state.va.us/courts/circuit/arlington/home.html',
            owner: 'Virginia’s Judicial System',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Alexandria city',
      offices: [
        {
          kind: 'estate-court',
          name: 'Alexandria Circuit Court, Clerk of Circuit Court',
          address: 'Alexandria Courthouse, 520 King Street, Alexandria, VA 22314',
          phone: '703-746-4044',
          url: 'https://www.alexandriava.gov/CircuitCourt',
          note: 'All documents are filed with the Clerk of Circuit Court, open 8 a.m. to 4 p.m.',
          source: {
            title: 'Circuit Court Judges',
            url: 'https://www.alexandriava.gov/CircuitCourt',
            owner: 'City of Alexandria, Circuit Court',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Chesapeake city',
      offices: [
        {
          kind: 'estate-court',
          name: 'Chesapeake Circuit Court, Clerk’s Office',
          address: '307 Albemarle Drive, Suite 300A, Chesapeake, VA 23322',
          phone: '757-382-3000',
          url: 'http://www.courts.state.va.us/courts/circuit/chesapeake/home.html',
          note: 'The Clerk’s office is open 8:30 a.m. to 4 p.m.',
          source: {
            title: 'Chesapeake Circuit Court, 1st Judicial Circuit of Virginia',
            url: 'http://www.courts.state.va.us/courts/circuit/chesapeake/home.html',
            owner: 'Virginia’s Judicial System',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Norfolk city',
      offices: [
        {
          kind: 'estate-court',
          name: 'Norfolk Circuit Court, Clerk’s Office',
          address: '150 St. Paul’s Blvd., 2nd Floor, Norfolk, VA 23510',
          url: 'https://www.norfolk.gov/4850/Courts',
          source: {
            title: 'Norfolk, VA Circuit Court Overview',
            url: 'https://www.hsinjurylaw.com/library/norfolk-va-circuit-court-overview.cfm',
            owner: 'Norfolk Circuit Court',
            secondary:
              'A law firm’s overview of the court, giving its address; no page of the court or its Clerk giving the address and phone was found.',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Virginia Beach city',
      offices: [
        {
          kind: 'estate-court',
          name: 'Virginia Beach Circuit Court, Clerk’s Office',
          address: 'Judicial Center, Building 10, 2425 Nimmo Pkwy., Virginia Beach, VA 23456',
          url: 'https://www.vbgov.com/government/departments/courts/circuit-court-judges/pages/civil-actions.aspx',
          source: {
            title: 'Virginia Beach, VA Circuit Court Overview',
            url: 'https://www.hsinjurylaw.com/library/virginia-beach-va-circuit-court-overview.cfm',
            owner: 'Virginia Beach Circuit Court',
            secondary:
              'A law firm’s overview of the court, giving its address; no page of the court or its Clerk giving the address and phone was found.',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Newport News city',
      kind: 'estate-court',
      why: 'No page of the Newport News Circuit Court Clerk was found; the pages read give the courthouse as 2500 Washington Avenue without a ZIP, and the phone only on a legal information site.',
    },
    ...[
      'Richmond city',
      'Arlington County',
      'Alexandria city',
      'Chesapeake city',
      'Norfolk city',
      'Virginia Beach city',
      'Newport News city',
    ].map(dcGap),
  ],
};

export default data;
