import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isAppointed } from '#core/appointments';
import { freeLookSentence } from '#core/facts';
import { siteConfig } from '#core/site.config';
import { comparisonRow, ratingText, scaleText } from '../../../content/data/carrier-comparison';
import { carrierReviews } from '../../../content/data/carrier-reviews';
import { agencyId } from '../../seo/jsonld';
import { planFacts } from './CarrierFacts';
import { CarrierReviewBody, carrierReviewJsonLd } from './CarrierReview';
import { howWeArePaid } from './RatingNote';

type Json = Record<string, unknown>;
const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

describe.each(carrierReviews.map((r) => [r.name, r] as const))('%s review page', (_name, review) => {
  const row = comparisonRow(review.page);
  const html = decode(renderToString(<CarrierReviewBody review={review} row={row} />));

  it('has whom we represent, the overview, policies, pros and cons, a call to action and the FAQ', () => {
    for (const id of [
      'who-sells-these-plans',
      'at-a-glance',
      'available-policies',
      'pros-and-cons',
      'get-a-quote',
      'faq',
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html.indexOf('id="who-sells-these-plans"')).toBeLessThan(html.indexOf('id="at-a-glance"'));
    for (const plan of row.plans) expect(html).toContain(plan.name);
    expect(html.match(/data-quick-quote/g)).toHaveLength(1);
    expect(html).toContain(`href="tel:${siteConfig.phones.sales.e164}"`);
  });

  it('shows the dated rating with its source (or why none is shown), each plan’s sourced facts, how we are paid and the free-look note', () => {
    if (row.rating) {
      expect(html).toContain(ratingText(row.rating));
      expect(html).toContain(`href="${row.rating.source.url}"`);
      expect(html).toContain(scaleText(row.rating.grade));
      expect(html).toContain('class="rating-note"');
    } else {
      expect(html).toContain(`data-no-rating="${row.page}">${row.noRating}</span>`);
      expect(html).not.toContain('class="rating-note"');
      expect(html).not.toMatch(/AM Best, (?:affirmed|as of)/);
    }
    for (const plan of row.plans) {
      for (const fact of planFacts(plan)) expect(html).toContain(fact);
      expect(html).toContain(`href="${plan.source.url}"`);
    }
    expect(html).not.toMatch(/out of 5|Our rating/);
    expect(html).toContain(howWeArePaid.commission);
    expect(html).toContain(freeLookSentence);
    expect(html).not.toMatch(/as reported|money-back|every policy we arrange/i);
  });

  it('says whether we sell the plans, with the non-affiliation line, and never offers a quote for plans we cannot sell', () => {
    expect(html).toContain('is an independent agency. We are not affiliated with');
    for (const name of review.notAffiliatedWith) expect(html).toContain(name);
    if (isAppointed(row.carrierId)) {
      expect(html).toContain(`We can offer ${review.name} plans`);
      expect(html).toContain('Get my free quote');
    } else {
      expect(html).toContain(`We do not sell ${review.name} plans`);
      expect(html).toContain('Compare plans we offer');
      expect(html).not.toContain('Get my free quote');
    }
  });

  it('marks up a Review of the insurer and the FAQ', () => {
    const [node, faq] = JSON.parse(JSON.stringify(carrierReviewJsonLd(review))) as [Json, Json];
    expect(node['@type']).toBe('Review');
    expect((node.itemReviewed as Json).name).toBe(review.insurer);
    expect((node.itemReviewed as Json).name).not.toBe(siteConfig.company.name);
    expect(node.author).toEqual({ '@id': agencyId });
    expect(node.reviewRating).toBeUndefined();
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(review.faq.length);
  });
});
