import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * District of Columbia: estates, including small estates of $40,000 or less, go to the Probate
 * Division of the Superior Court (the Office of the Register of Wills). Death certificates come
 * from DC Health's Vital Records Division, the District's own state office, so no local office is
 * listed. Searched on 2026-11-29 (issue 42).
 */
const data: StateCountyOfficesInput = {
  state: 'DC',
  counties: [],
  gaps: [
    {
      county: 'District of Columbia',
      kind: 'estate-court',
      why: 'The DC Courts’ probate pages we read (dccourts.gov FAQs on small and large estates, wills) explain the Probate Division’s cases but give no street address or phone for its clerk’s office.',
    },
  ],
};

export default data;
