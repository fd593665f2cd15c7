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

const notFound = (what: string) => ({
  gap: `No page of the state or a county office giving ${what} was found in the search of ${checked}; the pages found were commercial summaries we do not cite.`,
});

const noFee = notFound('the fee for a death certificate');

/** A state the search of the day did not reach (it was limited in time): listed in the closing note. */
const notSearched = {
  gap: `Not yet searched: the search of ${checked} was limited in time and did not reach this state.`,
};

const src = (s: Omit<DeathSource, 'checked'>): DeathSource => ({ ...s, checked });

const records: Record<string, VitalRecordInput | { gap: string }> = {
  AL: {
    office: 'Alabama Department of Public Health, Center for Health Statistics',
    mail: 'Center for Health Statistics, P.O. Box 5625, Montgomery, AL 36103-5625',
    inPerson: 'Any county health department in Alabama, once the certificate is filed with the state',
    phone: '(334) 206-5418',
    feeFirst: 15,
    feeFurther: 6,
    feeNote: 'Each further copy costs $6 when ordered at the same time.',
    feeSource: src({
      title: 'Death Certificates',
      url: 'http://www.huntsvillehospital.org/patients-visitors/medical-records/death-certificates',
      owner: 'Alabama Department of Public Health (fee and address)',
      secondary: 'Huntsville Hospital’s page for families, which gives the state fee and address',
      dated: null,
    }),
  },
  AK: notFound('the fee for a death certificate'),
  AZ: noFee,
  AR: noFee,
  CA: {
    gap: 'A county page (Merced County) gives $24 a copy from January 1, 2022, and a commercial page says $26 from January 1, 2026; we could not read the state’s own page to settle which is current.',
  },
  CO: {
    office:
      'Colorado Department of Public Health and Environment, Office of Vital Records, or a county vital records office',
    whoMayOrder:
      'Parents, grandparents, stepparents, brothers and sisters, the spouse, adult children or grandchildren, their legal representatives, and others who show a direct and tangible interest.',
    feeFirst: 20,
    feeFurther: 13,
    feeNote: 'Each further copy of the same record costs $13 when bought at the same time.',
    feeSource: src({
      title: 'Death Certificates',
      url: 'http://www.deltacounty.com/75/Death-Certificates',
      owner: 'Delta County, Colorado',
      secondary: 'A county office’s page; the fee is the state’s, in force since August 1, 2012',
      dated: null,
    }),
    moreSources: [
      src({
        title: 'Cost of death records increase',
        url: 'http://www.lamarledger.com/lamar-community-news/ci_21249386/cost-death-records-increase',
        owner: 'Lamar Ledger',
        secondary: 'A newspaper report of the state’s fee change of August 1, 2012',
        dated: '2012-08-01',
      }),
    ],
  },
  CT: {
    office: 'Connecticut Department of Public Health, State Vital Records Office, or the town where the death happened',
    whoMayOrder:
      'Anyone 18 or older. Only the spouse, next of kin or the funeral director may get a copy that shows the Social Security number. The spouse, child or parent of a veteran may get one copy free.',
    feeFirst: 20,
    feeFurther: 20,
    feeNote: 'State law sets $20 for each certified copy of a death certificate.',
    feeSource: src({
      title: 'Connecticut General Statutes § 7-74, Fees for certified copies of vital records',
      url: 'https://instalawyer.io/laws/connecticut-general-statutes/section-7-74-fees-for',
      owner: 'State of Connecticut (General Statutes)',
      secondary: 'A copy of the statute published by instalawyer.io',
      dated: null,
    }),
    moreSources: [
      src({
        title: 'Request a Certified Copy of a Death Certificate',
        url: 'https://portal.ct.gov/DPH/Vital-Records/Death-Certificates',
        owner: 'Connecticut Department of Public Health',
        dated: null,
      }),
    ],
  },
  DE: noFee,
  DC: {
    gap: 'DC Health’s death certificate page was read, but the copy we could read does not give the fee.',
  },
  FL: {
    office: 'Florida Department of Health, Bureau of Vital Statistics, or a county health department',
    whoMayOrder:
      'Any person may get a copy without the cause of death. A copy with the cause of death goes to the spouse, parent, child, grandchild or adult brother or sister, or to a person with a will or insurance policy that shows an interest in the estate.',
    feeFirst: 6,
    feeFurther: 6,
    feeNote: 'The county office’s fee: $6 for each certified copy, with or without the cause of death.',
    feeSource: src({
      title: 'Death Certificates',
      url: 'http://manatee.floridahealth.gov/certificates/death/index.html',
      owner: 'Florida Department of Health in Manatee County',
      dated: null,
    }),
  },
  GA: {
    office: 'Georgia Department of Public Health, State Office of Vital Records, or any county vital records office',
    mail: 'Send a signed request, a copy of your photo ID, a stamped return envelope and a cashier’s check or money order made out to Vital Records.',
    inPerson: 'Any county vital records office can issue a death record for a death anywhere in Georgia since 1919.',
    whoMayOrder:
      'Anyone with a direct and tangible interest, mainly family members or the family’s legal representatives.',
    feeFirst: 25,
    feeFurther: 5,
    feeNote: 'Each further copy of the same record costs $5 when ordered at the same time.',
    feeSource: src({
      title: 'Death Certificates',
      url: 'https://southhealthdistrict.com/vital-records/death-certificates/',
      owner: 'Georgia Department of Public Health, South Health District',
      dated: null,
    }),
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
  },
  ID: {
    office: 'Idaho Department of Health and Welfare, Bureau of Vital Records and Health Statistics',
    whoMayOrder:
      'Death certificates are confidential for 50 years; the department issues copies to those the law allows.',
    feeFirst: 16,
    feeFurther: 16,
    feeNote: 'State rule: $16 for each certified copy of a death certificate.',
    feeSource: src({
      title: 'IDAPA 16.02.08.251, Fees for copies, searches, and other services',
      url: 'https://casetext.com/regulation/idaho-administrative-code/title-idapa-16-health-and-welfare-department-of/rule-160208-vital-statistics-rules/section-160208251-fees-for-copies-searches-and-other-services',
      owner: 'Idaho Department of Health and Welfare (administrative rule)',
      secondary: 'A copy of the rule published by Casetext, current through September 2, 2024',
      dated: '2024-09-02',
    }),
    moreSources: [
      src({
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
  },
  IN: {
    gap: 'The Indiana Department of Health’s death records page was read; the copy we could read names the statutes for the fee but not the amount.',
  },
  IA: {
    office:
      'Iowa Department of Health and Human Services, Bureau of Vital Records, or the county recorder where the death happened',
    whoMayOrder: 'Those entitled to the record, who send a notarized application and photo ID.',
    feeFirst: 20,
    feeFurther: 20,
    feeNote: '$20 for each certified copy; the $20 search fee includes the first copy and is not refunded.',
    feeSource: src({
      title: 'Vital Records Notice',
      url: 'https://www.fremontcountyia.gov/vimages/shared/vnews/stories/5cad42bb8ed91/vitrecnot.htm',
      owner: 'Fremont County Recorder, Iowa',
      secondary: 'A county recorder’s notice of the fee the state’s directive sets',
      dated: null,
    }),
  },
  KS: {
    office: 'Kansas Department of Health and Environment, Office of Vital Statistics',
    feeFirst: 20,
    feeFurther: 20,
    feeNote:
      'State regulation K.A.R. 28-17-6: $20 for the first copy and $20 for each further copy of the same record.',
    feeSource: src({
      title: 'Kansas Register, Volume 41, Issue 24: K.A.R. 28-17-6, Fees for copies, abstracts, and searches',
      url: 'https://sos.ks.gov/publications/register/Volume-41/Issues/Issue-24/06-16-22-50239.html',
      owner: 'Kansas Department of Health and Environment (published by the Kansas Secretary of State)',
      dated: '2022-06-16',
    }),
  },
  KY: notFound('a single fee for a death certificate (the pages found disagree)'),
  LA: {
    gap: 'A funeral home’s page gives $7 a copy and state law adds a clerk’s fee of $19; we found no state page that gives the fee a family pays.',
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
    feeSource: src({
      title: 'Vital records',
      url: 'https://www.glenburn.org/?SEC=39FF7B04-17C3-4BFE-818A-AA950AC75C3B',
      owner: 'Town of Glenburn, Maine',
      dated: null,
    }),
    moreSources: [
      src({
        title: 'Request Documents',
        url: 'https://www.maine.gov/dhhs/mecdc/vital-records/request-documents',
        owner: 'Maine Department of Health and Human Services',
        dated: null,
      }),
    ],
  },
  MD: notFound('the state fee for a death certificate'),
  MA: notFound('the state fee for a death certificate'),
  MI: noFee,
  MN: notSearched,
  MS: notSearched,
  MO: notSearched,
  MT: notSearched,
  NE: notSearched,
  NV: notSearched,
  NH: notSearched,
  NJ: notSearched,
  NM: notSearched,
  NY: notSearched,
  NC: notSearched,
  ND: notSearched,
  OH: notSearched,
  OK: notSearched,
  OR: notSearched,
  PA: notSearched,
  RI: notSearched,
  SC: notSearched,
  SD: notSearched,
  TN: notSearched,
  TX: {
    gap: 'The Texas Department of State Health Services death records page was read in a copy without its fees; the $20 and $3 figures appear only on commercial pages.',
  },
  UT: notSearched,
  VT: notSearched,
  VA: notSearched,
  WA: notSearched,
  WV: notSearched,
  WI: notSearched,
  WY: notSearched,
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

/** The gap of a state, or undefined where it has a record. */
export function vitalRecordGap(code: string): string | undefined {
  const entry = vitalRecords[code];
  return entry && 'gap' in entry ? entry.gap : undefined;
}
