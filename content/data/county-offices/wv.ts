import type { StateCountyOfficesInput } from '../county-offices.schema';

/*
 * West Virginia: estates are opened with the probate office of the County Clerk of the county where
 * the person lived; a small estate affidavit is filed there too. Death certificates come from the
 * state only. Of our five counties, only Monongalia's clerk has a page we could read that gives the
 * probate office's address.
 */
const checked = '2026-11-29';

const gap = (county: string, why: string) => ({ county, kind: 'estate-court' as const, why });

const data: StateCountyOfficesInput = {
  state: 'WV',
  counties: [
    {
      county: 'Monongalia County',
      offices: [
        {
          kind: 'estate-court',
          name: 'Monongalia County Clerk’s Office, Probate Department',
          address: 'Monongalia County Court House, 243 High Street, Room 123, Morgantown, WV 26505',
          url: 'https://monongaliacountyclerk.org/index.php/16-general-info/109-decedent-did-not-leave-a-will',
          note: 'Small estate affidavits and probate can be filed by certified or overnight mail or at an appointment; the clerk’s estate pages give 304-291-7230, extension 7270, for appointments.',
          source: {
            title: 'General Info (Monongalia County Clerk: estates, small estate affidavits, ancillary affidavits)',
            url: 'https://monongaliacountyclerk.org/index.php/16-general-info',
            owner: 'Monongalia County Clerk',
            dated: null,
            checked,
          },
        },
      ],
    },
  ],
  gaps: [
    gap(
      'Kanawha County',
      'No page of the Kanawha County Clerk’s probate office was found in the searches of 2026-11-29 (“Kanawha County Clerk probate”, the courthouse at 409 Virginia Street); the county’s own page read gives the courthouse address but not the probate office or its phone.',
    ),
    gap(
      'Cabell County',
      'No page of the Cabell County Clerk’s probate office was found in the searches of 2026-11-29; a 2020 news report gives the County Clerk’s phone (304-526-8625) but no address, so the office is not cited.',
    ),
    gap(
      'Wood County',
      'No page of the Wood County Clerk’s probate office was found in the searches of 2026-11-29; a 2018 news report says the Probate Office moved to the courthouse’s third floor, without street address or phone.',
    ),
    gap(
      'Ohio County',
      'No page of the Ohio County Clerk’s probate office was found in the searches of 2026-11-29; 2025 news reports say the clerk’s office in the City-County Building was being moved during renovation, without a current address or phone.',
    ),
  ],
};

export default data;
