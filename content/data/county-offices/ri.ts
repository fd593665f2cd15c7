import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Rhode Island: probate is heard by the probate court of each city or town (usually at its city or
 * town hall, with the city or town clerk as clerk of the court), not by a county court. Death
 * certificates come from the state. No page of the four cities' probate courts could be read.
 */
const data: StateCountyOfficesInput = {
  state: 'RI',
  counties: [],
  gaps: [
    {
      county: 'Providence County',
      kind: 'estate-court',
      why: 'Probate is by city: no page of the Providence, Cranston or Pawtucket probate court giving its address and phone was found in two searches of 2026-11-29 (by court name, city hall address and clerk); only other towns’ probate court rules and Cranston’s city hall page came up.',
    },
    {
      county: 'Kent County',
      kind: 'estate-court',
      why: 'Probate is by city: no page of the Warwick Probate Court or its clerk giving an address and phone was found in two searches of 2026-11-29 (by court name, Warwick City Hall and clerk).',
    },
  ],
};

export default data;
