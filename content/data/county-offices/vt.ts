import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Vermont: each county is one probate district, served by the Probate Division of the Superior
 * Court. Any town or city clerk can issue certified copies of a Vermont death certificate. No page
 * giving these offices' addresses was read for our counties.
 */
const data: StateCountyOfficesInput = {
  state: 'VT',
  counties: [],
  gaps: [
    {
      county: 'Chittenden County',
      kind: 'estate-court',
      why: 'The Vermont Judiciary’s probate division page was read; it describes the court’s work but gives no unit addresses, and no page of the Chittenden Unit giving its address and phone was found.',
    },
    {
      county: 'Rutland County',
      kind: 'estate-court',
      why: 'No page of the Rutland Unit of the Probate Division giving its address and phone was found in the search of 2026-11-29.',
    },
    {
      county: 'Chittenden County',
      kind: 'death-certificates',
      why: 'The Health Department says any town clerk issues certified copies, but no page of the Burlington or South Burlington city clerk giving the office address and phone was found.',
    },
    {
      county: 'Rutland County',
      kind: 'death-certificates',
      why: 'The Health Department says any town clerk issues certified copies, but no page of the Rutland city clerk giving the office address and phone was found.',
    },
  ],
};

export default data;
