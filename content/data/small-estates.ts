import type { DeathSource } from './after-death.schema';
import {
  type OutsideProbate,
  outsideProbateSchema,
  type SmallEstate,
  type SmallEstateInput,
  smallEstatesSchema,
} from './small-estates.schema';
import { states } from './states';

/**
 * The estate after a death (issue 42, point 3): that a life insurance policy with a named, living
 * beneficiary is paid to that person outside probate, and each state's small-estate procedure:
 * its limit and what the limit counts, the procedure's name, the wait after the death, the statute,
 * and where a family asks. Read in the search of 2026-11-29 from the statute (the legislature's
 * site or a copy of it, marked `secondary`) or the state's or a county court's own page. A state
 * we could not cite has a gap that says why; we never guess a limit.
 */

const checked = '2026-11-29';

const read = (s: Omit<DeathSource, 'checked'>): DeathSource => ({ ...s, checked });

/** A state still to be read, or whose statute we could not find. */
const notFound = (found = 'The pages found were law firm or form-seller summaries, which we do not cite.') => ({
  gap: `No statute or court page giving the small-estate limit was found in the search of ${checked}. ${found}`,
});

/** What passes outside probate: the policy with a named, living beneficiary. */
export const beneficiaryOutsideProbate: OutsideProbate = outsideProbateSchema.parse({
  text: 'A life insurance policy that names a living beneficiary is paid by the insurer straight to that person. It does not go through probate, and the small-estate limit below does not count it. A policy paid to the estate, or whose beneficiaries have all died, does go through the estate.',
  sources: [
    read({
      title: 'Wills, Estates, and Probate',
      url: 'http://www.courts.ca.gov/8865.htm',
      owner: 'Judicial Council of California (California Courts)',
      secondary:
        'Quoted by forprobate.com: the California Courts page names life insurance paid to someone other than the estate as property that passes without probate',
      dated: null,
    }),
  ],
});

const entries: Record<string, SmallEstateInput | { gap: string }> = {
  OH: {
    limitUsd: 35000,
    limitCounts: 'the gross value of everything the person owned that goes through probate',
    limitNote:
      'The limit is $100,000 when a surviving spouse receives the whole estate. A shorter "summary release" exists for very small estates (up to $5,000, or $45,000 for a spouse).',
    procedure: 'Release from Administration',
    statute: 'Ohio Rev. Code § 2113.03',
    statuteUrl: 'https://codes.ohio.gov/ohio-revised-code/section-2113.03',
    whereToAsk: 'The Probate Court of the county where the person lived',
    sources: [
      read({
        title: 'Release From Administration',
        url: 'https://probate.franklincountyohio.gov/Departments/Release-From-Administration',
        owner: 'Franklin County Probate Court, Ohio',
        dated: null,
      }),
    ],
  },
  TX: {
    limitUsd: 75000,
    limitCounts: 'the estate’s assets on the day of the affidavit, leaving out the homestead and exempt property',
    limitNote: 'It is for a person who died without a will. A judge must approve the affidavit.',
    procedure: 'Small Estate Affidavit',
    waitDays: 30,
    statute: 'Tex. Est. Code § 205.001',
    statuteUrl: 'https://statutes.capitol.texas.gov/Docs/ES/htm/ES.205.htm#205.001',
    whereToAsk: 'The clerk of the court that handles estates in the county where the person lived',
    sources: [
      read({
        title: 'Texas Estates Code Sec. 205.001, Entitlement to Estate Without Appointment of Personal Representative',
        url: 'https://instalawyer.io/laws/texas-statutes/section-205001-entitlement-to-estate',
        owner: 'State of Texas (statute)',
        secondary: 'A copy of the statute published by instalawyer.io, with its amendment of 2017',
        dated: '2017-09-01',
      }),
    ],
  },
};

const pending = notFound();

/** Every state and DC: an entry or a gap (checked at build: every code once). */
export const smallEstates = smallEstatesSchema.parse(
  Object.fromEntries(states.map(({ code }) => [code, entries[code] ?? pending])),
) as Readonly<Record<string, SmallEstate | { gap: string }>>;

/** The small-estate procedure of a state, or undefined where the state has a gap. */
export function smallEstateOf(code: string): SmallEstate | undefined {
  const entry = smallEstates[code];
  return entry && 'limitUsd' in entry ? entry : undefined;
}

/** The gap of a state, or undefined where it has an entry. */
export function smallEstateGap(code: string): string | undefined {
  const entry = smallEstates[code];
  return entry && 'gap' in entry ? entry.gap : undefined;
}
