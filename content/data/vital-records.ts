import { type DeathSource, type VitalRecord, type VitalRecordInput, vitalRecordsSchema } from './after-death.schema';

/**
 * Each state's death certificates: the office, how to order, the fee for the first and each further
 * copy, and who may order, from the pages named in each record; or the gap, where we found no page
 * we could use in the time given to the search (2026-11-26). A state page and /when-someone-dies
 * show the record; a gap sends the reader to CDC's "Where to Write for Vital Records" index, which
 * links every state's office. Fees change: each record shows the date of its page and the day it
 * was read.
 */

const checked = '2026-11-26';

/** CDC's index of the state vital records offices, named on the page where a state has a gap. */
export const whereToWrite = {
  title: 'Where to Write for Vital Records',
  url: 'https://www.cdc.gov/nchs/w2w/index.htm',
  owner: 'CDC, National Center for Health Statistics',
} as const;

/**
 * A state whose fee we could not cite: what was missing, and what the search found instead (by
 * default, only commercial summaries, which the site does not cite).
 */
const notFound = (what: string, found = 'The pages found were commercial summaries we do not cite.') => ({
  gap: `No page of the state or a county office giving ${what} was found in the search of ${checked}. ${found}`,
});

// biome-ignore lint/correctness/noUnusedVariables: no record uses it since the recheck of 2026-11-29; left for the tidy after issue 42's merges
const noFee = notFound('the fee for a death certificate');

const src = (s: Omit<DeathSource, 'checked'>): DeathSource => ({ ...s, checked });

/** A page read in the search of 2026-11-29, which rechecked every state (issue 42). */
const read29 = (s: Omit<DeathSource, 'checked'>): DeathSource => ({ ...s, checked: '2026-11-29' });

