import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { agencyId } from './jsonld';
import { buildArticle, buildCarrierReview, buildService } from './jsonld-guides';

type Json = Record<string, unknown>;
const json = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

describe('buildArticle', () => {
  it('is written and published by the agency, about its page, with the review date', () => {
    const article = json(
      buildArticle({
        path: '/guide',
        headline: 'Burial Insurance Guide',
        description: 'A guide.',
        datePublished: '2026-11-20',
        dateModified: '2026-11-22',
      }),
    );
    expect(article).toEqual({
      '@type': 'Article',
      '@id': `${absoluteUrl('/guide')}#article`,
      headline: 'Burial Insurance Guide',
      description: 'A guide.',
      author: { '@id': agencyId },
      publisher: { '@id': agencyId },
      mainEntityOfPage: { '@id': `${absoluteUrl('/guide')}#webpage` },
      inLanguage: 'en-US',
      image: absoluteUrl('/og/guide.png'),
      datePublished: '2026-11-20',
      dateModified: '2026-11-22',
    });
  });

  it('leaves out dateModified when the page has no date', () => {
    expect(
      json(buildArticle({ path: '/cremation', headline: 'Cremation', description: 'x', datePublished: '2026-11-22' })),
    ).not.toHaveProperty('dateModified');
  });
});

describe('buildService', () => {
  it('is provided by the agency across the United States', () => {
    const service = json(
      buildService({
        path: '/no-waiting-period',
        name: 'Quotes',
        serviceType: 'Final expense life insurance',
        description: 'd',
      }),
    );
    expect(service['@type']).toBe('Service');
    expect(service.serviceType).toBe('Final expense life insurance');
    expect(service.provider).toEqual({ '@id': agencyId });
    expect(service.areaServed).toEqual({ '@type': 'Country', name: 'United States' });
    expect(service.url).toBe(absoluteUrl('/no-waiting-period'));
  });
});

describe('buildCarrierReview', () => {
  const review = json(
    buildCarrierReview({
      path: '/trustage',
      headline: 'TruStage Burial Insurance Review',
      body: 'A review.',
      carrier: { name: 'TruStage', url: 'https://www.trustage.com' },
      datePublished: '2026-11-21',
      dateModified: '2026-11-22',
    }),
  );

  it('reviews the insurer, never the agency', () => {
    expect(review['@type']).toBe('Review');
    expect(review.itemReviewed).toEqual({ '@type': 'Organization', name: 'TruStage', url: 'https://www.trustage.com' });
    expect(JSON.stringify(review.itemReviewed)).not.toContain(siteConfig.company.name);
    expect(JSON.stringify(review.itemReviewed)).not.toContain(agencyId);
  });

  it('gives no rating (the agency publishes no scoring method) and names the agency as author', () => {
    expect(review.reviewRating).toBeUndefined();
    expect(review.author).toEqual({ '@id': agencyId });
    expect(review.mainEntityOfPage).toEqual({ '@id': `${absoluteUrl('/trustage')}#webpage` });
  });

  it('is dated by its publication', () => {
    expect(review.datePublished).toBe('2026-11-21');
    expect(review.dateModified).toBe('2026-11-22');
  });

  it('carries no AggregateRating', () => {
    expect(JSON.stringify(review)).not.toContain('AggregateRating');
  });
});
