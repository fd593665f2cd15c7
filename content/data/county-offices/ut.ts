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
    {
      county: 'Salt Lake County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Third District Court, Matheson Courthouse',
          address: 'Matheson Courthouse, 450 South State Street, P.O. Box 1860, Salt Lake City, UT 84114-1860',
          phone: '801-238-7300',
          url: 'https://www.utahcriminallaw.net/where-criminal-court-salt-lake-county/',
          note: 'Estates of Salt Lake County residents go to the Third District Court, which sits at the Matheson Courthouse in Salt Lake City and in West Jordan; the number given is the courthouse’s main line.',
          source: {
            title: 'Where to Go for Criminal Court in Salt Lake County',
            url: 'https://www.utahcriminallaw.net/where-criminal-court-salt-lake-county/',
            owner: 'Utah State Courts, Third District Court',
            secondary:
              'A Salt Lake City law firm’s guide to the county’s district courthouses; no Utah Courts page giving the address with ZIP was found on 2026-11-29.',
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
