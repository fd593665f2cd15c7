import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Kansas: the district court of the county handles probate and the administration of estates.
 * Kansas ended local registrars, so death certificates come only from the state Office of Vital
 * Statistics and no local office is listed. Read in the search of 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'KS',
  counties: [
    {
      county: 'Wyandotte County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Wyandotte County District Court (29th Judicial District), Wyandotte County Courthouse',
          address: '710 N 7th St, Kansas City, KS 66101',
          phone: '913-573-2940',
          url: 'https://www.wycokck.org/DC/?imagepath=%2FCourts%2FCourts%2FDistrict-Court-Master%2FDistrict-Court%2FGallery%2FDSC_0021',
          note: 'The court’s probate office is among the district court offices in the courthouse; the phone is court administration.',
          source: {
            title: 'District Court',
            url: 'https://www.wycokck.org/DC/?imagepath=%2FCourts%2FCourts%2FDistrict-Court-Master%2FDistrict-Court%2FGallery%2FDSC_0021',
            owner: 'Unified Government of Wyandotte County and Kansas City, Kansas',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Johnson County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Johnson County District Court (10th Judicial District), Johnson County Courthouse',
          address: '150 W. Santa Fe St., Olathe, KS 66061',
          phone: '913-715-3300',
          url: 'https://www.jocogov.org/article/2021/01/06/15595',
          note: 'The county’s own notice gives this number for District Court questions; the court moved to this new courthouse in January 2021.',
          source: {
            title: '10th Judicial District offices to close New Year’s Eve for relocation',
            url: 'https://www.wibw.com/2020/12/22/10th-judicial-district-offices-to-close-new-years-eve-for-relocation/',
            owner: 'Kansas Judicial Branch, 10th Judicial District',
            secondary: 'A television station’s report of the Kansas courts’ notice giving the new courthouse address',
            dated: '2020-12-22',
            checked,
          },
        },
      ],
    },
    {
      county: 'Sedgwick County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Sedgwick County District Court (18th Judicial District), Information Center',
          address: 'Sedgwick County Courthouse, 525 N Main, Wichita, KS',
          phone: '316-660-5900',
          url: 'https://es.dc18.org/faqs',
          note: 'The Information Center’s clerks answer court questions; a 2020 news report names a separate Juvenile/Probate Courthouse, so ask them where to file.',
          source: {
            title: 'Preguntas frecuentes (FAQs)',
            url: 'https://es.dc18.org/faqs',
            owner: 'Kansas 18th Judicial District Court',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Shawnee County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Shawnee County District Court (3rd Judicial District), Clerk of the District Court',
          address: '200 SE 7th Street, Topeka, KS',
          url: 'http://shawneecourt.org/index.aspx?NID=302',
          note: 'The court’s own page gives its phone as 785-251-6700.',
          source: {
            title: 'Shawnee County (court records)',
            url: 'https://recordsfinder.com/court/courthouses/ks/shawnee',
            owner: 'Shawnee County Clerk of the District Court',
            secondary:
              'A commercial records directory (recordsfinder.com) for the street address; the court’s own page we read gives only its phone',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [],
};

export default data;
