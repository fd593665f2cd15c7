import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Montana: estates go to the district court of the county, whose Clerk of District Court keeps the
 * probate files. State law sets the fee a county clerk and recorder charges for a certified copy of
 * a death certificate, so the county clerk and recorder issues them too (the state's record).
 */

const checked = '2026-11-29';

/** Missoula County's notice of its offices, which names both offices in the courthouse. */
const missoulaNotice = {
  title: 'Status of Missoula County operations amid COVID-19',
  url: 'https://missoulacountyblog.com/',
  owner: 'Missoula County',
  dated: '2020-10-26',
  checked,
};

const data: StateCountyOfficesInput = {
  state: 'MT',
  counties: [
    {
      county: 'Missoula County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Missoula County Clerk of District Court',
          address: 'Missoula County Courthouse, second floor, 200 W. Broadway, Missoula, MT',
          phone: '406-258-4780',
          url: 'https://www.missoulacounty.us/departments/district-court',
          note: 'The clerk keeps the district court’s probate files; in-person visits were by appointment when the notice was written.',
          source: missoulaNotice,
        },
        {
          kind: 'death-certificates',
          name: 'Missoula County Clerk and Treasurer’s Office',
          address: 'Missoula County Courthouse, first floor, 200 W. Broadway, Missoula, MT',
          url: 'https://missoulacountyblog.com/',
          note: 'The office takes requests for birth certificates and other records, also online at missoulaclerk.us.',
          source: missoulaNotice,
        },
      ],
    },
    {
      county: 'Cascade County',
      offices: [
        {
          kind: 'death-certificates',
          name: 'Cascade County Clerk and Recorder’s Office',
          address: '121 4th St. N., Great Falls, MT',
          phone: '406-454-6801',
          url: 'https://www.greatfallstribune.com/story/news/2020/11/15/covid-19-causes-staff-shortage-cascade-county-clerk-recorders-office/6303360002/',
          note: 'The office keeps birth and death records and takes requests for certificates in person, by mail or by phone.',
          source: {
            title:
              'COVID-19 causes staff shortage, Cascade County Clerk and Recorder’s office (title taken from the page address)',
            url: 'https://www.greatfallstribune.com/story/news/2020/11/15/covid-19-causes-staff-shortage-cascade-county-clerk-recorders-office/6303360002/',
            owner: 'Great Falls Tribune',
            secondary: 'A newspaper report quoting the county clerk and recorder’s notice.',
            dated: '2020-11-15',
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Yellowstone County',
      kind: 'estate-court',
      why: 'Searches for the Yellowstone County Clerk of District Court found only the county’s Justice Court pages and commercial record sites.',
    },
    {
      county: 'Gallatin County',
      kind: 'estate-court',
      why: 'The Clerk of District Court sits in the Law and Justice Center, but the only street address and phone found were on a commercial guide that conflicts with the county’s own Justice Court page (515 or 615 South 16th Avenue).',
    },
    {
      county: 'Cascade County',
      kind: 'estate-court',
      why: 'The county’s Clerk of District Court page read gives no address or phone.',
    },
    {
      county: 'Lewis and Clark County',
      kind: 'estate-court',
      why: 'A county notice of March 20, 2020 gives the Clerk of District Court’s phone, 406-447-8215, but no address.',
    },
    {
      county: 'Yellowstone County',
      kind: 'death-certificates',
      why: 'Searches for the Yellowstone County Clerk and Recorder’s vital records office found only commercial record sites.',
    },
    {
      county: 'Gallatin County',
      kind: 'death-certificates',
      why: 'News reports place the Clerk and Recorder in the Gallatin County Courthouse but give no street address or vital records phone.',
    },
    {
      county: 'Lewis and Clark County',
      kind: 'death-certificates',
      why: 'Searches for the Lewis and Clark County Clerk and Recorder’s vital records office found no page with its address.',
    },
  ],
};

export default data;
