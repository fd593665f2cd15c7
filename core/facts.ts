import { formatDays, formatUsd, formatUsdRange } from './format';
import { siteConfig } from './site.config';

const { coverage } = siteConfig;

/** Sentences-ready forms of the config's constants, so that copy never restates a figure. */
export const facts = {
  /**
   * "$1,000 to $40,000 with health questions, or up to $25,000 with none": the appointed plans'
   * face amounts, with the health qualifier (config values checked against content/data/insurer-plans).
   */
  coverageRange: `${formatUsdRange(coverage.amount)} with health questions, or up to ${formatUsd(coverage.amountWithoutQuestions.max)} with none`,
  /** "$40,000 (with health questions; $25,000 with none)" */
  coverageMax: `${formatUsd(coverage.amount.max)} (with health questions; ${formatUsd(coverage.amountWithoutQuestions.max)} with none)`,
  issueAges: `${coverage.issueAges.min} to ${coverage.issueAges.max}`,
  waitingPeriod: `${coverage.waitingPeriodYears.min} to ${coverage.waitingPeriodYears.max} years`,
  /**
   * The grace period as the law's floor, never as one policy's figure: the standard provisions
   * states adopt give at least 30 days or one month, and each policy states its own.
   */
  gracePeriod: 'at least 30 days or one month (your policy states how long)',
  foundingYear: String(siteConfig.company.foundingYear),
  // The lead pipeline's retention (the server's LEAD_RETENTION_DAYS / SPAM_RETENTION_DAYS defaults).
  leadRetention: formatDays(siteConfig.retention.leadDays),
  spamRetention: formatDays(siteConfig.retention.spamDays),
  // The consent record kept after a delete request, only as TCPA proof.
  consentRetention: formatDays(siteConfig.retention.consentDays),
} as const;

/** The operational claims of the site config, as sentences pages show (audit --go-live lists unconfirmed ones). */
export const operations = {
  claimHelp: siteConfig.operations.claimHelp.text,
  quoteMinutes: siteConfig.operations.quoteMinutes.text,
  healthAnswersKept: siteConfig.operations.healthAnswersKept.text,
  compareInOneCall: siteConfig.operations.compareInOneCall.text,
  callBack: siteConfig.operations.callBack.text,
  accessibilityReply: siteConfig.operations.accessibilityReply.text,
  optOutDays: siteConfig.operations.optOutDays.text,
} as const;

/**
 * The disclosures that travel with a claim (NAIC model regulation 570 on life insurance
 * advertising: beside the claim, as prominent). src/components/content/Claims.tsx renders each
 * pair, so that no page can show one half.
 */
export const disclosures = {
  /** With "no medical exam", wherever issue is not guaranteed. */
  healthQuestions: 'approval depends on your answers to a few health questions',
  /** With "no health questions" (guaranteed issue). */
  guaranteedIssue: `guaranteed issue plans ask no health questions, and pay the full benefit for death from natural causes only after a waiting period of ${facts.waitingPeriod}`,
  /** Beside every coverage or price headline. */
  waitingPeriod: `Graded and guaranteed issue plans pay the full benefit for death from natural causes only after a waiting period of ${facts.waitingPeriod}; accidental death is covered from the start.`,
  /** With every "full benefit from the first day". */
  fullBenefit:
    'In the first two years of most policies, the insurer may check a claim against the application, and may refuse it if health facts were left out or wrong. Most policies also have a suicide clause, which can limit the payment for a suicide in the first years to the premiums paid: the policy and your state’s law set the terms.',
} as const;

/**
 * What the site says about free-look periods. Their length differs by state and by policy, and
 * the repository holds no table of them with sources, so no page names a number of days or
 * promises a refund for "every policy" (issue 13).
 */
export const freeLookSentence =
  'Before you apply, ask us how long the free-look period of the plan is: the days after the policy arrives in which you can cancel it for a full refund. The length depends on your state and on the policy.';

/** A clause that says a policy pays its whole benefit from the first day: "pays in full from day one". */
const fullFromDayOne =
  /\b(?:full (?:benefit|amount|face amount|coverage)|in full|whole benefit)\b[^.;]{0,60}\b(?:first day|day one)\b/i;

/**
 * Whether a text says that a policy pays its full benefit from the first day, in any sentence or
 * clause other than one about accidental death (which is covered from the start on most plans,
 * and which the contestable period and the suicide clause do not limit the same way).
 */
export function statesFullBenefit(text: string): boolean {
  return text.split(/(?<=[.;!?])\s+/).some((clause) => fullFromDayOne.test(clause) && !/accident/i.test(clause));
}

/**
 * Said after a later full-benefit claim on a page that already shows the whole note: the note on
 * the first two years stands once per page (issue 43), and each claim still points to it.
 */
export const fullBenefitPointer = 'The limits of the first two years, noted on this page, apply.';

/**
 * One page's noter: the first text that states a full benefit from day one gets the whole note,
 * each later one the pointer to it. `shown`: the page already shows the note elsewhere.
 */
export function fullBenefitNoter(shown = false): (text: string) => string {
  let noted = shown;
  return (text) => {
    if (!statesFullBenefit(text) || text.includes(disclosures.fullBenefit)) return text;
    if (noted) return `${text} ${fullBenefitPointer}`;
    noted = true;
    return `${text} ${disclosures.fullBenefit}`;
  };
}

/** The text with the contestable-period and suicide-clause sentence after it, when it states a full benefit from day one. */
export function withFullBenefitNote(text: string): string {
  return statesFullBenefit(text) && !text.includes(disclosures.fullBenefit)
    ? `${text} ${disclosures.fullBenefit}`
    : text;
}
