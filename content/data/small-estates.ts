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
 * site or a copy of it), a state or county court's own page, a legal aid page, or, where none of
 * those could be read, Social Security's account of the state's law (POMS GN 02315) or a legal
 * publisher's; every copy or account is marked `secondary` and says whose it is. A law firm's page
 * is cited only where it was the only copy, and says so. A state we could not cite has a gap that
 * says why; we never guess a limit.
 *
 * Social Security's POMS pages (its account of each state's small-estate law) show only the month
 * of their transmittal ("TN 12 (03-14)"); `dated` records it as the first day of that month.
 */

const checked = '2026-11-29';

const read = (s: Omit<DeathSource, 'checked'>): DeathSource => ({ ...s, checked });

/** A state still to be read, or whose statute we could not find. */
const notFound = (found = 'The pages found were law firm or form-seller summaries, which we do not cite.') => ({
  gap: `No statute or court page giving the small-estate limit was found in the search of ${checked}. ${found}`,
});

/** What passes outside probate: the policy with a named, living beneficiary. */
export const beneficiaryOutsideProbate: OutsideProbate = outsideProbateSchema.parse({
  text: 'A life insurance policy that names a living beneficiary is paid by the insurer straight to that person. It does not go through probate, so the small-estate limits below do not count it. If no beneficiary is named, or none is living, the money is paid into the estate and shared out under the will or state law.',
  sources: [
    read({
      title: 'Know your life insurance basics',
      url: 'https://archive.hayspost.com/2016/09/07/selzer-know-your-life-insurance-basics',
      owner: 'Kansas Insurance Department (Commissioner Ken Selzer)',
      secondary:
        'The insurance commissioner’s consumer column as printed by Hays Post; it quotes the department’s booklet “Life Insurance and Annuity Basics”',
      dated: '2016-09-07',
    }),
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
  TN: {
    limitUsd: 50000,
    limitCounts: 'the person’s personal property passing through the estate; the estate may hold no real estate',
    limitNote:
      'The court issues limited letters for the listed property. A bond is needed unless the petitioners are the only heirs or all adult heirs agree in writing.',
    procedure: 'Small Estate Petition for Limited Letters',
    waitDays: 45,
    statute: 'Tenn. Code §§ 30-4-102, 30-4-103',
    whereToAsk: 'The court that handles probate (the probate court or clerk) in the county where the person lived',
    sources: [
      read({
        title: '2023 Tennessee Code § 30-4-102, Chapter definitions (Small Estate Probate Act)',
        url: 'https://law.justia.com/codes/tennessee/title-30/chapter-4/section-30-4-102/',
        owner: 'State of Tennessee (statute)',
        secondary: 'A copy of the 2023 code published by Justia: the court and the limited letters',
        dated: null,
      }),
      read({
        title: 'Probate Shortcuts in Tennessee',
        url: 'https://www.nolo.com/legal-encyclopedia/tennessee-probate-shortcuts-32025.html',
        owner: 'State of Tennessee (Tenn. Code §§ 30-4-102, 30-4-103, 2024)',
        secondary:
          'A legal publisher’s (Nolo) summary of the 2024 code: the $50,000 limit, no real estate and the 45-day wait; the only page we read with the figure under the current act',
        dated: '2024-10-18',
      }),
    ],
  },
  RI: {
    limitUsd: 15000,
    limitCounts:
      'the person’s personal property listed for probate, not counting household goods and other tangible things; no real estate',
    limitNote:
      'The court clerk files the statement with a $30 fee; the person who files becomes the voluntary administrator.',
    procedure: 'Voluntary Informal Administration (small estate)',
    waitDays: 30,
    statute: 'R.I. Gen. Laws § 33-24-1',
    statuteUrl: 'http://webserver.rilin.state.ri.us/Statutes/TITLE33/33-24/33-24-1.htm',
    whereToAsk: 'The probate court of the city or town where the person lived',
    sources: [
      read({
        title: '§ 33-24-1. Voluntary informal administration of small estates',
        url: 'http://webserver.rilin.state.ri.us/Statutes/TITLE33/33-24/33-24-1.htm',
        owner: 'State of Rhode Island General Assembly',
        dated: null,
      }),
    ],
  },
  VT: {
    limitUsd: 45000,
    limitCounts: 'the estate’s fair market value; it must be all personal property (a time-share is allowed)',
    limitNote:
      'The court appoints a fiduciary; people who do not consent get notice and 14 days to object. If the estate proves larger, it moves to a full probate.',
    procedure: 'Small Estate (Petition to Open Small Estate)',
    statute: '14 V.S.A. § 1901',
    statuteUrl: 'https://legislature.vermont.gov/statutes/fullchapter/14/081',
    whereToAsk: 'The Probate Division of the Vermont Superior Court for the county where the person lived',
    sources: [
      read({
        title: 'Title 14, Chapter 081: Small Estates',
        url: 'https://legislature.vermont.gov/statutes/fullchapter/14/081',
        owner: 'Vermont General Assembly',
        dated: null,
      }),
    ],
  },
  WV: {
    limitUsd: 50000,
    limitCounts: 'the person’s probate personal property; real estate in West Virginia may add up to $100,000',
    limitNote: 'The West Virginia Small Estate Act took effect July 1, 2021. No bond is required.',
    procedure: 'Small Estate Affidavit (West Virginia Small Estate Act)',
    statute: 'W. Va. Code § 44-1A-1 and following',
    whereToAsk: 'The clerk of the county commission in the county where the person lived',
    sources: [
      read({
        title: 'Probate: The West Virginia Small Estate Act',
        url: 'https://legalaidwv.org/legal-information/probate-the-west-virginia-small-estate-act',
        owner: 'Legal Aid of West Virginia',
        dated: '2023-12-19',
      }),
      read({
        title: 'West Virginia Code § 44-1A-1, Short title; definitions',
        url: 'https://instalawyer.io/laws/west-virginia-code/44-1a-1-short-title-definitions',
        owner: 'State of West Virginia (statute)',
        secondary: 'A copy of the statute published by instalawyer.io',
        dated: null,
      }),
    ],
  },
  ND: {
    limitUsd: 50000,
    limitCounts: 'the whole estate passing by will or by law, wherever it is, less liens',
    limitNote:
      'The code we read is the 2013 edition and the court’s guide was revised September 4, 2019; check the current code before relying on the figure.',
    procedure: 'Affidavit for Collection of Personal Property',
    waitDays: 30,
    statute: 'N.D. Cent. Code § 30.1-23-01',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title:
          '2013 North Dakota Century Code, Chapter 30.1-23, Collection by Affidavit, Administration for Small Estates',
        url: 'https://law.justia.com/codes/north-dakota/2013/title-30.1/chapter-30.1-23',
        owner: 'State of North Dakota (statute)',
        secondary: 'A copy of the 2013 code published by Justia',
        dated: null,
      }),
      read({
        title: 'Informal Administration of an Estate (Informal Probate)',
        url: 'https://docslib.org/doc/12102895/informal-administration-of-an-estate-informal-probate',
        owner: 'North Dakota Office of State Court Administrator',
        secondary: 'A copy of the state courts’ guide, revised September 4, 2019, published by docslib.org',
        dated: '2019-09-04',
      }),
    ],
  },
  NM: {
    limitUsd: 50000,
    limitCounts: 'the whole estate, wherever it is, less liens',
    limitNote: 'The affidavit collects personal property only, not land or a house.',
    procedure: 'Collection of Personal Property by Affidavit',
    waitDays: 30,
    statute: 'N.M. Stat. § 45-3-1201',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'GN 02315.069 New Mexico Small Estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315069',
        owner: 'Social Security Administration',
        secondary:
          'Social Security’s account of NMSA §§ 45-3-1201 and 45-3-1202: the $50,000 limit and the 30-day wait',
        dated: '2014-09-01',
      }),
    ],
  },
  SD: {
    limitUsd: 100000,
    limitCounts: 'the whole estate, wherever it is, less liens',
    limitNote:
      'Not open when the person owed the Department of Social Services for nursing home or other institutional care.',
    procedure: 'Collection of Personal Property by Affidavit',
    waitDays: 30,
    statute: 'S.D. Codified Laws § 29A-3-1201',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'GN 02315 TN 30, Small Estate Statutes (GN 02315.080 South Dakota – Small Estates)',
        url: 'https://secure.ssa.gov/apps10/reference.nsf/links/06262025080110PM',
        owner: 'Social Security Administration',
        secondary:
          'Social Security’s 2025 update of its account of S.D. Codified Laws § 29A-3-1201, raising the figure to $100,000',
        dated: '2025-06-26',
      }),
    ],
  },
  HI: {
    limitUsd: 100000,
    limitCounts:
      'the gross value of the person’s estate in Hawaii; cars registered to the person pass this way at any value',
    procedure: 'Affidavit for Collection of Personal Property',
    statute: 'Haw. Rev. Stat. § 560:3-1201',
    whereToAsk: 'No court filing: the affidavit and the death certificate go to the bank or other holder',
    sources: [
      read({
        title: 'Hawaii Small Estate Summary (§ 560:3-1201, Collection of personal property by affidavit)',
        url: 'http://smallestates.uslegal.com/affidavits-and-summary-administration-laws/hawaii-small-estate-summary/',
        owner: 'State of Hawaii (statute)',
        secondary: 'A copy of the statute’s text published by US Legal',
        dated: null,
      }),
    ],
  },
  MN: {
    limitUsd: 75000,
    limitCounts: 'the whole probate estate on the day of death, including a safe deposit box, less liens',
    limitNote:
      'For deaths from August 1, 2016; the limit was $50,000 before. A certified death record goes with the affidavit.',
    procedure: 'Affidavit for Collection of Personal Property',
    waitDays: 30,
    statute: 'Minn. Stat. § 524.3-1201',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'GN 02315 TN 20, Small Estate Statutes (GN 02315.061 Minnesota Small Estates)',
        url: 'https://secure.ssa.gov/apps10/reference.nsf/links/05122021080120PM',
        owner: 'Social Security Administration',
        secondary: 'Social Security’s account of Minn. Stat. § 524.3-1201, raised to $75,000 from August 1, 2016',
        dated: '2021-05-12',
      }),
    ],
  },
  MT: {
    limitUsd: 50000,
    limitCounts: 'the whole estate, wherever it is, less liens',
    limitNote:
      'Social Security’s account we read dates from 2014; check the current statute before relying on the figure.',
    procedure: 'Collection of Personal Property by Affidavit',
    waitDays: 30,
    statute: 'Mont. Code Ann. § 72-3-1101',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'GN 02315.064 Montana – Small Estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315064',
        owner: 'Social Security Administration',
        secondary: 'Social Security’s account of Mont. Code Ann. § 72-3-1101: the $50,000 limit and the 30-day wait',
        dated: '2014-10-09',
      }),
    ],
  },
  AK: {
    limitUsd: 50000,
    limitCounts: 'the person’s personal property other than vehicles, less liens; vehicles may add up to $100,000 more',
    limitNote: 'The affidavit cannot pass land or a house.',
    procedure: 'Collection of Personal Property by Affidavit',
    waitDays: 30,
    statute: 'Alaska Stat. § 13.16.680',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'GN 02315.037 Alaska Small Estates',
        url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0202315037',
        owner: 'Social Security Administration',
        secondary:
          'Social Security’s account of AS 13.16.680: $50,000 of personal property and $100,000 of vehicles, 30 days',
        dated: '2014-03-01',
      }),
    ],
  },
  AR: {
    limitUsd: 100000,
    limitCounts:
      'all the person’s property less debts secured on it, leaving out the homestead and the allowances for a spouse or minor children',
    limitNote: 'There must be no unpaid claims against the estate.',
    procedure: 'Affidavit for Collection of Small Estate',
    waitDays: 45,
    statute: 'Ark. Code § 28-41-101',
    whereToAsk: 'The probate clerk of the circuit court in the county where the person last lived',
    sources: [
      read({
        title: 'Avoiding Probate with Real Property (Wills and Estates, Small Estates)',
        url: 'https://a.arlawhelp.org/wills-and-estates/small-estates/avoiding-probate-with-real-property-packet',
        owner: 'Arkansas Legal Services Partnership (arlawhelp.org)',
        dated: null,
      }),
      read({
        title: 'GN 02315.040 Arkansas Small Estates',
        url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0202315040',
        owner: 'Social Security Administration',
        secondary: 'Social Security’s account of Ark. Code §§ 28-41-101 and 28-41-102',
        dated: '2014-09-01',
      }),
    ],
  },
  DC: {
    limitUsd: 40000,
    limitCounts: 'the gross value of the person’s property to be administered in the District',
    limitNote:
      'For deaths after April 26, 2001. The court appoints a personal representative to pay claims and share out the estate.',
    procedure: 'Small Estate Proceeding (Petition for Administration of Small Estate)',
    statute: 'D.C. Code § 20-351',
    statuteUrl: 'https://development.code.dccouncil.us/dc/council/code/titles/20/chapters/3/subchapters/VI/',
    whereToAsk: 'The Probate Division of the D.C. Superior Court, 515 5th Street NW, 3rd floor, Washington, DC 20001',
    sources: [
      read({
        title: 'Small Estate Proceeding (SEB)',
        url: 'http://www.dccourts.gov/services/probate-matters/small-estate-proceeding-seb',
        owner: 'District of Columbia Courts',
        dated: null,
      }),
      read({
        title: 'Small Estates (SEB) FAQs',
        url: 'https://dccourts.gov/services/faqs/filtered?location%5B0%5D=small&location%5B1%5D=seblegal',
        owner: 'District of Columbia Courts',
        dated: null,
      }),
      read({
        title: 'Code of the District of Columbia, Subchapter VI, Small Estates',
        url: 'https://development.code.dccouncil.us/dc/council/code/titles/20/chapters/3/subchapters/VI/',
        owner: 'Council of the District of Columbia',
        dated: '2001-04-27',
      }),
    ],
  },
  DE: {
    limitUsd: 30000,
    limitCounts:
      'the person’s personal estate, not counting exempt or jointly owned property; no real estate in the person’s name alone',
    limitNote: 'Known debts and the surviving spouse’s allowance must be paid or provided for first.',
    procedure: 'Small Estate Affidavit',
    waitDays: 30,
    statute: '12 Del. C. § 2306',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'GN 02315.044 Delaware Small Estates',
        url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0202315044',
        owner: 'Social Security Administration',
        secondary:
          'Social Security’s account of 12 Del. C. §§ 2306-2307: the $30,000 limit, the 30-day wait and who may sign',
        dated: '2013-07-01',
      }),
    ],
  },
  OR: {
    limitUsd: 275000,
    limitCounts:
      'the estate’s market value, with no deduction for debts: at most $75,000 of personal property and $200,000 of real estate',
    limitNote:
      'The affidavit is filed with the probate court clerk; a certified copy is then shown to banks and others.',
    procedure: 'Small Estate Affidavit (Affidavit of Claiming Successor)',
    waitDays: 30,
    statute: 'Or. Rev. Stat. §§ 114.510, 114.515',
    whereToAsk: 'The clerk of the probate court in the county where the person lived or owned property',
    sources: [
      read({
        title: 'GN 02315.075 Oregon Small Estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315075',
        owner: 'Social Security Administration',
        secondary: 'Social Security’s account of Or. Rev. Stat. §§ 114.505 to 114.560, citing the 2024 statutes',
        dated: '2025-05-01',
      }),
      read({
        title: 'ORS 114.515, Small estate affidavit',
        url: 'https://oregon.public.law/statutes/ors_114.515',
        owner: 'State of Oregon (statute)',
        secondary: 'A copy of the statute published by Oregon Public Law',
        dated: null,
      }),
    ],
  },
  UT: {
    limitUsd: 100000,
    limitCounts: 'the whole estate subject to administration, wherever it is, less liens',
    limitNote: 'The affidavit collects personal property only.',
    procedure: 'Collection of Personal Property by Affidavit',
    waitDays: 30,
    statute: 'Utah Code § 75-3-1201',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'GN 02315.083 Utah – Small Estates',
        url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0202315083',
        owner: 'Social Security Administration',
        secondary: 'Social Security’s account of Utah Code § 75-3-1201: the $100,000 limit and the 30-day wait',
        dated: '2014-10-09',
      }),
    ],
  },
  CT: {
    limitUsd: 40000,
    limitCounts:
      'the person’s solely owned personal property, leaving out what passes outside probate; no solely owned real estate in Connecticut',
    limitNote: 'The court sends the affidavit to the state and waits 30 days before it issues its order.',
    procedure: 'Affidavit in Lieu of Probate of Will or Administration (small estate)',
    statute: 'Conn. Gen. Stat. § 45a-273',
    whereToAsk: 'The Probate Court for the district where the person lived',
    sources: [
      read({
        title:
          'Conn. Gen. Stat. § 45a-273, Settlement of small estates without probate of will or letters of administration',
        url: 'http://print.casetext.com/statute/general-statutes-of-connecticut/title-45a-probate-courts-and-procedure/chapter-802b-decedents-estates/part-i-settlement-of-certain-small-estates-without-letters-of-administration-or-probate-of-will/section-45a-273-formerly-sec-45-266-settlement-of-small-estates-without-probate-of-will-or-letters-of-administration',
        owner: 'State of Connecticut (statute)',
        secondary: 'A copy of the statute published by Casetext, current with the 2024 sessions',
        dated: null,
      }),
    ],
  },
  MA: {
    limitUsd: 25000,
    limitCounts: 'the person’s personal property, not counting one car; the estate may hold no real estate',
    limitNote:
      'The person who files becomes the voluntary administrator and must pay debts and share out the rest by law.',
    procedure: 'Voluntary Administration',
    waitDays: 30,
    statute: 'Mass. Gen. Laws c. 190B, § 3-1201',
    whereToAsk: 'The Probate and Family Court of the county where the person lived',
    sources: [
      read({
        title: 'GN 02315.059 Massachusetts Small Estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315059',
        owner: 'Social Security Administration',
        secondary:
          'Social Security’s account of c. 190B, §§ 3-1201 to 3-1204: the $25,000 limit, the car rule and the 30-day wait',
        dated: '2013-06-01',
      }),
    ],
  },
  MD: {
    limitUsd: 50000,
    limitCounts: 'the person’s property to be administered in Maryland, at market value less debts secured on it',
    limitNote: 'The limit is $100,000 when the surviving spouse is the only heir or the only one named in the will.',
    procedure: 'Administration of a Small Estate',
    statute: 'Md. Code, Est. & Trusts § 5-601',
    statuteUrl: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=get&enactments=false&section=5-601',
    whereToAsk: 'The Register of Wills of the county where the person lived',
    sources: [
      read({
        title: 'Statutes Text, Article Estates and Trusts, § 5-601',
        url: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=get&enactments=false&section=5-601',
        owner: 'Maryland General Assembly',
        dated: null,
      }),
      read({
        title: 'Statutes Text, Article Estates and Trusts, § 5-606',
        url: 'https://mgaleg.maryland.gov/mgawebsite/laws/StatuteText?article=get&section=5-606&enactments=False&archived=False',
        owner: 'Maryland General Assembly',
        dated: null,
      }),
    ],
  },
  IA: {
    limitUsd: 50000,
    limitCounts:
      'the gross value of the person’s personal property; the estate may hold no real estate except land passing to a joint owner',
    limitNote: 'For deaths on or after July 1, 2018. A court small-estate administration exists for larger estates.',
    procedure: 'Affidavit for Distribution of Property',
    waitDays: 40,
    statute: 'Iowa Code § 633.356',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'GN 02315.053 Iowa Small Estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315053',
        owner: 'Social Security Administration',
        secondary:
          'Social Security’s account of Iowa Code § 633.356: the $50,000 limit, the 40-day wait and the real estate rule',
        dated: '2024-02-01',
      }),
    ],
  },
  LA: {
    limitUsd: 125000,
    limitCounts: 'the gross value of the person’s property in Louisiana on the day of death',
    limitNote:
      'Any value if the death was at least 20 years before the affidavit. The heirs who may use it are named by law (children and other descendants, parents, brothers and sisters, the spouse, and certain legatees).',
    procedure: 'Affidavit of Small Succession',
    statute: 'La. Code Civ. Proc. art. 3421',
    statuteUrl: 'https://legis.la.gov/legis/LawPrint.aspx?d=111765',
    whereToAsk:
      'No court filing: the affidavit goes to the bank or other holder. For land or a house, it is recorded with the clerk of court of the parish where the property is.',
    sources: [
      read({
        title: 'Code of Civil Procedure Art. 3421, Small successions defined',
        url: 'https://legis.la.gov/legis/LawPrint.aspx?d=111765',
        owner: 'Louisiana State Legislature',
        dated: null,
      }),
      read({
        title: 'GN 02315.056 Louisiana Small Estates',
        url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0202315056',
        owner: 'Social Security Administration',
        secondary: 'Social Security’s account of the small succession articles (3421, 3431 to 3434)',
        dated: '2023-08-01',
      }),
    ],
  },
  NV: {
    limitUsd: 25000,
    limitCounts:
      'the gross value of the person’s property in Nevada, not counting vehicles; no land or house in Nevada',
    limitNote:
      'A surviving spouse may use it up to $100,000. Others with an equal or higher claim must be given 14 days’ notice first.',
    procedure: 'Affidavit of Entitlement',
    waitDays: 40,
    statute: 'Nev. Rev. Stat. § 146.080',
    statuteUrl: 'https://leg.state.nv.us/division/legal/lawlibrary/nrs/NRS-146.html',
    whereToAsk: 'No court filing: the signed, notarized affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'Affidavit of Entitlement for Estates Less than $25,000',
        url: 'http://www.civillawselfhelpcenter.org/self-help/probate/administration-of-estates/129-estates-less-than-25-000/278-affidavit-of-entitlement',
        owner: 'Civil Law Self-Help Center (Clark County, Nevada)',
        dated: null,
      }),
      read({
        title: 'NRS Chapter 146, Support of Family; Small Estates',
        url: 'https://leg.state.nv.us/division/legal/lawlibrary/nrs/NRS-146.html',
        owner: 'Nevada Legislature',
        dated: '2024-06-29',
      }),
    ],
  },
  OK: {
    limitUsd: 50000,
    limitCounts: 'the fair market value of the person’s property in Oklahoma, less liens',
    limitNote: 'All taxes and debts of the estate must be paid, or barred by time, first.',
    procedure: 'Small Estate Affidavit',
    waitDays: 10,
    statute: 'Okla. Stat. tit. 58, § 393',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'GN 02315.074 Oklahoma Small Estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315074',
        owner: 'Social Security Administration',
        secondary:
          'Social Security’s account of 58 O.S. § 393: the $50,000 limit, the 10-day wait and what the affidavit must say',
        dated: null,
      }),
    ],
  },
  SC: {
    limitUsd: 45000,
    limitCounts: 'the whole probate estate (what passes by will or without one), less liens',
    limitNote:
      'Raised from $25,000 by Act No. 26 of 2025 (H. 3472), signed May 8, 2025. The probate judge must approve and countersign the affidavit.',
    procedure: 'Affidavit for Collection of Personal Property (Small Estate Affidavit)',
    waitDays: 30,
    statute: 'S.C. Code § 62-3-1201',
    whereToAsk: 'The Probate Court of the county where the person lived',
    sources: [
      read({
        title: 'Bill 3472, Committee Report (collection of personal property by affidavit)',
        url: 'https://scstatehouse.gov/sess126_2025-2026/prever/3472_20250212.htm',
        owner: 'South Carolina General Assembly',
        dated: '2025-02-12',
      }),
      read({
        title: 'Big Changes for Small Estates: South Carolina’s New Law Raises Probate Threshold to $45,000',
        url: 'https://debruinlawfirm.com/?p=127863',
        owner: 'South Carolina General Assembly (Act No. 26 of 2025)',
        secondary:
          'A law firm’s account that H. 3472 was signed on May 8, 2025 as Act No. 26; the only page we read that says it became law',
        dated: '2025-05-08',
      }),
      read({
        title: 'GN 02315.079 South Carolina — Small Estates',
        url: 'https://secure.ssa.gov/poms.nsf/lnx/0202315079',
        owner: 'Social Security Administration',
        secondary:
          'Social Security’s account of the procedure (30 days; approved by the probate judge); it gives the old $25,000 limit',
        dated: null,
      }),
    ],
  },
  IN: {
    limitUsd: 100000,
    limitCounts: 'the gross probate estate, less liens, debts secured on it and reasonable funeral costs',
    limitNote: 'For deaths after June 30, 2022; the limit was $50,000 for deaths from July 1, 2006 to June 30, 2022.',
    procedure: 'Small Estate Affidavit',
    waitDays: 45,
    statute: 'Ind. Code § 29-1-8-1',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder, after telling the other heirs',
    sources: [
      read({
        title: 'Indiana Code 29-1-8-1, Small estates; payment upon presentation of affidavit',
        url: 'https://instalawyer.io/laws/indiana-code/29-1-8-1-small-estates-payment-upon',
        owner: 'State of Indiana (statute)',
        secondary: 'A copy of the statute published by instalawyer.io',
        dated: '2022-07-01',
      }),
      read({
        title: 'GN 02315.052 Indiana — Small Estates',
        url: 'https://secure.ssa.gov/apps10/poms.NSF/lnx/0202315052',
        owner: 'Social Security Administration',
        secondary: 'Social Security’s account of the statute, with the $100,000 limit for deaths after June 30, 2022',
        dated: null,
      }),
    ],
  },
  MO: {
    limitUsd: 40000,
    limitCounts: 'the whole estate, less debts and liens on it',
    limitNote:
      'The affidavit is filed with the probate court, which may ask for a bond. It can pass real estate as well as personal property.',
    procedure: 'Small Estate Affidavit',
    waitDays: 30,
    statute: 'Mo. Rev. Stat. § 473.097',
    whereToAsk: 'The probate division of the circuit court of the county where the person lived',
    sources: [
      read({
        title: 'Missouri Revised Statutes Section 473.097, Small estate, distribution of assets without letters',
        url: 'https://instalawyer.io/laws/missouri-revised-statutes/section-473097-small-estate',
        owner: 'State of Missouri (statute)',
        secondary: 'A copy of the statute published by instalawyer.io, effective August 28, 2002',
        dated: '2002-08-28',
      }),
      read({
        title: 'GN 02315.063 Missouri Small Estates',
        url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0202315063',
        owner: 'Social Security Administration',
        secondary: 'Social Security’s account of Missouri’s small-estate statutes',
        dated: '2014-12-01',
      }),
    ],
  },
  VA: {
    limitUsd: 50000,
    limitCounts: 'each asset other than real estate (a bank account, a refund, a car), worth $50,000 or less',
    limitNote: 'The affidavit cannot pass real estate.',
    procedure: 'Small Estate Affidavit (Virginia Small Estate Act)',
    waitDays: 60,
    statute: 'Va. Code § 64.2-601',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'GN 02315.085 Virginia Small Estates',
        url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0202315085',
        owner: 'Social Security Administration',
        secondary: 'Social Security’s account of the Virginia Small Estate Act (Va. Code §§ 64.2-600 to 64.2-605)',
        dated: '2015-12-01',
      }),
    ],
  },
  WA: {
    limitUsd: 100000,
    limitCounts: 'the whole estate subject to probate, less liens, not counting a spouse’s or partner’s community half',
    limitNote: 'All debts, including the funeral, must be paid or provided for first.',
    procedure: 'Small Estate Affidavit',
    waitDays: 40,
    statute: 'Rev. Code Wash. § 11.62.010',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'GN 02315.087 Washington — Small Estates',
        url: 'https://secure.ssa.gov/POMS.NSF/lnx/0202315087',
        owner: 'Social Security Administration',
        secondary:
          'Social Security’s account of the statute: the $100,000 limit, the 40-day wait and what the affidavit must say',
        dated: null,
      }),
    ],
  },
  WI: {
    limitUsd: 50000,
    limitCounts: 'the person’s property subject to administration in Wisconsin',
    limitNote: 'For real estate, the affidavit is recorded with the county register of deeds.',
    procedure: 'Transfer by Affidavit',
    statute: 'Wis. Stat. § 867.03',
    whereToAsk:
      'No court filing: the affidavit goes to the bank or other holder, or to the county Register of Deeds for real estate',
    sources: [
      read({
        title: '2011 Wisconsin Laws 867.03, Transfer by affidavit',
        url: 'https://lawserver.com/law/state/wisconsin/2011-wi-laws/2011_wisconsin_laws_867-03',
        owner: 'State of Wisconsin (statute)',
        secondary: 'A copy of the statute (2011 laws) published by LawServer',
        dated: null,
      }),
    ],
  },
  CA: {
    limitUsd: 208850,
    limitCounts: 'the gross value of the person’s property in California, leaving out what passes outside probate',
    limitNote:
      'This is the limit for deaths on or after April 1, 2025; it was $184,500 for deaths from April 1, 2022. The Judicial Council adjusts it every three years. The affidavit is for money and personal property, not a house.',
    procedure: 'Affidavit for Collection of Personal Property (Small Estate Affidavit)',
    waitDays: 40,
    statute: 'Cal. Prob. Code § 13100',
    whereToAsk:
      'No court filing: the signed affidavit goes to the bank or other holder. Other small-estate forms go to the Superior Court of the county where the person lived.',
    sources: [
      read({
        title: 'Rules and Forms | Decedents’ Estates: Succession to Property of Small Value',
        url: 'https://jcc.legistar.com/LegislationDetail.aspx?FullText=1&GUID=EC442762-DEC5-4A49-B644-E764B83A8799&ID=7262247',
        owner: 'Judicial Council of California',
        dated: '2025-04-28',
      }),
      read({
        title: 'California’s Small-Estate Limit: The Number Many Websites Get Wrong',
        url: 'https://fiduciarycms.com/blog/california-small-estate-limit-2026/',
        owner: 'Judicial Council of California (form DE-300)',
        secondary:
          'A fiduciary firm’s blog giving the DE-300 figure of $208,850; the only copy of the new figure we could read (the Council’s report above confirms the 2025 adjustment)',
        dated: null,
      }),
      read({
        title: 'GN 02315.041 California — Small Estates',
        url: 'https://secure.ssa.gov/apps10/poms.nsf/lnx/0202315041',
        owner: 'Social Security Administration',
        secondary: 'Social Security’s account of the statute: the 40-day wait and the 2022 limit of $184,500',
        dated: null,
      }),
    ],
  },
  FL: {
    limitUsd: 75000,
    limitCounts: 'the whole estate to be administered in Florida, less property the law protects from creditors',
    limitNote:
      'Also open at any value when the person died more than 2 years ago. Not open when a will calls for full administration. It is a short court case started by a petition.',
    procedure: 'Summary Administration',
    statute: 'Fla. Stat. § 735.201',
    statuteUrl:
      'http://leg.state.fl.us/Statutes/index.cfm?App_mode=Display_Statute&Search_String=&URL=0700-0799/0735/Sections/0735.201.html',
    whereToAsk:
      'The probate division of the Circuit Court, through the Clerk of Court of the county where the person lived',
    sources: [
      read({
        title: 'The 2023 Florida Statutes, 735.201 Summary administration; nature of proceedings',
        url: 'http://leg.state.fl.us/Statutes/index.cfm?App_mode=Display_Statute&Search_String=&URL=0700-0799/0735/Sections/0735.201.html',
        owner: 'The Florida Legislature',
        dated: null,
      }),
      read({
        title: 'Probate & Wills',
        url: 'https://www.leeclerk.org/courts/probate-wills',
        owner: 'Lee County Clerk of Court, Florida',
        dated: null,
      }),
    ],
  },
  IL: {
    limitUsd: 100000,
    limitCounts: 'the person’s whole personal estate (not real estate), including what passes by will or without one',
    limitNote:
      'Banks and others pay on the signed affidavit. Lawyers advise against it when the person owned real estate in their own name.',
    procedure: 'Small Estate Affidavit',
    statute: '755 ILCS 5/25-1',
    statuteUrl:
      'https://www.ilga.gov/legislation/ilcs/ilcs4.asp?DocName=075500050HArt.+XXV&ActID=2104&ChapterID=60&SeqStart=33900000&SeqEnd=34400000',
    whereToAsk: 'No court filing: the affidavit goes to the bank or other holder',
    sources: [
      read({
        title: 'Probate Act of 1975, Article XXV, Small Estates (755 ILCS 5/25-1)',
        url: 'https://www.ilga.gov/legislation/ilcs/ilcs4.asp?DocName=075500050HArt.+XXV&ActID=2104&ChapterID=60&SeqStart=33900000&SeqEnd=34400000',
        owner: 'Illinois General Assembly',
        dated: null,
      }),
      read({
        title: 'Small estate affidavit where the decedent owned real property (CQ 2018-052)',
        url: 'https://dev.gotoiba.com/qa/cq-2018-052',
        owner: 'State of Illinois (statute)',
        secondary:
          'The Illinois Bankers Association’s answer quoting the statute’s $100,000 limit and its advice on real estate',
        dated: null,
      }),
    ],
  },
  NC: {
    limitUsd: 20000,
    limitCounts: 'the person’s personal property, less liens on it',
    limitNote: 'This affidavit is for a person who died without a will. The affidavit is filed with the clerk first.',
    procedure: 'Collection of Personal Property by Affidavit',
    waitDays: 30,
    statute: 'N.C. Gen. Stat. § 28A-25-1',
    statuteUrl: 'https://ncleg.gov/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_28A/Article_25.html',
    whereToAsk: 'The Clerk of Superior Court of the county where the person lived',
    sources: [
      read({
        title: 'Chapter 28A, Article 25, Small Estates',
        url: 'https://ncleg.gov/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_28A/Article_25.html',
        owner: 'North Carolina General Assembly',
        dated: null,
      }),
    ],
  },
  NY: {
    limitUsd: 50000,
    limitCounts:
      'the person’s personal property (not real estate), leaving out property set aside for the family by law',
    limitNote:
      'The filing fee is $1. The court names a voluntary administrator, who collects and pays out the listed property.',
    procedure: 'Voluntary Administration (Small Estate)',
    statute: 'N.Y. Surr. Ct. Proc. Act § 1301',
    whereToAsk: 'The Surrogate’s Court of the county where the person lived',
    sources: [
      read({
        title: 'Surrogate’s Court, Small Estate Proceedings',
        url: 'http://www.nycourts.gov/courts/7jd/courts/surrogates/proceedings/small_estates.shtml',
        owner: 'New York State Unified Court System, Seventh Judicial District',
        dated: null,
      }),
      read({
        title: 'Surrogate’s Court',
        url: 'https://nysba.org/surrogatescourt',
        owner: 'New York State Bar Association',
        dated: null,
      }),
    ],
  },
  PA: {
    limitUsd: 50000,
    limitCounts:
      'the person’s property other than real estate and the small payments the law lets be made to the family directly',
    limitNote: 'The court decides on a petition and may order the property paid out without an estate being opened.',
    procedure: 'Petition for Settlement of a Small Estate',
    statute: '20 Pa.C.S. § 3102',
    whereToAsk: 'The Orphans’ Court Division of the Court of Common Pleas of the county where the person lived',
    sources: [
      read({
        title: 'What is a “small” estate petition?',
        url: 'https://thetownlaw.com/the-town-law-blog/what-is-a-small-estate-petition',
        owner: 'Commonwealth of Pennsylvania (statute)',
        secondary:
          'A law office’s blog quoting the text of 20 Pa.C.S. § 3102 with its $50,000 limit; the only copy of the current text we could read',
        dated: '2021-07-26',
      }),
      read({
        title:
          'Order Amending Rule 5.50 of the Pennsylvania Rules of Orphans’ Court Procedure (Settlement of Small Estates by Petition)',
        url: 'https://pacodeandbulletin.gov/Display/pabull?d=reduce&file=%2Fsecure%2Fpabulletin%2Fdata%2Fvol54%2F54-20%2F704.html',
        owner: 'Supreme Court of Pennsylvania',
        dated: '2024-07-01',
      }),
    ],
  },
  AL: {
    gap: 'Alabama’s limit for summary distribution (Ala. Code § 43-2-692) changes each March. The Jefferson County Probate Court’s table we read stops at 2023 ($34,611); a legal publisher gives $36,030 for 2024; the current figure was not found.',
  },
  AZ: {
    gap: 'Arizona’s limit (A.R.S. § 14-3971) has been raised more than once; the pages found disagree ($50,000 in an old Maricopa County court packet, $75,000 or $100,000 on form and law pages, $200,000 on a 2025 law firm page) and we could not read the statute.',
  },
  CO: {
    gap: 'Colorado’s limit (C.R.S. § 15-12-1201) is adjusted each year; Social Security’s account we read stops at 2014 ($64,000) and later figures appeared only on form sites.',
  },
  GA: {
    gap: 'Georgia sets no small-estate dollar limit: heirs of a person who left no will may ask the county Probate Court for an order that no administration is necessary (O.C.G.A. § 53-2-40), read in Social Security’s account of the law.',
  },
  KS: {
    gap: 'The Kansas affidavit limit (K.S.A. 59-1507b) appeared only on commercial pages ($75,000); Social Security’s account we read covers only refusal of letters (K.S.A. 59-2287).',
  },
  KY: {
    gap: 'Kentucky has no small-estate affidavit; the District Court may dispense with administration (KRS 395.455), and the pages found disagree on the amount ($15,000 or $30,000).',
  },
  ME: {
    gap: 'Maine’s limit (18-C M.R.S. § 3-1201) is $40,000 adjusted for inflation; only a law firm page gave a current figure ($49,700 for 2024), and we read no court or statute page with it.',
  },
  MI: {
    gap: 'Michigan’s small-estate limit (MCL 700.3983) changes each year. The court page we read (Livingston County Probate Court) gives the 2023 figure; the current figure appeared only on commercial pages.',
  },
  ID: {
    gap: 'Idaho’s affidavit limit (Idaho Code § 15-3-1201) appeared only on law firm and form pages ($100,000); Social Security’s account we read stops before the affidavit section, and we could not read the statute.',
  },
  MS: {
    gap: 'Mississippi’s limit (Miss. Code § 91-7-322) appears as $50,000 in a law firm’s quotation of the statute and as $75,000 on form sites; we read no official page to settle it.',
  },
  NE: {
    gap: 'Nebraska’s affidavit limit (Neb. Rev. Stat. § 30-24,125) was raised: Social Security’s account (2014) gives $50,000, a legal publisher’s 2024 summary gives $100,000, and we could not read the statute.',
  },
  NH: {
    gap: 'New Hampshire has no small-estate affidavit with a dollar limit; the pages found (not official) say its small estate administration was repealed and families use a waiver of administration (RSA 553:32).',
  },
  NJ: {
    gap: 'New Jersey’s limits (N.J.S.A. 3B:10-3 and 3B:10-4) were raised; Social Security’s account gives the old $20,000 and $10,000, the newer $50,000 and $20,000 appeared only on law firm and form pages.',
  },
  OH: {
    limitUsd: 35000,
    limitCounts: 'the gross value of everything the person owned that goes through probate',
    limitNote:
      'The limit is $100,000 when a surviving spouse receives the whole estate. A shorter "summary release" exists for very small estates (up to $5,000, or $45,000 for a spouse).',
    procedure: 'Release from Administration',
    statute: 'Ohio Rev. Code § 2113.03',
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
  WY: {
    gap: 'Wyoming’s limit (Wyo. Stat. § 2-1-201) appeared only on form and legal publisher pages ($200,000, one saying $100,000); we read no statute or court page.',
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

/**
 * The gap of a state, or undefined where it has an entry.
 * @internal Read by the data test that holds every state to an entry or a gap.
 */
export function smallEstateGap(code: string): string | undefined {
  const entry = smallEstates[code];
  return entry && 'gap' in entry ? entry.gap : undefined;
}
