import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * Oregon: the circuit court of each county has a probate department that takes estates and the
 * small estate affidavit (Affidavit of Claiming Successor). County vital records offices issue
 * certified death certificates only in the first six months after a death (ORS 432.035).
 */
const checked = '2026-11-29';

const data: StateCountyOfficesInput = {
  state: 'OR',
  counties: [
    {
      county: 'Lane County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Lane County Circuit Court, Probate Department',
          address: 'Lane County Courthouse, 2nd floor, 125 E 8th Ave, Eugene, OR 97401',
          phone: '541-682-4033',
          url: 'https://www.courts.oregon.gov/courts/lane/programs-services/Pages/Probate.aspx',
          note: 'The Probate Department is on the courthouse’s 2nd floor, open weekdays 8 a.m. to 5 p.m.; the court does not give forms for estates.',
          source: {
            title: 'Lane County Circuit Court: Probate',
            url: 'https://www.courts.oregon.gov/courts/lane/programs-services/Pages/Probate.aspx',
            owner: 'Oregon Judicial Department, Lane County Circuit Court',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Washington County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Washington County Circuit Court, Probate Department',
          address: 'Washington County Courthouse, 145 NE 2nd Avenue, Hillsboro, OR 97124',
          url: 'https://www.courts.oregon.gov/courts/washington/programs-services/Pages/Probate.aspx',
          note: 'The Probate Department takes estates and the Affidavit of Claiming Successor (small estates); clerks answer questions weekdays 8 a.m. to 5 p.m.',
          source: {
            title: 'Your Day in Court: Location and Parking',
            url: 'https://washingtoncountyda.org/da/your-day-court',
            owner: 'Washington County District Attorney’s Office',
            dated: null,
            checked,
          },
        },
      ],
    },
    {
      county: 'Marion County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Marion County Circuit Court, Probate Department',
          address: '100 High St. NE, Salem, OR 97301',
          phone: '503-588-5141',
          url: 'https://www.courts.oregon.gov/Marion/Services/pages/probateindex.aspx',
          note: 'Court forms for small estates are posted on the court’s site; the office is open 8 a.m. to noon and 1 to 5 p.m.',
          source: {
            title: 'Marion County Circuit Court: Probate',
            url: 'https://www.courts.oregon.gov/Marion/Services/pages/probateindex.aspx',
            owner: 'Oregon Judicial Department, Marion County Circuit Court',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    {
      county: 'Multnomah County',
      kind: 'estate-court',
      why: 'The Multnomah County Circuit Court’s probate page was read but the part we could read gives no address or phone; the only directory found gives the old courthouse address, closed in 2020.',
    },
    {
      county: 'Multnomah County',
      kind: 'death-certificates',
      why: 'Multnomah County Vital Records’ own page (multco.us/vitals) was read: it issues copies for 6 months after a death, by mail or in person, but the part we could read stops before its address and phone.',
    },
    {
      county: 'Lane County',
      kind: 'death-certificates',
      why: 'No page of Lane County Public Health giving its vital records office’s address was found in the search of 2026-11-29 (searched: Lane County vital records death certificate Eugene).',
    },
    {
      county: 'Washington County',
      kind: 'death-certificates',
      why: 'No page of Washington County (Oregon) giving its vital records office’s address was found in the search of 2026-11-29 (searched: Washington County Oregon vital records death certificates Hillsboro).',
    },
    {
      county: 'Marion County',
      kind: 'death-certificates',
      why: 'No page of Marion County Health and Human Services giving its vital records office’s address was found in the search of 2026-11-29 (searched: Marion County Health vital records death certificates Salem).',
    },
  ],
};

export default data;
