import { absoluteUrl, staticPaths } from '#core/paths';

/**
 * The images link previews and search engines show for a page: one 1200x630 share image per
 * kind of page and a 512x512 raster logo. All of them are drawn at build from our own SVG art
 * (build/share-images.ts writes them into dist/), never stock photos.
 */

export const shareImageSize = { width: 1200, height: 630 } as const;

/** The raster logo of the JSON-LD (Google wants at least 112x112 and a raster format). */
export const logoImage = { path: '/logo-512.png', width: 512, height: 512 } as const;

export const shareImageKinds = ['site', 'guide', 'calculator', 'review', 'place'] as const;
export type ShareImageKind = (typeof shareImageKinds)[number];

export interface ShareImage {
  path: string;
  width: number;
  height: number;
  /** What the picture shows, for og:image:alt. */
  alt: string;
}

const described: Record<ShareImageKind, string> = {
  site: 'the evergreen tree',
  guide: 'the evergreen tree beside an open book',
  calculator: 'the evergreen tree beside a calculator',
  review: 'the evergreen tree beside a checked shield',
  place: 'the evergreen tree beside a map pin',
};

export function shareImage(kind: ShareImageKind, companyName: string): ShareImage {
  return {
    path: `/og/${kind}.png`,
    ...shareImageSize,
    alt: `${companyName} logo: ${described[kind]}, on dark green`,
  };
}

const calculators: ReadonlySet<string> = new Set([staticPaths.funeralCostCalculator, staticPaths.quoteCalculator]);
const reviews: ReadonlySet<string> = new Set([
  staticPaths.bestCompanies,
  staticPaths.aarp,
  staticPaths.colonialPenn,
  staticPaths.globeLife,
  staticPaths.mutualOfOmaha,
  staticPaths.trustage,
]);
const places: ReadonlySet<string> = new Set([staticPaths.southCarolina, staticPaths.chicago]);
/** /{state} and /{state}/{city}: the state's two-letter code first. */
const placePath = /^\/[a-z]{2}(\/[a-z0-9-]+)?$/;

/**
 * Which share image a page gets, from its path and Open Graph type: calculators, carrier
 * reviews, state and city pages (and the spec's own South Carolina and Chicago pages), guides (articles),
 * and the rest of the site.
 */
export function shareImageKind(path: string, ogType: 'website' | 'article'): ShareImageKind {
  if (calculators.has(path)) return 'calculator';
  if (reviews.has(path)) return 'review';
  if (places.has(path) || placePath.test(path)) return 'place';
  return ogType === 'article' ? 'guide' : 'site';
}

/** The absolute URL of an image of ours. */
export function imageUrl(image: { path: string }): string {
  return absoluteUrl(image.path);
}
