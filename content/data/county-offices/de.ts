import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Delaware: each county's Register of Wills (a clerk of the Court of Chancery) opens estates and
 * issues the small-estate affidavit. The state's vital records entry names no local issuing
 * office, so none is listed. Read in the search of 2026-11-29 (issue 42).
 */
const data: StateCountyOfficesInput = {
  state: 'DE',
  counties: [
    {
      county: 'Kent County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Kent County Register of Wills (Kent County Administrative Complex)',
          address: '555 Bay Road, Dover, DE',
          url: 'http://co.kent.de.us/register-of-wills-office.aspx',
          note: 'The Register of Wills is in the Kent County Administrative Complex; papers can also be left in the drop box in front of the complex.',
          source: {
            title: 'Kent County finds unique way to accept forms',
            url: 'https://delawarestatenews.net/news/kent-county-finds-unique-way-to-accept-forms/',
            owner: 'Kent County Levy Court, Delaware',
            secondary:
              'A newspaper report of the county’s notice naming the Register of Wills among the offices at 555 Bay Road',
            dated: '2020-03-24',
            checked: '2026-11-29',
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'New Castle County',
      kind: 'estate-court',
      why: 'We searched for the New Castle County Register of Wills; the pages we could read (its estate guide, legal summaries) do not give its street address or phone.',
    },
  ],
};

export default data;
