import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Hawaii: estates go to the Circuit Court of the island's judicial circuit (probate is a circuit
 * court matter). Death certificates come only from the state Department of Health, whose
 * District Health Offices serve the other islands, so no local office is listed. Hilo and Pearl
 * City have no county in our Census data: Hilo is in Hawaii County, Pearl City in Honolulu County.
 * Read in the search of 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'HI',
  counties: [
    {
      county: 'Hawaii County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Circuit Court of the Third Circuit, Hale Kaulike Courthouse',
          address: '777 Kilauea Avenue, Hilo, HI',
          url: 'https://legalclarity.org/hawaii-third-circuit-court-jurisdiction-and-locations',
          note: 'The Judiciary’s 2018 notice gives the Hilo Circuit Court’s phone as 808-961-7400.',
          forCities: ['Hilo'],
          source: {
            title: 'Hawaii Third Circuit Court: Jurisdiction and Locations',
            url: 'https://legalclarity.org/hawaii-third-circuit-court-jurisdiction-and-locations',
            owner: 'Hawaii State Judiciary, Third Circuit',
            secondary:
              'A legal information site’s summary that gives the courthouse address; no Judiciary page we read gives it',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Honolulu County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Circuit Court of the First Circuit, Kaʻahumanu Hale',
          address: '777 Punchbowl Street, Honolulu, HI',
          url: 'https://www.einpresswire.com/article/644571454/first-circuit-courthouse-power-outage-ka-ahumanu-hale-now-closed',
          note: 'Kaʻahumanu Hale is the First Circuit Court’s courthouse for all of Oahu.',
          source: {
            title: 'First Circuit Courthouse Power Outage: Kaʻahumanu Hale Now Closed',
            url: 'https://www.einpresswire.com/article/644571454/first-circuit-courthouse-power-outage-ka-ahumanu-hale-now-closed',
            owner: 'Hawaii State Judiciary',
            secondary: 'A news wire’s copy of the Judiciary’s press release, which gives the courthouse address',
            dated: '2023-07-15',
            checked,
          },
        },
      ],
    },
  ],
  gaps: [],
};

export default data;
