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
      why: 'The Vermont Judiciary’s probate division page was read; it gives no unit addresses, and a second search of 2026-11-29 (Chittenden Unit, Probate Division, Burlington) found no court location page with address and phone.',
    },
    {
      county: 'Rutland County',
      kind: 'estate-court',
      why: 'No page of the Rutland Unit of the Probate Division giving its address and phone was found in two searches of 2026-11-29; only judiciary notices about other Rutland courthouses came up.',
    },
    {
      county: 'Chittenden County',
      kind: 'death-certificates',
      why: 'Since July 2019 any Vermont town or city clerk issues certified copies, but no page of the Burlington or South Burlington city clerk giving the office address and phone was found in two searches of 2026-11-29.',
    },
    {
      county: 'Rutland County',
      kind: 'death-certificates',
      why: 'Since July 2019 any Vermont town or city clerk issues certified copies, but no page of the Rutland city clerk giving the office address and phone was found; a 2021 news report places the clerk in City Hall without a street address.',
    },
  ],
};

export default data;
