import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Kentucky: probate of wills and estates is heard in the county's district court (contested
 * probate in circuit court); the county's Office of Circuit Court Clerk keeps the filings for
 * both. The state's vital records entry is a gap, so no local death-certificate office is listed.
 * Read in the search of 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';
const notSearched = 'This pass did not search for this county’s circuit court clerk; nothing was read for it.';

const data: StateCountyOfficesInput = {
  state: 'KY',
  counties: [
    {
      county: 'Jefferson County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Jefferson County Office of the Circuit Court Clerk (Louis D. Brandeis Hall of Justice)',
          address: '600 W. Jefferson St., Suite 2008, Louisville, KY 40202',
          url: 'https://www.jeffersonkycourtclerk.com/',
          note: 'A Louisville law firm’s guide says probate court and the clerk’s offices serving it are in this Hall of Justice. Open 8:30 a.m. to 4:30 p.m. weekdays.',
          source: {
            title: 'Jefferson County Office of the Circuit Court Clerk',
            url: 'https://www.jeffersonkycourtclerk.com/',
            owner: 'Jefferson County Office of the Circuit Court Clerk',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Fayette County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Fayette District Court, District Civil Division (Robert F. Stephens District Courthouse)',
          address: '150 N. Limestone, First Floor, Lexington, KY 40507',
          url: 'https://kycourts.gov:443/Courts/County-Information/Fayette/Pages/Fayette-District.aspx',
          note: 'The Fayette County Office of Circuit Court Clerk runs this division, open 8 a.m. to 4 p.m. weekdays; a Court of Justice notice gives the clerk’s number as 859-246-2228.',
          source: {
            title: 'Fayette District Court',
            url: 'https://kycourts.gov:443/Courts/County-Information/Fayette/Pages/Fayette-District.aspx',
            owner: 'Kentucky Court of Justice',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Warren County',
      kind: 'estate-court',
      why: 'We searched for the Warren Circuit Court Clerk in Bowling Green; the pages found (county news, statewide summaries) give no address or phone for probate filings.',
    },
    { county: 'Kenton County', kind: 'estate-court', why: notSearched },
    { county: 'Daviess County', kind: 'estate-court', why: notSearched },
  ],
};

export default data;
