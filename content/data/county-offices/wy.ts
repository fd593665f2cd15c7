import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Wyoming: probate is a district court matter, filed with the county's Clerk of District Court.
 * Death certificates come from the state only.
 */
const gap = (county: string, why: string) => ({ county, kind: 'estate-court' as const, why });

const data: StateCountyOfficesInput = {
  state: 'WY',
  counties: [],
  gaps: [
    gap(
      'Natrona County',
      'No page of the Natrona County Clerk of District Court was found; a legal information site gives the Townsend Justice Center, 115 North Center Street, Suite 100, Casper, without a ZIP or phone.',
    ),
    gap(
      'Laramie County',
      'No page of the Laramie County Clerk of District Court giving its address and phone was found in the search of 2026-11-29.',
    ),
    gap(
      'Campbell County',
      'No page of the Campbell County Clerk of District Court giving its address and phone was found in the search of 2026-11-29.',
    ),
    gap(
      'Albany County',
      'No page of the Albany County Clerk of District Court giving its address and phone was found in the search of 2026-11-29.',
    ),
  ],
};

export default data;
