import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Indiana: estates go to the county's circuit or superior court (St. Joseph County alone has a
 * separate Probate Court), filed with the county Clerk of the Courts. The state's vital records
 * entry is a gap, so no local death-certificate office is listed in this pass. Read in the search
 * of 2026-11-29 (issue 42).
 */
const checked = '2026-11-29';
const data: StateCountyOfficesInput = {
  state: 'IN',
  counties: [
    {
      county: 'Allen County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Allen County Clerk of the Courts (Allen County Courthouse)',
          address: '715 S. Calhoun St., Room 201, Fort Wayne, IN 46802',
          url: 'https://allensuperiorcourt.us/faq',
          note: 'A commercial probate guide puts the Allen Superior Court’s Probate Division in Room 200A of the same courthouse.',
          source: {
            title: 'Frequently Asked Questions',
            url: 'https://allensuperiorcourt.us/faq',
            owner: 'Allen Superior Court',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'St. Joseph County',
      offices: [
        {
          kind: 'estate-court',
          name: 'St. Joseph Probate Court (Thomas N. Frederick Juvenile Justice Center)',
          address: '1000 South Michigan Street, South Bend, IN',
          url: 'http://www.sjccasa.org/284/History',
          note: 'St. Joseph is the only Indiana county with its own Probate Court. Court fees are paid at the Clerk’s Office, 101 South Main Street (lower level), 574-235-9635.',
          source: {
            title: 'History (St. Joseph County courts)',
            url: 'http://www.sjccasa.org/284/History',
            owner: 'St. Joseph County, Indiana',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Monroe County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Monroe County Clerk of Courts, Monroe Circuit Court (Justice Building)',
          address: '301 N College Ave, Bloomington, IN 47404',
          phone: '812-349-2614',
          url: 'https://recordsfinder.com/court/courthouses/in/monroe',
          note: 'The Monroe Circuit Court is the county’s one court and hears every kind of case, including estates.',
          source: {
            title: 'Monroe County (court records)',
            url: 'https://recordsfinder.com/court/courthouses/in/monroe',
            owner: 'Monroe County Clerk of Courts, Indiana',
            secondary:
              'A commercial records directory (recordsfinder.com); local news places the Justice Building at 7th Street and College Avenue',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Marion County',
      kind: 'estate-court',
      why: 'The pages we read name the Marion County Clerk at the City-County Building, 200 East Washington Street, but none is the court’s own page or says where probate is filed.',
    },
    {
      county: 'Vanderburgh County',
      kind: 'estate-court',
      why: 'The Vanderburgh Superior Court hears estates, but the Clerk’s office moved in 2023 to the former Safety Building and no page we read gives its current address for probate filings.',
    },
    {
      county: 'Hamilton County',
      kind: 'estate-court',
      why: 'We searched for the Hamilton County Clerk’s probate filings in Noblesville; the pages found (local rules, news, guides) give no street address or phone for the court.',
    },
  ],
};

export default data;