const records: Record<string, VitalRecordInput | { gap: string }> = {
  AL: {
    office: 'Alabama Department of Public Health, Center for Health Statistics',
    mail: 'Center for Health Statistics, P.O. Box 5625, Montgomery, AL 36103-5625',
    inPerson: 'Any county health department in Alabama, once the certificate is filed with the state',
    phone: '(334) 206-5418',
    feeFirst: 15,
    feeFurther: 6,
    feeNote:
      'State law: $15 for the search and one certified copy, and $6 for each further copy of the same record ordered at the same time.',
    feeSource: read29({
      title: 'Code of Alabama § 22-9A-23, Fees',
      url: 'https://instalawyer.io/laws/code-of-alabama/section-22-9a-23-fees',
      owner: 'State of Alabama (Code of Alabama)',
      secondary: 'A copy of the statute published by instalawyer.io',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'Any county health department in Alabama issues certified copies while you wait, wherever in the state the death happened.',
    },
    moreSources: [
      read29({
        title: 'Alabama’s Center for Health Statistics Provides More Than Just Birth and Death Certificates',
        url: 'https://www.alabamapublichealth.gov/blog/2023/09/sho-september.html',
        owner: 'Alabama Department of Public Health',
        dated: null,
      }),
      read29({
        title: 'Death Certificates',
        url: 'http://www.huntsvillehospital.org/patients-visitors/medical-records/death-certificates',
        owner: 'Alabama Department of Public Health (fee and address)',
        secondary: 'Huntsville Hospital’s page for families, which gives the state fee and address',
        dated: null,
      }),
    ],
  },
  AK: {
    gap: 'We found no page of the Alaska Department of Health that gives the death certificate fee in the search of 2026-11-29. The pages found were commercial summaries, which we do not cite.',
  },
  AZ: {
    gap: 'We found no page of the Arizona Department of Health Services that gives the death certificate fee in the search of 2026-11-29. State law (A.R.S. 36-341) lets county registrars set their own fees.',
  },
  AR: {
    gap: 'We found no page of the Arkansas Department of Health that gives the death certificate fee in the search of 2026-11-29. The pages found were commercial summaries, which we do not cite.',
  },
  CA: {
    gap: 'The California Department of Public Health’s vital records pages, read on 2026-11-29, say the fee is set in state law but not the amount. A county page gave $24 from January 1, 2022, and a state letter adds $2 from January 1, 2026, so we show no fee.',
  },
  CO: {
    gap: 'We could not find the Colorado Department of Public Health and Environment’s own death certificate page in the search of 2026-11-29. The $20 and $13 shown before came from a 2012 newspaper report and a county page, so we no longer show them.',
  },
  CT: {
    office: 'Connecticut Department of Public Health, State Vital Records Office, or the town where the death happened',
    whoMayOrder:
      'Anyone 18 or older. Only the spouse, next of kin or the funeral director may get a copy that shows the Social Security number. The spouse, child or parent of a veteran may get one copy free.',
    feeFirst: 20,
    feeFurther: 20,
    feeNote: 'State law sets $20 for each certified copy of a death certificate.',
    feeSource: read29({
      title: 'Connecticut General Statutes § 7-74, Fees for certified copies of vital records',
      url: 'https://instalawyer.io/laws/connecticut-general-statutes/section-7-74-fees-for',
      owner: 'State of Connecticut (General Statutes)',
      secondary: 'A copy of the statute published by instalawyer.io',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'Each of Connecticut’s 169 towns has a vital records office that issues certificates for deaths in that town.',
    },
    moreSources: [
      read29({
        title: 'Request a Certified Copy of a Death Certificate',
        url: 'https://portal.ct.gov/DPH/Vital-Records/Death-Certificates',
        owner: 'Connecticut Department of Public Health',
        dated: null,
      }),
      read29({
        title: 'State Vital Records Office',
        url: 'https://portal.ct.gov/DPH/Vital-Records/State-Vital-Records-Office--Home',
        owner: 'Connecticut Department of Public Health',
        dated: null,
      }),
    ],
  },
  DE: {
    gap: 'We found no page of the Delaware Division of Public Health that gives the death certificate fee in the search of 2026-11-29. The pages found were commercial summaries, which we do not cite.',
  },
  DC: {
    gap: 'DC Health’s death certificate page was read again on 2026-11-29. The copy we could read gives walk-up and appointment service but not the fee.',
  },
  FL: {
    gap: 'The Florida Bureau of Vital Statistics’ page, read on 2026-11-29, says to order by mail or in person in Jacksonville, online through its one contracted vendor, or at a county health department for deaths since 2009, but the part we could read stops before its fees.',
  },
  GA: {
    office: 'Georgia Department of Public Health, State Office of Vital Records, or any county vital records office',
    mail: 'Send a signed request, a copy of your photo ID, a stamped return envelope and a cashier’s check or money order made out to Vital Records.',
    inPerson: 'Any county vital records office can issue a death record for a death anywhere in Georgia since 1919.',
    whoMayOrder:
      'Anyone with a direct and tangible interest, mainly family members or the family’s legal representatives.',
    feeFirst: 25,
    feeFurther: 5,
    feeNote:
      'The $25 fee includes one copy if the record is found and is not refunded. Each further copy of the same record ordered at the same time costs $5.',
    feeSource: read29({
      title: 'Vital Records: Death Certificates',
      url: 'http://health.state.ga.us/programs/vitalrecords/death.asp',
      owner: 'State of Georgia, State Office of Vital Records (its earlier website)',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'Every county vital records office can issue a death certificate for a death anywhere in Georgia since 1919.',
    },
    moreSources: [
      read29({
        title: 'Death Certificates',
        url: 'https://southhealthdistrict.com/vital-records/death-certificates/',
        owner: 'Georgia Department of Public Health, South Health District',
        dated: null,
      }),
    ],
  },
  HI: {
    office: 'Hawaii State Department of Health, Office of Health Status Monitoring, Issuance/Vital Statistics Section',
    mail: 'State Department of Health, Issuance/Vital Statistics Section, P.O. Box 3378, Honolulu, HI 96801, with a copy of your photo ID',
    inPerson:
      '1250 Punchbowl Street, Room 103, Honolulu, Monday to Friday 7:45 a.m. to 2:30 p.m.; on other islands, the District Health Office',
    online: 'Not yet: the department says it is building an online order system. Requests must be in writing.',
    feeFirst: 10,
    feeFurther: 4,
    feeNote: 'Each further copy of the same certificate costs $4 when ordered at the same time.',
    feeSource: src({
      title: 'Death Certificates',
      url: 'https://health.hawaii.gov/vitalrecords/death-certificates/',
      owner: 'Hawaii State Department of Health',
      dated: null,
    }),
    localRegistrars: {
      issue: false,
      note: 'On the other islands, requests go to the state department’s own District Health Offices.',
    },
  },
  ID: {
    office: 'Idaho Department of Health and Welfare, Bureau of Vital Records and Health Statistics',
    whoMayOrder:
      'Death certificates are confidential for 50 years; the department issues copies to those the law allows.',
    feeFirst: 16,
    feeFurther: 16,
    feeNote: 'State rule: $16 for each certified copy of a death certificate.',
    feeSource: read29({
      title: 'IDAPA 16.02.08.251, Fees for copies, searches, and other services',
      url: 'https://casetext.com/regulation/idaho-administrative-code/title-idapa-16-health-and-welfare-department-of/rule-160208-vital-statistics-rules/section-160208251-fees-for-copies-searches-and-other-services',
      owner: 'Idaho Department of Health and Welfare (administrative rule)',
      secondary: 'A copy of the rule published by Casetext, current through September 2, 2024',
      dated: '2024-09-02',
    }),
    localRegistrars: {
      issue: true,
      note: 'The same state rule lets a local registration area add its own service fee to each certified copy it issues.',
    },
    moreSources: [
      read29({
        title: 'About Death, Stillbirth, and Miscarriage Records',
        url: 'https://healthandwelfare.idaho.gov/services-programs/birth-marriage-death-records/about-death-stillbirth-and-miscarriage-records',
        owner: 'Idaho Department of Health and Welfare',
        dated: null,
      }),
    ],
  },
  IL: {
    office:
      'Illinois Department of Public Health, Division of Vital Records, or the county clerk where the death happened',
    whoMayOrder:
      'Those with a personal or property right interest. Someone who is not a relative sends a letter from the office that needs the certificate.',
    feeFirst: 19,
    feeNote: 'The state’s fee for a certified copy. The page does not give a lower price for further copies.',
    feeSource: src({
      title: 'Death Records: Frequently Asked Questions',
      url: 'http://www.idph.state.il.us/vitalrecords/death_faq.htm',
      owner: 'Illinois Department of Public Health',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'The county clerk of the county where the death happened also issues certified copies.',
    },
  },
  IN: {
    gap: 'The Indiana Department of Health’s death records page, read again on 2026-11-29, names the state laws that set the fee (IC 16-37-1-11 and 16-37-1-11.5) and says the fee includes one copy, but it does not give the amount.',
  },
  IA: {
    office:
      'Iowa Department of Health and Human Services, Bureau of Vital Records, or the county recorder where the death happened',
    whoMayOrder: 'Those entitled to the record, who send a notarized application and photo ID.',
    feeFirst: 20,
    feeFurther: 20,
    feeNote: '$20 for each certified copy; the $20 search fee includes the first copy and is not refunded.',
    feeSource: read29({
      title: 'Vital Records Notice',
      url: 'https://www.fremontcountyia.gov/vimages/shared/vnews/stories/5cad42bb8ed91/vitrecnot.htm',
      owner: 'Fremont County Recorder, Iowa',
      secondary: 'A county recorder’s notice of the fee the state’s directive sets',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'County recorders are the local registrars and issue certified copies too.',
    },
    moreSources: [
      read29({
        title: 'About Vital Records',
        url: 'http://www.wrightcounty.org/departments/recorder/about_vital_records.php',
        owner: 'Wright County Recorder, Iowa',
        dated: null,
      }),
    ],
  },
  KS: {
    office: 'Kansas Department of Health and Environment, Office of Vital Statistics',
    feeFirst: 20,
    feeFurther: 20,
    feeNote:
      'State regulation K.A.R. 28-17-6: $20 for the first copy and $20 for each further copy of the same record.',
    feeSource: read29({
      title: 'Kansas Register, Volume 41, Issue 24: K.A.R. 28-17-6, Fees for copies, abstracts, and searches',
      url: 'https://sos.ks.gov/publications/register/Volume-41/Issues/Issue-24/06-16-22-50239.html',
      owner: 'Kansas Department of Health and Environment (published by the Kansas Secretary of State)',
      dated: '2022-06-16',
    }),
    localRegistrars: {
      issue: false,
      note: 'Kansas ended local registrars in 1988, the state health department told a newspaper in 2018; copies come from the state office.',
    },
    moreSources: [
      read29({
        title: 'TopCity What: Doctors must sign off on state-mandated death certificates',
        url: 'https://www.cjonline.com/news/20180914/topcity-what-doctors-must-sign-off-on-state-mandated-death-certificates',
        owner: 'The Topeka Capital-Journal',
        secondary:
          'A newspaper’s report of what the Kansas Department of Health and Environment said about local registrars',
        dated: '2018-09-14',
      }),
    ],
  },
  KY: {
    gap: 'We found no Kentucky state page that gives the death certificate fee in the search of 2026-11-29. State law (KRS 213.141) has the state set the fee by regulation, which we could not read; the commercial pages found disagree.',
  },
  LA: {
    gap: 'We found no Louisiana Department of Health page that gives the fee in the search of 2026-11-29. State law (R.S. 40:39.1) lets each parish clerk of court issue death certificates for $19 on top of the state fee, which we could not read.',
  },
  ME: {
    office: 'Maine CDC, Data, Research and Vital Statistics, or the town office where the death happened',
    inPerson: 'Data, Research and Vital Statistics, 220 Capitol Street, Augusta: walk-ins 9:00 a.m. to 4:00 p.m.',
    mail: 'Send the application, a copy of your photo ID, a stamped return envelope and the fee.',
    online: 'The state office takes orders online.',
    whoMayOrder:
      'For records under 100 years old: the spouse or registered domestic partner, parents, descendants, a legal representative, and genealogists with a state researcher card.',
    feeFirst: 15,
    feeFurther: 6,
    feeNote: 'A town office’s fee: $15 for the first copy and $6 for each further copy.',
    feeSource: read29({
      title: 'Vital records',
      url: 'https://www.glenburn.org/?SEC=39FF7B04-17C3-4BFE-818A-AA950AC75C3B',
      owner: 'Town of Glenburn, Maine',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'Town and city clerks issue certified copies too, as well as the state office in Augusta.',
    },
    moreSources: [
      read29({
        title: 'Request Documents',
        url: 'https://www.maine.gov/dhhs/mecdc/vital-records/request-documents',
        owner: 'Maine Department of Health and Human Services',
        dated: null,
      }),
    ],
  },
  MD: {
    gap: 'The Maryland Department of Health’s Division of Vital Records page, read on 2026-11-29, does not give the fee in the part we could read. A county health department page gives its own fee for copies bought there.',
  },
  MA: {
    gap: 'We found no page of the Massachusetts Registry of Vital Records and Statistics that gives the death certificate fee in the search of 2026-11-29. The pages found were summaries we do not cite.',
  },
  MI: {
    gap: 'We found no Michigan state page that gives the current fee in the search of 2026-11-29. State law (MCL 333.2891) sets it, and the copy of the law we could read stops before the amounts.',
  },
  MN: {
    gap: 'The Minnesota Department of Health’s death certificate page, read on 2026-11-29, puts its fees in a part we could not read. It says any Minnesota county vital records office can issue copies too.',
  },
  MS: {
    gap: 'We found no Mississippi State Department of Health page that gives the fee in the search of 2026-11-29. The commercial pages found disagree ($17 and $6, or $20 and $8), and we do not cite them.',
  },
  MO: {
    office: 'Missouri Department of Health and Senior Services, Bureau of Vital Records, or a local health department',
    inPerson:
      'A local health department can issue death records from 1980 on; the Bureau in Jefferson City has all years from 1910.',
    mail: 'Mail requests to the Bureau of Vital Records in Jefferson City take 2 to 4 weeks.',
    phone: '573-751-6387',
    whoMayOrder:
      'Only a person with a direct and tangible interest in the record; vital records are not open to the public.',
    feeFirst: 14,
    feeFurther: 11,
    feeNote: 'In force since August 28, 2020; each further copy costs $11 when ordered at the same time.',
    feeSource: src({
      title: 'How to Obtain a Copy of a Vital Record',
      url: 'https://health.mo.gov/data/vitalrecords/obtain-vital-record.php',
      owner: 'Missouri Department of Health and Senior Services',
      dated: '2020-08-28',
    }),
    localRegistrars: {
      issue: true,
      note: 'Local health departments issue death certificates for deaths from 1980 on.',
    },
    moreSources: [
      src({
        title: 'Vital Records: Frequently Asked Questions',
        url: 'https://health.mo.gov/data/vitalrecords/faqs.php',
        owner: 'Missouri Department of Health and Senior Services',
        dated: null,
      }),
    ],
  },
  MT: {
    office: 'Montana Department of Public Health and Human Services, Office of Vital Records',
    feeFirst: 16,
    feeFurther: 16,
    feeNote:
      'State law sets $16 as the least a certified copy can cost, further copies included; the department may set more by rule.',
    feeSource: read29({
      title: 'Montana Code Annotated 50-15-111, Certified copy fees',
      url: 'https://leg.mt.gov/bills/mca/title_0500/chapter_0150/part_0010/section_0110/0500-0150-0010-0110.html',
      owner: 'State of Montana (Montana Code Annotated 2021)',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'State law sets the fee a county clerk charges for each certified copy of a death certificate, so county clerk and recorder offices issue them too.',
    },
    moreSources: [
      read29({
        title: 'Montana Code Annotated 7-4-2631, Fees of county clerk',
        url: 'https://codes.findlaw.com/mt/title-7-local-government/mt-code-ann-sect-7-4-2631/',
        owner: 'State of Montana (Montana Code Annotated)',
        secondary: 'A copy of the statute published by FindLaw, current as of January 1, 2024',
        dated: '2024-01-01',
      }),
    ],
  },
  NE: {
    gap: 'No page of the Nebraska Department of Health and Human Services giving the fee for a full death certificate could be read in the search of 2026-11-29. A state news release, read in a newspaper’s copy, gives $16 for the shorter Abstract of Death.',
  },
  NV: {
    gap: 'The Nevada Office of Vital Records page we read says its fees rose on October 30, 2019, but the copy we could read stops after the birth certificate fee ($25 each); the death certificate fee was not in it (search of 2026-11-29).',
  },
  NH: {
    office: 'New Hampshire Division of Vital Records Administration, or any city or town clerk in New Hampshire',
    mail: 'Send the request form, a copy of your photo ID and the fee to the city or town clerk or to the Division.',
    whoMayOrder:
      'Those with a direct and tangible interest: immediate family (by blood or marriage, including grandparents, grandchildren, aunts, uncles, nieces and nephews) and legal representatives. Photo ID is required.',
    feeFirst: 15,
    feeFurther: 10,
    feeNote:
      'The $15 state search fee is paid whether or not a record is found; further copies of the same record ordered at the same time cost $10 each.',
    feeSource: read29({
      title: 'Vital Records',
      url: 'https://www.nashuanh.gov/241/Vital-Records',
      owner: 'City of Nashua, New Hampshire, City Clerk',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'Any city or town clerk in New Hampshire can issue a certified copy of a death that happened in the state.',
    },
    moreSources: [
      read29({
        title: 'Certified Vital Records',
        url: 'https://www.salemnh.gov/465/Certified-Vital-Records',
        owner: 'Town of Salem, New Hampshire, Town Clerk',
        dated: null,
      }),
      read29({
        title: 'Vital Record Information',
        url: 'https://www.newdurhamnh.us/town-clerk/pages/vital-record-information',
        owner: 'Town of New Durham, New Hampshire, Town Clerk',
        dated: null,
      }),
      read29({
        title: 'New Hampshire Revised Statutes 5-C:98, Issuance of certified copies',
        url: 'https://www.lawserver.com/law/state/new-hampshire/nh-statutes/new_hampshire_revised_statutes_5-c_98',
        owner: 'State of New Hampshire (Revised Statutes)',
        secondary: 'A copy of the statute published by LawServer',
        dated: null,
      }),
    ],
  },
  NJ: {
    office:
      'New Jersey Department of Health, Office of Vital Statistics and Registry, or the registrar of the town where the death happened',
    online: 'The State Registrar takes orders online.',
    whoMayOrder:
      'The spouse or civil union partner, a child, grandchild, parent or adult brother or sister, a legal guardian or representative, or a person with a court order.',
    feeFirst: 25,
    feeFurther: 2,
    feeNote:
      'The State Registrar’s fee: $25 for the first copy and $2 for each further copy. Each town’s registrar sets its own fee: Millville charges the same, Fairfield $10 a copy.',
    feeSource: read29({
      title: 'Certified Copies',
      url: 'https://web.njsfda.org/public/decisions/death-certificates/certified-copies',
      owner: 'New Jersey Department of Health, State Registrar (fee)',
      secondary:
        'The New Jersey State Funeral Directors Association’s account of the State Registrar’s fee and ordering',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'The registrar of the town where the death happened issues certified copies too, at a fee the town sets.',
    },
    moreSources: [
      read29({
        title: 'Death Certificates',
        url: 'http://millvillenj.gov/181/Death-Certificates',
        owner: 'City of Millville, New Jersey',
        dated: null,
      }),
      read29({
        title: 'How to apply for a Certified Copy of a Vital Statistic',
        url: 'https://www.fairfieldnj.org/273/How-to-apply-for-a-Certifed-Copy-of-a-Vi',
        owner: 'Fairfield, New Jersey (the town’s own website)',
        dated: null,
      }),
      read29({
        title: 'N.J.S.A. 26:8-62, Certification, certified copy of records, search fee',
        url: 'http://njlaw.rutgers.edu/collections/njstats/showsect.php?title=26&chapter=8&section=62&actn=getsect',
        owner: 'State of New Jersey (Statutes)',
        secondary: 'A copy of the statute published by Rutgers Law School’s New Jersey statutes collection',
        dated: null,
      }),
    ],
  },
  NM: {
    office: 'New Mexico Department of Health, Bureau of Vital Records and Health Statistics',
    mail: 'Send the request form to the Department of Health by U.S. mail.',
    inPerson: 'At the Department of Health’s vital records offices in Santa Fe or Albuquerque.',
    online: 'Online, with extra charges.',
    whoMayOrder:
      'Immediate family (mother, father, brother or sister, child, current spouse or grandparent) or someone who shows a legal interest in the record.',
    feeFirst: 5,
    feeNote: 'State law: $5 for each search, which includes one certified copy of the death certificate.',
    feeSource: src({
      title: 'New Mexico Statutes § 24-14-29, Fees for copies and searches',
      url: 'https://instalawyer.io/laws/new-mexico-statutes/section-24-14-29-fees-for',
      owner: 'State of New Mexico (statute)',
      secondary: 'A copy of the statute published by instalawyer.io',
      dated: null,
    }),
    localRegistrars: {
      issue: false,
      note: 'The pages read send families to the state Department of Health; a city page says records come from it, not from the city.',
    },
    moreSources: [
      read29({
        title: 'Birth and Death Certificates',
        url: 'https://www.gallupnm.gov/149/Birth-and-Death-Certificates',
        owner: 'City of Gallup, New Mexico',
        dated: null,
      }),
      read29({
        title: 'Vital Records',
        url: 'http://nmhealth.org/about/erd/bvrhs/vrp/',
        owner: 'New Mexico Department of Health',
        dated: null,
      }),
    ],
  },
  NY: {
    office:
      'The registrar (city, town or village clerk) where the death happened, or the New York State Department of Health, Vital Records Section',
    mail: 'For the state office: New York State Department of Health, Vital Records Section, Certification Unit, P.O. Box 2602, Albany, NY 12220-2602.',
    whoMayOrder:
      'The spouse or domestic partner, children, brothers and sisters or parents of the person who died, the person in charge of the remains, or their legal representative; others need a documented legal right or claim, a medical need or a court order.',
    feeFirst: 10,
    feeFurther: 10,
    feeNote:
      'State law sets $10 a copy at the local registrar. The state office in Albany charges its own fee, which we could not read. New York City has its own office and fees.',
    feeSource: read29({
      title: 'N.Y. Public Health Law § 4173, Records; transcripts and certifications by registrars; fees',
      url: 'https://newyork.public.law/laws/n.y._public_health_law_section_4173',
      owner: 'State of New York (Public Health Law)',
      secondary: 'A copy of the statute published by newyork.public.law',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'Outside New York City, the registrar of the city, town or village where the death happened issues certified copies, for $10 each under state law.',
    },
    moreSources: [
      read29({
        title: 'N.Y. Public Health Law § 4174, Records; transcripts and certifications by commissioner; fees',
        url: 'https://nysenate.gov/legislation/laws/PBH/4174',
        owner: 'New York State Senate (Consolidated Laws)',
        dated: null,
      }),
      read29({
        title: 'Registrar',
        url: 'http://www.townofnewscotland.com/163/Registrar',
        owner: 'Town of New Scotland, New York',
        dated: null,
      }),
      read29({
        title: 'Mail-in Application for Copy of Death Certificate',
        url: 'https://paperzz.com/doc/7500190/application-for-a-death-certificate',
        owner: 'New York State Department of Health, Vital Records Section',
        secondary: 'A copy of the state’s mail-in application form published by paperzz.com',
        dated: null,
      }),
    ],
  },
  NC: {
    office: 'North Carolina Department of Health and Human Services, Vital Records, or a county Register of Deeds',
    feeFirst: 24,
    feeFurther: 15,
    feeNote:
      'State law: up to $24 for the first copy and $15 for each further copy from the same search. A local office charges the same $24 and may waive $10 of it for a person over 62.',
    feeSource: read29({
      title: 'G.S. 130A-93.1, Fees for vital records copies or search; automation fund',
      url: 'https://ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_130A/GS_130A-93.1.html',
      owner: 'North Carolina General Assembly',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'County offices, such as the Register of Deeds, issue certified copies too, at the same $24 for the first copy.',
    },
    moreSources: [
      read29({
        title: 'G.S. 130A-99, Register of deeds to preserve copies of birth and death records',
        url: 'https://law.onecle.com/north-carolina/130a-public-health/130a-99.html',
        owner: 'State of North Carolina (General Statutes)',
        secondary: 'A copy of the statute published by onecle.com',
        dated: null,
      }),
    ],
  },
  ND: {
    office: 'North Dakota Department of Health and Human Services, Division of Vital Records',
    whoMayOrder:
      'A relative (the spouse, a parent or legal guardian, a child, a grandparent or a grandchild), an authorized representative or the funeral director, with proof of identity.',
    feeFirst: 15,
    feeFurther: 10,
    feeNote:
      'State law caps the fee at $15 a copy and $10 for each further copy of a death record ordered at the same time.',
    feeSource: read29({
      title: 'N.D. Cent. Code § 23-02.1-29, Fees',
      url: 'https://casetext.com/statute/north-dakota-century-code/title-23-health-and-safety/chapter-23-021-health-statistics-act/section-23-021-29-fees',
      owner: 'State of North Dakota (Century Code)',
      secondary: 'A copy of the statute published by Casetext, current through the 2023 sessions',
      dated: '2022-09-01',
    }),
    localRegistrars: {
      issue: false,
      note: 'State law has the state registrar issue certified copies; the pages read name no county office that issues them.',
    },
    moreSources: [
      read29({
        title: 'Ordering a Certified Copy of a Death/Fetal Death Record',
        url: 'http://www.ndhealth.gov/vital/death.htm',
        owner: 'North Dakota Department of Health',
        dated: null,
      }),
      read29({
        title: 'N.D. Cent. Code § 23-02.1-28, Copies of data from vital records',
        url: 'http://print.casetext.com/statute/north-dakota-century-code/title-23-health-and-safety/chapter-23-021-health-statistics-act/section-23-021-28-copies-of-data-from-vital-records',
        owner: 'State of North Dakota (Century Code)',
        secondary: 'A copy of the statute published by Casetext, current through the 2023 sessions',
        dated: null,
      }),
    ],
  },
  OH: {
    gap: 'No page of the Ohio Department of Health giving the fee could be read in the search of 2026-11-29; the pages found were commercial summaries. Ohio law (R.C. 3705.23) lets local registrars, in the city and county health departments, issue certified copies too.',
  },
  OK: {
    gap: 'The Oklahoma State Department of Health’s death certificate page was read on 2026-11-29, but the copy we could read stops before its answer on the cost. The only state fee we found, $10, is in a news release of 2003, too old to rely on.',
  },
  OR: {
    office:
      'Oregon Health Authority, Center for Health Statistics (Oregon Vital Records), or a county vital records office',
    feeFirst: 25,
    feeFurther: 25,
    feeNote:
      'Since January 1, 2018: $25 for the first copy and $25 for each further copy. A rushed order costs $7 more.',
    feeSource: read29({
      title: 'Vital Records Fees to Change in 2018',
      url: 'http://www.oregon.gov/oha/PH/BIRTHDEATHCERTIFICATES/Pages/fee-changes.aspx',
      owner: 'Oregon Health Authority',
      dated: '2018-01-01',
    }),
    localRegistrars: {
      issue: true,
      note: 'County vital records offices issue certified copies in the first six months after a death, at the same fee as the state.',
    },
    moreSources: [
      read29({
        title: 'Vital Records Fee Increase Information for County Vital Records Offices',
        url: 'https://public.health.oregon.gov/BirthDeathCertificates/Pages/2016-fees-county-faq.aspx',
        owner: 'Oregon Health Authority',
        dated: null,
      }),
      read29({
        title: 'Vital Records Fees for Oregonians Affected by a State or Federal Emergency Declaration',
        url: 'https://content.govdelivery.com/accounts/ORDHS/bulletins/2f6441b',
        owner: 'Oregon Health Authority, Center for Health Statistics',
        dated: null,
      }),
    ],
  },
  PA: {
    gap: 'The Pennsylvania Department of Health’s death certificate page was read on 2026-11-29: it takes orders online, by phone, by mail and in person, but gives the fee on a separate page we could not read.',
  },
  RI: {
    gap: 'The fee section of Rhode Island’s vital records rules was read on 2026-11-29, but it points to a separate fee schedule of the Department of Health that we could not read; no state page with the fee was found.',
  },
  SC: {
    office: 'South Carolina Department of Public Health, Vital Records, or a local vital records office',
    online: 'Through the two online vendors the state authorizes.',
    mail: 'Send a money order or cashier’s check made payable to S.C. DPH.',
    feeFirst: 12,
    feeFurther: 3,
    feeNote:
      'The $12 search fee includes one copy and is not refunded; further copies of the same record at the same time cost $3. Since October 1, 2023, service within 10 business days adds $5.',
    feeSource: read29({
      title: 'Fees for Vital Records (Birth, Death, etc.)',
      url: 'https://dph.sc.gov/public/vital-records/about-vital-records/fees-vital-records-birth-death-etc',
      owner: 'South Carolina Department of Public Health',
      dated: '2023-10-01',
    }),
    localRegistrars: {
      issue: true,
      note: 'The state health department’s local vital records offices in the counties issue certified copies of a death too.',
    },
  },
  SD: {
    office: 'South Dakota Department of Health, Vital Records Office, or a county Register of Deeds',
    whoMayOrder:
      'The spouse, a child, a parent or guardian, next of kin (grandparents, brothers and sisters), an attorney, physician or funeral director acting for the family, someone an eligible person names on the application, or someone who shows a personal or property right.',
    feeFirst: 15,
    feeFurther: 15,
    feeNote: '$15 for each certified copy. Orders by phone or online add an $11.50 rush fee.',
    feeSource: read29({
      title: 'Frequently Asked Questions',
      url: 'https://doh.sd.gov/records/faq.aspx',
      owner: 'South Dakota Department of Health',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'State law lets authorized local registrars, the county Registers of Deeds, issue certified copies too.',
    },
    moreSources: [
      read29({
        title: 'Eligibility Requirements',
        url: 'https://doh.sd.gov/records/eligibility.aspx',
        owner: 'South Dakota Department of Health',
        dated: null,
      }),
      read29({
        title: 'SDCL 34-25-52, Copies of certified or informational records supplied by department or local registrars',
        url: 'https://sdlegislature.gov/api/Statutes/34-25-52.html?all=true',
        owner: 'South Dakota Legislature (Codified Laws)',
        dated: null,
      }),
      read29({
        title: 'SDCL Chapter 34-25, Vital Records and Burial Permits',
        url: 'https://sdlegislature.gov/Statutes/34-25',
        owner: 'South Dakota Legislature (Codified Laws)',
        dated: null,
      }),
    ],
  },
  TN: {
    office: 'Tennessee Department of Health, Office of Vital Records, or any county health department',
    inPerson: 'Any county health department, or the Office of Vital Records at 710 James Robertson Parkway, Nashville',
    online: 'The department takes orders online; extra fees apply.',
    whoMayOrder:
      'Immediate family, the funeral home or a legal representative; others need papers that show their need for the certificate.',
    feeFirst: 15,
    feeFurther: 15,
    feeNote:
      '$15 for each copy, first and further, since July 1, 2015. State law: a close relative of a veteran who shows proof of service pays no fee, for up to three copies in all.',
    feeSource: read29({
      title: 'Fees for Birth, Death Certificates to Increase July 1, 2015',
      url: 'https://tn.gov/health/news/2015/6/30/fees-for-birth-death-certificates-to-increase-july-1-2015.html',
      owner: 'Tennessee Department of Health',
      dated: '2015-07-01',
    }),
    localRegistrars: {
      issue: true,
      note: 'Any county health department in Tennessee issues certified copies too, for a death anywhere in the state.',
    },
    moreSources: [
      read29({
        title: 'Tennessee Code 68-3-207, Fees for copies and searches',
        url: 'https://www.lawserver.com/law/state/tennessee/tn-code/tennessee_code_68-3-207',
        owner: 'State of Tennessee (Tennessee Code)',
        secondary: 'A copy of the statute published by LawServer',
        dated: null,
      }),
      read29({
        title: 'Vital Records',
        url: 'https://healthdepartment.graingercountytn.com/vital-records/',
        owner: 'Grainger County Health Department, Tennessee',
        dated: null,
      }),
    ],
  },
  TX: {
    office: 'Texas Department of State Health Services, Vital Statistics Section, or a local registrar or county clerk',
    online: 'Through Texas.gov, the state’s online service, paid by card. The state calls this the quickest way.',
    mail: 'Send the application signed before a notary, a copy of your photo ID and a check or money order to DSHS Vital Statistics; the address depends on regular or rush service.',
    inPerson:
      'At a local registrar’s office or the Vital Statistics central office in Austin, with your original photo ID. Walk-in requests are usually done the same day.',
    phone: '(888) 963-7111',
    whoMayOrder:
      'For a death in the last 25 years, only the immediate family of the person who died may order a certified copy. The office takes no orders by phone.',
    feeFirst: 20,
    feeFurther: 3,
    feeNote:
      'The state’s fee: $20 for the first copy and $3 for each further copy of the same record ordered at the same time. By law, local registrars and county clerks charge the same fees.',
    feeSource: read29({
      title: 'Where to Write for Vital Records: Texas',
      url: 'https://cdc.gov/nchs/w2w/texas.htm',
      owner: 'Texas Department of State Health Services (fee and address)',
      secondary:
        'CDC’s “Where to Write for Vital Records” entry for Texas, which gives the state office’s fee; the state’s own fee page could not be read',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'Local registrars and county clerks issue certified copies too, and state law makes them charge the same fees as the state.',
    },
    moreSources: [
      read29({
        title: 'Death Record FAQs',
        url: 'https://dshs.state.tx.us/vital-statistics/death-records/death-record-faqs',
        owner: 'Texas Department of State Health Services',
        dated: null,
      }),
      read29({
        title: 'Requirements for Mail/In-Person Orders',
        url: 'https://dshs.texas.gov/vs/reqproc/Ordering-Birth-Certificates-by-Mail',
        owner: 'Texas Department of State Health Services',
        dated: null,
      }),
      read29({
        title: 'Texas Health and Safety Code § 191.0045, Fees',
        url: 'https://texas.public.law/statutes/tex._health_and_safety_code_section_191.0045',
        owner: 'State of Texas (Health and Safety Code)',
        secondary: 'A copy of the statute published by texas.public.law',
        dated: null,
      }),
    ],
  },
  UT: {
    office: 'Utah Office of Vital Records and Statistics, or a local health department',
    inPerson: 'Fill out the application at a local health department and show a current state-issued photo ID.',
    feeFirst: 30,
    feeFurther: 10,
    feeNote: 'Since July 1, 2018; each further copy for the same person costs $10.',
    feeSource: read29({
      title: 'Vital Records',
      url: 'https://swuhealth.org/utah-vital-records/',
      owner: 'Southwest Utah Public Health Department',
      dated: '2018-07-01',
    }),
    localRegistrars: {
      issue: true,
      note: 'Local health departments, such as Southwest Utah’s, issue certified copies of a death too.',
    },
  },
  VT: {
    office: 'Vermont Department of Health, Vital Records, or a town clerk',
    online: 'The department takes orders online.',
    mail: 'Send the application, a check or money order to “Vermont Department of Health” and a copy of your ID.',
    inPerson: 'Any town clerk can issue certified copies.',
    phone: '802-863-7275',
    whoMayOrder:
      'Family members, legal guardians, certain court-appointed parties or their legal representatives, with valid ID. A funeral home or crematorium may also order a death certificate.',
    feeFirst: 10,
    feeFurther: 10,
    feeNote: '$10 for each certified copy.',
    feeSource: read29({
      title: 'Death Certificates',
      url: 'https://www.healthvermont.gov/health-statistics-vital-records/vital-records-population-data/death',
      owner: 'Vermont Department of Health',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'Any town clerk in Vermont can issue certified copies of a death certificate.',
    },
  },
  VA: {
    office: 'Virginia Department of Health, Office of Vital Records',
    mail: 'Office of Vital Records, P.O. 1000, Richmond, VA 23218-1000, with a check or money order to The State Health Department',
    inPerson: '2001 Maywill Street, Suite 101, Richmond, Monday to Friday 7:00 a.m. to 4:30 p.m.',
    online: 'The office takes requests online, paid by card.',
    phone: '(804) 662-6200',
    feeFirst: 12,
    feeFurther: 12,
    feeNote:
      '$12 for each certificate or search, not refunded if none is found. A veteran’s survivor pays nothing for a copy needed for service-connected benefits.',
    feeSource: read29({
      title: 'Vital Records: Frequently Asked Questions',
      url: 'https://vdh.virginia.gov/vital-records/frequently-asked-questions',
      owner: 'Virginia Department of Health',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'Local health districts and DMV customer service centers also hand out certified copies, as a 2022 news report of the Department of Health’s notice says.',
    },
    moreSources: [
      read29({
        title: 'Code of Virginia § 32.1-273, Fees for certified copies',
        url: 'https://law.lis.virginia.gov/vacode/32.1-273/',
        owner: 'Commonwealth of Virginia (Code of Virginia)',
        dated: null,
      }),
      read29({
        title: 'Pandemic, staffing shortages hit Virginia’s Office of Vital Records',
        url: 'https://www.insidenova.com/headlines/pandemic-staffing-shortages-hit-virginias-office-of-vital-records/article_24f52454-70a5-11ec-a1d5-ff00f62a0d49.html',
        owner: 'Virginia Department of Health (news release)',
        secondary:
          'InsideNoVa’s report of the Department of Health’s news release on where certified copies can be had',
        dated: '2022-01-08',
      }),
    ],
  },
  WA: {
    office: 'Washington State Department of Health, or the local registrar of a county or city',
    feeFirst: 25,
    feeFurther: 25,
    feeNote:
      'State law: $25 for each certified copy, first and further, since January 1, 2021. Paying by card can add a fee. A copy for a VA compensation or pension claim is free.',
    feeSource: read29({
      title: 'RCW 70.58A.560, Fees for certifications or informational copies of vital records, exceptions',
      url: 'https://www.legalfix.com/statutes/state-codes/washington/title-70/chapter-70-58a/section-70-58a-560',
      owner: 'State of Washington (Revised Code of Washington)',
      secondary: 'A copy of the statute published by LegalFix',
      dated: '2021-01-01',
    }),
    localRegistrars: {
      issue: true,
      note: 'Local registrars issue certified copies too, and state law sets the same $25 fee for them as for the state.',
    },
  },
  WV: {
    gap: 'The state Health Statistics Center’s page read on 2026-11-29 says it sells certified copies for a fee but does not give it. State law (W. Va. Code § 16-5-29) caps the fee at $10 a copy, or $12 at the commissioner’s choice after July 1, 2008.',
  },
  WI: {
    office: 'Wisconsin Department of Health Services, Vital Records Office, or a county Register of Deeds',
    inPerson: '1 West Wilson Street, Room 160, Madison, Monday to Friday 8:00 a.m. to 4:15 p.m.',
    mail: 'Send a signed application, the fee and a copy of your ID. The office takes no requests by web, e-mail or phone.',
    feeFirst: 20,
    feeFurther: 3,
    feeNote:
      'State law: $20 for one certified copy and $3 for each further copy of the same record at the same time, at the state office and at local registrars alike.',
    feeSource: read29({
      title: 'Wisconsin Statutes § 69.22, Fees',
      url: 'https://getpocketlaw.com/law/state_wisconsin/section-69-22-fees_535a8d54bd0e',
      owner: 'State of Wisconsin (statute)',
      secondary: 'A copy of the statute published by getpocketlaw.com',
      dated: null,
    }),
    localRegistrars: {
      issue: true,
      note: 'The county Register of Deeds, where vital records are filed, issues certified copies too, at the same fees as the state.',
    },
    moreSources: [
      read29({
        title: 'Wisconsin Statutes § 69.04, Local registration district',
        url: 'https://instalawyer.io/laws/wisconsin-statutes-annotations/chapter-69-collection-of-6904-local-registration-district',
        owner: 'State of Wisconsin (statute)',
        secondary: 'A copy of the statute published by instalawyer.io',
        dated: null,
      }),
      src({
        title: 'Request for a Death Certificate',
        url: 'https://www.dhs.wisconsin.gov/vitalrecords/death.htm',
        owner: 'Wisconsin Department of Health Services',
        dated: null,
      }),
    ],
  },
  WY: {
    gap: 'No Wyoming Department of Health page giving the fee could be read in the search of 2026-11-29; the pages found were commercial summaries and the state’s vital records rules of 2008, whose table of contents we read but not a fee.',
  },
};

/** Every state and DC: a record or a gap (checked at build: every code once). */
export const vitalRecords = vitalRecordsSchema.parse(records) as Readonly<
  Record<string, VitalRecord | { gap: string }>
>;

/** The record of a state, or undefined where the state has a gap. */
export function vitalRecordOf(code: string): VitalRecord | undefined {
  const entry = vitalRecords[code];
  return entry && 'feeFirst' in entry ? entry : undefined;
}

/** The gap of a state, or undefined where it has a record (the data test holds every state to one of the two). */
export function vitalRecordGap(code: string): string | undefined {
  const entry = vitalRecords[code];
  return entry && 'gap' in entry ? entry.gap : undefined;
}
