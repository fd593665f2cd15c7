import { appointedCarriers, appointmentsAreSample } from '#core/appointments';
import type { SiteConfig } from '#core/site.config.schema';
import { staleCarrierFacts, staleRatings } from '../../content/data/carrier-comparison';
import type { ComparisonRow } from '../../content/data/carrier-comparison.schema';

/**
 * The go-live items about insurers: a sample list of appointments (whom the agency represents),
 * carrier facts (ratings, plans) whose source was checked more than twelve months ago, and AM Best
 * grades whose latest action is more than a year old.
 */
export interface CarrierGoLiveInputs {
  siteConfig: SiteConfig;
  carrierFacts: { file: string; rows: readonly ComparisonRow[] };
  /** The day the check runs (a test passes its own). */
  today: Date;
}

export function carrierGoLiveItems(inputs: CarrierGoLiveInputs): Array<{ where: string; what: string }> {
  const items: Array<{ where: string; what: string }> = [];
  const { appointments } = inputs.siteConfig;
  if (appointmentsAreSample(appointments)) {
    items.push({
      where: 'core/site.config.ts: appointments',
      what: `sample list of the ${appointedCarriers(appointments).length} insurers the agency is appointed with: enter the real appointments and their source (document and date)`,
    });
  }
  for (const { fact, source } of staleCarrierFacts(inputs.carrierFacts.rows, inputs.today)) {
    items.push({
      where: `${inputs.carrierFacts.file}: ${fact}`,
      what: `source checked ${source.checked}, more than 12 months ago: read ${source.url} again, correct the facts and the date`,
    });
  }
  for (const row of staleRatings(inputs.carrierFacts.rows, inputs.today)) {
    items.push({
      where: `${inputs.carrierFacts.file}: ${row.company} rating`,
      what: `AM Best's latest action we found on ${row.ratedCompany}'s grade ${row.rating.grade} is dated ${row.rating.date}, more than a year ago: look for a newer AM Best release or rating page, and update the grade, date and source`,
    });
  }
  return items;
}
