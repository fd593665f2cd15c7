import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * West Virginia: estates are opened with the probate office of the County Clerk of the county where
 * the person lived. Death certificates come from the state only. No page of our five counties'
 * clerks giving the probate office's address and phone was read.
 */
const gap = (county: string) => ({
  county,
  kind: 'estate-court' as const,
  why: 'Probate is opened with the County Clerk, but no page of this county’s clerk giving the probate office’s address and phone was found in the search of 2026-11-29 (only other counties’ clerk pages were found).',
});

const data: StateCountyOfficesInput = {
  state: 'WV',
  counties: [],
  gaps: ['Kanawha County', 'Cabell County', 'Monongalia County', 'Wood County', 'Ohio County'].map(gap),
};

export default data;
