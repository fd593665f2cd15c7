import { siteConfig } from '../site.config';
import { formatUsd, formatUsdRange } from './format';

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
} as const;
