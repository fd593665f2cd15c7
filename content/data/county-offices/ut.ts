import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Utah: probate (including the small estate affidavit's court side) is a district court matter.
 * Local health departments issue certified death certificates for deaths in Utah too.
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'UT',
  counties: [
    {
      county: 'Utah County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Fourth District Court, Provo Courthouse',
          address: '137 West Freedom Blvd (200 W), Provo, UT 84604',
          url: 'https://sheriff.utahcounty.gov/supportServices/judicial/courts',
          note: 'The Provo courthouse holds the Fourth District Court and Juvenile Court for Utah County.',
          source: {
            title: 'Judicial-Courts Bureau',
            url: 'https://sheriff.utahcounty.gov/supportServices/judicial/courts',
            owner: 'Utah County Sheriff’s Office',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Salt Lake County',
      kind: 'estate-court',
      why: 'No Utah Courts page giving the Third District Court’s address with ZIP was found; a legal information site gives the Matheson Courthouse, 450 South State Street, Salt Lake City, without a ZIP.',
    },
    {
      county: 'Salt Lake County',
      kind: 'death-certificates',
      why: 'No page of the Salt Lake County Health Department giving its vital records office address was found in the search of 2026-11-29; the addresses found were on commercial pages only.',
    },
    {
      county: 'Utah County',
      kind: 'death-certificates',
      why: 'The Utah County Health Department’s birth and death certificate FAQ was read but the part we could read gives no address for the vital records office.',
    },
  ],
};

export default data;
