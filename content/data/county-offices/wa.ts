import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Washington: probate is filed with the Clerk of the Superior Court of the county. Local health
 * jurisdictions issue certified death certificates too, at the state's $25 fee.
 */
const checked = '2026-11-29';

const dcGap = (county: string, searched: string) => ({
  county,
  kind: 'death-certificates' as const,
  why: `No page of ${searched} giving its vital records office’s street address was found in the search of 2026-11-29.`,
});

const data: StateCountyOfficesInput = {
  state: 'WA',
  counties: [
    {
      county: 'King County',
      offices: [
        {
          kind: 'estate-court',
          name: 'King County Superior Court, Ex Parte and Probate Department',
          address: 'King County Courthouse, 516 3rd Avenue, Courtroom W-325, Seattle, WA 98104',
          phone: '206-477-2517',
          url: 'https://kingcounty.gov/courts/superior-court/ex-parte-probate.aspx',
          note: 'A second Ex Parte and Probate courtroom sits at the Regional Justice Center, 401 Fourth Ave. N, Kent, WA 98032 (Courtroom 1J).',
          source: {
            title: 'Ex Parte & Probate Department',
            url: 'https://kingcounty.gov/courts/superior-court/ex-parte-probate.aspx',
            owner: 'King County Superior Court',
            dated: null,
            checked,
          },
        },
        {
          kind: 'death-certificates',
          name: 'Public Health – Seattle & King County, Vital Statistics',
          address:
            'Ninth & Jefferson Building, 908 Jefferson St, 2nd Floor, Seattle, WA (mail: Box 359784, 325 Ninth Ave, Seattle, WA 98104-2499)',
          url: 'http://www.kingcounty.gov/healthservices/health/vitalstats/questions.aspx',
          note: 'Issues death certificates for deaths in King County; for a death elsewhere in Washington, order from the state.',
          source: {
            title: 'Frequently asked questions about vital records',
            url: 'http://www.kingcounty.gov/healthservices/health/vitalstats/questions.aspx',
            owner: 'Public Health – Seattle & King County',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Pierce County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Pierce County Clerk of the Superior Court',
          address: 'County-City Building, Room 110, 930 Tacoma Ave. South, Tacoma, WA 98402',
          url: 'https://www.piercecountywa.gov/7816/FAQS',
          note: 'Open to the public 8:30 a.m. to 4:30 p.m., Monday through Friday, except legal holidays.',
          source: {
            title: 'Superior Court FAQs',
            url: 'https://www.piercecountywa.gov/7816/FAQS',
            owner: 'Pierce County Superior Court',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Spokane County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Spokane County Clerk (Clerk of the Superior Court)',
          address: 'Spokane County Courthouse, Room 300, 1116 West Broadway Avenue, Spokane, WA 99260',
          url: 'http://www.spokanecounty.org/Clerk/content.aspx?c=1814',
          note: 'The Clerk processes probate filings for the Superior Court.',
          source: {
            title: 'About the County Clerk',
            url: 'http://www.spokanecounty.org/Clerk/content.aspx?c=1814',
            owner: 'Spokane County Clerk',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Clark County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Clark County Clerk’s Office (Clerk of the Superior Court)',
          address: '1200 Franklin Street, First Floor, Vancouver, WA (mail: P.O. Box 5000, Vancouver, WA 98666-5000)',
          phone: '564-397-2292',
          url: 'https://clark.wa.gov/clerk/about-clerk',
          note: 'The Clerk keeps the probate record; public hours are 8 a.m. to 4:30 p.m., closed noon to 1 p.m.',
          source: {
            title: 'Roadmap to the Clark County Clerk’s Office',
            url: 'https://pdfslide.net/documents/roadmap-clark-county.html',
            owner: 'Clark County Clerk',
            secondary: 'A document-sharing site’s copy of the Clerk’s own guide of February 2021.',
            dated: '2021-02-09',
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Snohomish County',
      kind: 'estate-court',
      why: 'The Snohomish County Clerk’s pages were read on 2026-11-29: they place the counter in Room M-206 and issue probate letters by mail, but give no street address in the parts we could read.',
    },
    {
      county: 'Pierce County',
      kind: 'death-certificates',
      why: 'The Tacoma-Pierce County Health Department’s birth and death records page was read (walk-in weekdays 8 a.m. to 4:30 p.m.) but the part we could read gives no address; the addresses found were on commercial pages only.',
    },
    dcGap('Snohomish County', 'the Snohomish County health department'),
    dcGap('Spokane County', 'the Spokane Regional Health District'),
    dcGap('Clark County', 'Clark County Public Health'),
  ],
};

export default data;
