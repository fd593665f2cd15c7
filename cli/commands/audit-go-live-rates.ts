import { isAppointed } from '#core/appointments';
import { checkedLongAgo } from '#core/claims';
import type { InsurerPlans } from '#core/pricing/plan.schema';
import type { SiteConfig } from '#core/site.config.schema';

/**
 * The go-live items about the plans' rate tables and payout rules (decision 0066): a rate table
 * whose rates are undated or dated more than 12 months before today, that is not the insurer's own
 * document, that is marked for producers only (or not known not to be) without the insurer's dated
 * approval to advertise it, or whose insurer is not on the appointment list; and every plan whose
 * payout rule in the first years has no source.
 */
export interface RateGoLiveInputs {
  siteConfig: SiteConfig;
  planData: { file: string; insurers: readonly InsurerPlans[] };
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
      if (rates) {
        const s = rates.source;
        if (s.date === null) items.push({ where: `${where}: rates`, what: `rate table with no date (${s.url})` });
        else if (checkedLongAgo(s.date.length === 7 ? `${s.date}-01` : s.date, inputs.today))
          items.push({ where: `${where}: rates`, what: `rates dated ${s.date}, more than 12 months ago` });
        if (s.kind !== 'insurer')
          items.push({
            where: `${where}: rates`,
            what: `rate table from ${s.kind === 'filing' ? 'a filing' : "a third party's copy"}, not the insurer's own document: ${s.url}`,
          });
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
    }
  }
  return items;
}
