import type { Article, Review, Service } from 'schema-dts';
import { absoluteUrl } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { agencyId } from './jsonld';
import { imageUrl, shareImage, shareImageKind } from './share-images';

/*
 * JSON-LD builders of the guides and carrier reviews. They live apart from jsonld.ts, whose
 * builders every page loads (the <Seo> of the layout), so that only the pages that use these
 * carry them.
 */
/** The id of a page's WebPage node (built by buildWebPage), for mainEntityOfPage. */
function webPageRef(path: string): { '@id': string } {
  return { '@id': `${absoluteUrl(path)}#webpage` };
}

/** A guide written by the agency: author and publisher are the agency node. */
export function buildArticle(input: {
  path: string;
  headline: string;
  description: string;
  /** YYYY-MM-DD, from the page's front matter `published` (tests/dist/jsonld.test.ts requires it). */
  datePublished?: string;
  /** YYYY-MM-DD, from the page's front matter `updated`. */
  dateModified?: string;
}): Article {
  return {
    '@type': 'Article',
    '@id': `${absoluteUrl(input.path)}#article`,
    headline: input.headline,
    description: input.description,
    author: { '@id': agencyId },
    publisher: { '@id': agencyId },
    mainEntityOfPage: webPageRef(input.path),
    inLanguage: 'en-US',
    // The article's image is the page's own share image (its og:image).
    image: imageUrl(shareImage(shareImageKind(input.path, 'article'), siteConfig.company.name)),
    datePublished: input.datePublished,
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
  };
}

/** A service the agency provides, across the United States. */
export function buildService(input: { path: string; name: string; serviceType: string; description: string }): Service {
  return {
    '@type': 'Service',
    '@id': `${absoluteUrl(input.path)}#service`,
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    provider: { '@id': agencyId },
    areaServed: { '@type': 'Country', name: 'United States' },
    url: absoluteUrl(input.path),
  };
}

/**
 * The agency's review of an insurer. The item reviewed is always the insurer, never the agency:
 * Google ignores reviews a business publishes about itself. There is no reviewRating and no
 * AggregateRating: the agency publishes no scoring method, so it gives insurers no stars.
 */
export function buildCarrierReview(input: {
  path: string;
  headline: string;
  body: string;
  carrier: { name: string; url: string };
  /** YYYY-MM-DD, when the review was first published. */
  datePublished: string;
  /** YYYY-MM-DD. */
  dateModified?: string;
}): Review {
  return {
    '@type': 'Review',
    '@id': `${absoluteUrl(input.path)}#review`,
    name: input.headline,
    reviewBody: input.body,
    itemReviewed: { '@type': 'Organization', name: input.carrier.name, url: input.carrier.url },
    author: { '@id': agencyId },
    publisher: { '@id': agencyId },
    mainEntityOfPage: webPageRef(input.path),
    inLanguage: 'en-US',
    datePublished: input.datePublished,
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
  };
}
