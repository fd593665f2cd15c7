import { formatDays, formatUsd, formatUsdRange } from './format';
import { siteConfig } from './site.config';

const { coverage } = siteConfig;

/** Sentences-ready forms of the config's constants, so that copy never restates a figure. */
export const facts = {
  startingPremium: `${formatUsd(coverage.monthlyPremium.min)} a month`,
  premiumRange: `${formatUsdRange(coverage.monthlyPremium)} a month`,
  coverageRange: formatUsdRange(coverage.amount),
  coverageMax: formatUsd(coverage.amount.max),
  issueAges: `${coverage.issueAges.min} to ${coverage.issueAges.max}`,
  waitingPeriod: `${coverage.waitingPeriodYears.min} to ${coverage.waitingPeriodYears.max} years`,
  approval: `${coverage.approvalHours.min} to ${coverage.approvalHours.max} hours`,
  gracePeriod: `${coverage.gracePeriodDays} days`,
  foundingYear: String(siteConfig.company.foundingYear),
  // The lead pipeline's retention (the server's LEAD_RETENTION_DAYS / SPAM_RETENTION_DAYS defaults).
  leadRetention: formatDays(siteConfig.retention.leadDays),
  spamRetention: formatDays(siteConfig.retention.spamDays),
} as const;

/**
 * What the site says about free-look periods. Their length differs by state and by policy, and
 * the repository holds no table of them with sources, so no page names a number of days or
 * promises a refund for "every policy" (issue 13).
 */
export const freeLookSentence =
  'Before you apply, ask us how long the free-look period of the plan is: the days after the policy arrives in which you can cancel it for a full refund. The length depends on your state and on the policy.';
