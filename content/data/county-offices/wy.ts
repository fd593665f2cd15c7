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
      'No page of the Natrona County Clerk of District Court was found in two searches of 2026-11-29; a legal information site gives the Townsend Justice Center, 115 North Center Street, Suite 100, Casper, without a ZIP or phone.',
    ),
    gap(
      'Laramie County',
      'No page of the Laramie County Clerk of District Court giving its address and phone was found in two searches of 2026-11-29; the Cheyenne pages found describe the Circuit Court, which does not hear probate.',
    ),
    gap(
      'Campbell County',
      'No page of the Campbell County Clerk of District Court giving its address and phone was found in two searches of 2026-11-29; the county pages found name only the County Clerk.',
    ),
    gap(
      'Albany County',
      'No page of the Albany County Clerk of District Court giving its address and phone was found in two searches of 2026-11-29; the county notices found give only the County Clerk’s office.',
    ),
  ],
};

export default data;
