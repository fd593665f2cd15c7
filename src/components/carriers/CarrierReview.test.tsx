import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { freeLookSentence } from '#core/facts';
import { formatUsdRange } from '#core/format';
import { siteConfig } from '#core/site.config';
import { comparisonRow } from '../../../content/data/carrier-comparison';
import { carrierReviews } from '../../../content/data/carrier-reviews';
import { agencyId } from '../../seo/jsonld';
import { CarrierReviewBody, carrierReviewJsonLd } from './CarrierReview';
import { howWeArePaid } from './RatingNote';

type Json = Record<string, unknown>;

describe.each(carrierReviews.map((r) => [r.name, r] as const))('%s review page', (_name, review) => {
  const row = comparisonRow(review.page);
  const html = renderToString(<CarrierReviewBody review={review} row={row} />).replace(/<!-- -->/g, '');

  it('has the overview, policies, pros and cons, quote call to action and FAQ', () => {
    for (const id of ['at-a-glance', 'available-policies', 'pros-and-cons', 'get-a-quote', 'faq']) {
      expect(html).toContain(`id="${id}"`);
    }
    for (const policy of review.policies) expect(html).toContain(policy.name);
    expect(html.match(/data-quick-quote/g)).toHaveLength(1);
    expect(html).toContain(`href="tel:${siteConfig.phones.sales.e164}"`);
  });

  it('shows the comparison figures, our rating, how we are paid and the free-look note', () => {
    expect(html).toContain(formatUsdRange(row.coverage));
    expect(html).toContain(`${row.age.min} to ${row.age.max}`);
    expect(html).toContain(row.waiting);
    expect(html).toContain(`${row.rating} (as reported)`);
    expect(html).toContain(`${review.ourRating.toFixed(1)} out of 5`);
    expect(html).toContain(howWeArePaid.commission);
    expect(html).toContain(freeLookSentence);
    expect(html).not.toMatch(/money-back|every policy we arrange/i);
  });

  it('has customer reviews only on the Globe Life page', () => {
    expect(html.includes('id="customer-reviews"')).toBe(review.page === 'globeLife');
  });

  it('marks up a Review of the insurer and the FAQ', () => {
    const [node, faq] = JSON.parse(JSON.stringify(carrierReviewJsonLd(review))) as [Json, Json];
    expect(node['@type']).toBe('Review');
    expect((node.itemReviewed as Json).name).toBe(review.insurer);
    expect((node.itemReviewed as Json).name).not.toBe(siteConfig.company.name);
    expect(node.author).toEqual({ '@id': agencyId });
    expect((node.reviewRating as Json).ratingValue).toBe(review.ourRating);
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(review.faq.length);
  });
});
