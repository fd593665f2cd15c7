import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Wisconsin: estates are filed with the Register in Probate of the county's circuit court. The
 * county Register of Deeds issues certified death certificates too, at the state's fees.
 */
const checked = '2026-11-29';

const gap = (county: string, kind: 'estate-court' | 'death-certificates') => ({
  county,
  kind,
  why:
    kind === 'estate-court'
      ? 'No page of this county’s Register in Probate giving its address and phone was found in two searches of 2026-11-29 (by office name and courthouse address).'
      : 'No page of this county’s Register of Deeds giving its vital records counter’s address and phone was found in two searches of 2026-11-29 (by office name and county building address); only news reports and commercial records sites came up.',
});

const data: StateCountyOfficesInput = {
  state: 'WI',
  counties: [
    {
      county: 'Dane County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Dane County Clerk of Circuit Court and Register in Probate',
          address: 'Dane County Courthouse, Room 1000, 215 S Hamilton St., Madison, WI 53703',
          phone: '608-266-4311',
          url: 'https://www.countyofdane.com/court/court/faqProbate.aspx',
          note: 'Open 7:45 a.m. to 4:30 p.m., closed county holidays; mailed filings need a self-addressed stamped envelope.',
          source: {
            title: 'Frequently Asked Questions About Probate',
            url: 'https://www.countyofdane.com/court/court/faqProbate.aspx',
            owner: 'Dane County Clerk of Circuit Court and Register in Probate',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    gap('Dane County', 'death-certificates'),
    gap('Milwaukee County', 'estate-court'),
    gap('Milwaukee County', 'death-certificates'),
    gap('Brown County', 'estate-court'),
    gap('Brown County', 'death-certificates'),
    gap('Kenosha County', 'estate-court'),
    gap('Kenosha County', 'death-certificates'),
    gap('Racine County', 'estate-court'),
    gap('Racine County', 'death-certificates'),
  ],
};

export default data;
