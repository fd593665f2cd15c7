import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Colorado: the Denver Probate Court hears Denver's estates; elsewhere the county's district
 * court (at the combined court or justice center) does. The state's vital records entry is a gap,
 * so no local death-certificate office is listed in this pass. Read in the search of 2026-11-29
 * (issue 42).
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'CO',
  counties: [
    {
      county: 'Denver County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Denver Probate Court (City and County Building)',
          address: '1437 Bannock Street, Room 230, Denver, CO 80202',
          phone: '303-606-2303',
          url: 'https://coloradojudicial.gov/courts/trial-courts/denver-district',
          note: 'Denver has its own probate court for every estate in the City and County of Denver. Families without a lawyer may file on paper, in person or by mail.',
          source: {
            title: 'How to File Probate in Denver County, Colorado',
            url: 'https://simplytrust.com/state/colorado/denver/file-probate/',
            owner: 'Denver Probate Court (address and phone)',
            secondary:
              'An estate software firm’s filing guide; the phone matches the Colorado Judicial Branch’s own closure notice of November 8, 2024',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'El Paso County',
      offices: [
        {
          kind: 'estate-court',
          name: 'El Paso County Courthouse, 4th Judicial District Court',
          address: '270 S. Tejon St., Colorado Springs, CO 80903',
          url: 'https://www.courts.state.co.us/Courts/District/Index.cfm?District_ID=4',
          source: {
            title: 'Court Operations May 4 thru May 31, 2020',
            url: 'https://willslawpc.net/court-operations-may-4-thru-may-31-2020/',
            owner: 'Colorado 4th Judicial District (Chief Judge order)',
            secondary:
              'An estate law firm’s copy of the 4th Judicial District Chief Judge’s order, which gives the courthouse address',
            dated: '2020-05-04',
            checked,
          },
        },
      ],
    },
    {
      county: 'Larimer County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Larimer County Justice Center, 8th Judicial District Court',
          address: '201 LaPorte Avenue, Suite 100, Fort Collins, CO 80521',
          phone: '970-498-6100',
          url: 'https://larimerrecords.org/court-records',
          source: {
            title: 'Larimer County Court Records',
            url: 'https://larimerrecords.org/court-records',
            owner: 'Colorado 8th Judicial District, Larimer County Justice Center',
            secondary:
              'A commercial records directory (larimerrecords.org); local news reports give the same street address',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Jefferson County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Jefferson County Combined Court, Probate Registrar',
          address: '100 Jefferson County Parkway, Golden, CO 80401',
          url: 'https://docest.com/doc/570612/trust-registration-statement-when-filing-a-trust-registration-statement-you-need-only',
          note: 'The Probate Registrar is in the clerk of court’s office on the first floor, open 7:30 a.m. to 4:30 p.m.; no appointment is needed to open an estate.',
          source: {
            title: 'Probate (filing instructions, Jefferson County)',
            url: 'https://docest.com/doc/570612/trust-registration-statement-when-filing-a-trust-registration-statement-you-need-only',
            owner: 'Jefferson County Combined Court, Colorado 1st Judicial District',
            secondary:
              'A document-sharing site’s copy of the court’s probate filing instructions; the fees in it are old',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Adams County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Adams County Justice Center, 17th Judicial District Court',
          address: '1100 Judicial Center Drive, Brighton, CO',
          phone: '303-659-1161',
          url: 'https://www.coloradojudicial.gov/courts/trial-courts/adams-county',
          source: {
            title: 'Brighton Civil Court Records',
            url: 'https://civilcourtrecords.coloradoofficialrecords.com/city/brighton.html',
            owner: 'Colorado 17th Judicial District, Adams County Justice Center',
            secondary: 'A commercial records directory (coloradoofficialrecords.com), not the court’s own page',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Arapahoe County',
      kind: 'estate-court',
      why: 'A copy of a 2020 Chief Judge order names the Arapahoe County Justice Center at 7325 South Potomac Street, Centennial, but no page we read says where probate is filed or gives its ZIP and phone.',
    },
  ],
};

export default data;
