import { isAppointed } from '#core/appointments';
import { checkedLongAgo } from '#core/claims';
import { chartGap } from '#core/pricing/engine';
import type { InsurerPlans, PlanRecord, PlanSource } from '#core/pricing/plan.schema';
import type { SiteConfig } from '#core/site.config.schema';
import type { PublishedPriceFinding } from '../../content/data/published-prices';

/**
 * The go-live items about the plans' rate tables and payout rules (decision 0066): a rate table
 * whose rates are undated or dated more than 12 months before today, that is not the insurer's own
 * document, that is marked for producers only (or not known not to be) without the insurer's dated
 * approval to advertise it, or whose insurer is not on the appointment list; and every plan whose
 * payout rule in the first years has no source; and every plan whose application's health questions
 * are not recorded, or were read in an undated, old or third-party document (issue 32); and every
 * plan we sell without a complete rate book, so with no price on the site (issue 41).
 */
export interface RateGoLiveInputs {
  siteConfig: SiteConfig;
  planData: { file: string; insurers: readonly InsurerPlans[] };
  /** The published price figures to list (content/data/published-prices.ts: stale or producer-only). */
  publishedPrices: readonly PublishedPriceFinding[];
  /** The day the check runs (a test passes its own). */
  today: Date;
}

export function rateGoLiveItems(inputs: RateGoLiveInputs): Array<{ where: string; what: string }> {
  const items: Array<{ where: string; what: string }> = [];
  const { file, insurers } = inputs.planData;
  for (const insurer of insurers) {
    for (const plan of insurer.plans) {
      const where = `${file}: ${plan.id}`;
      const rates = plan.rates;
      const gap = chartGap(plan);
      if (gap !== null && isAppointed(plan.carrierId, inputs.siteConfig.appointments))
        items.push({
          where: `${where}: rates`,
          what: `a plan we sell with no current rate book (${gap}): load the insurer's book with \`npm run cli -- plans import <file>\``,
        });
      if (rates) {
        const s = rates.source;
        items.push(...documentItems(s, `${where}: rates`, rateWords, inputs.today));
        if (s.producersOnly !== false && !rates.advertisingApproval)
          items.push({
            where: `${where}: rates`,
            what: `${s.producersOnly ? 'marked for producers only' : 'not known whether it is for producers only'}, and no dated approval from the insurer to advertise its prices`,
          });
        if (!isAppointed(plan.carrierId, inputs.siteConfig.appointments))
          items.push({
            where: `${where}: rates`,
            what: `its insurer (${plan.carrierId}) is not on the appointment list`,
          });
      }
      if (!plan.payout) items.push({ where: `${where}: payout`, what: 'payout rule in the first years has no source' });
      items.push(...healthQuestionItems(plan, `${where}: health questions`, inputs.today));
    }
  }
  // Published figures (decision 0086): each older than 12 months, and each read from a copy
  // marked for producers only with no approval from the insurer recorded.
  for (const f of inputs.publishedPrices)
    items.push({
      where: `content/data/published-prices.ts: ${f.tableId}`,
      what:
        f.reason === 'stale'
          ? `a published price figure more than 12 months old (${f.message}): find a newer publication or remove it (${f.url})`
          : `a published price figure from a copy marked for producers only, without the insurer's approval (${f.message})`,
    });
  return items;
}

/** How the go-live items name a document: a rate table or the health questions read in one. */
interface DocumentWords {
  undated: string;
  dated: string;
  from: string;
  own: string;
}

const rateWords: DocumentWords = {
  undated: 'rate table with no date',
  dated: 'rates dated',
  from: 'rate table from',
  own: "not the insurer's own document",
};

const questionWords: DocumentWords = {
  undated: 'health questions read in a document with no date',
  dated: 'health questions read in a document dated',
  from: 'health questions read in',
  own: "not the insurer's own application",
};

/** A document staff should replace: undated, dated more than 12 months ago, or not the insurer's own. */
function documentItems(
  s: PlanSource,
  where: string,
  w: DocumentWords,
  today: Date,
): Array<{ where: string; what: string }> {
  const items: Array<{ where: string; what: string }> = [];
  if (s.date === null) items.push({ where, what: `${w.undated} (${s.url})` });
  else if (checkedLongAgo(s.date.length === 7 ? `${s.date}-01` : s.date, today))
    items.push({ where, what: `${w.dated} ${s.date}, more than 12 months ago` });
  if (s.kind !== 'insurer')
    items.push({
      where,
      what: `${w.from} ${s.kind === 'filing' ? 'a filing' : "a third party's copy"}, ${w.own}: ${s.url}`,
    });
  return items;
}

/**
 * The go-live items about a plan's health questions (issue 32): a plan whose questions are not
 * recorded (guaranteed issue plans ask none), and the staleness of the document they were read in.
 */
function healthQuestionItems(plan: PlanRecord, where: string, today: Date): Array<{ where: string; what: string }> {
  if (plan.healthQuestions) return documentItems(plan.healthQuestions.source, where, questionWords, today);
  if (plan.type === 'guaranteed') return [];
  return [
    {
      where,
      what: "the application's health questions are not recorded: enter them from the insurer's current application (its words, time window and what a yes leads to)",
    },
    ...(plan.eligibility ? documentItems(plan.eligibility.source, where, questionWords, today) : []),
  ];
}
