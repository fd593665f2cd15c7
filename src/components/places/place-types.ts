import type { Thing } from 'schema-dts';

/**
 * The shape of a place page's data, shared by the page's component (PlaceContent.tsx) and the
 * build-time module that makes it (place.server.tsx), so that neither imports the other's types.
 */

/** What a place page says about itself in <head> beyond its title and canonical. */
export interface PlaceHead {
  description: string;
  /** The page's own JSON-LD nodes (Service, ItemList, FAQPage), after the site-wide ones. */
  jsonLd: Thing[];
  /** The sentence under the H1, naming only what the page holds (city pages). */
  lede?: string;
  /** A city page with too few facts of its own: `noindex, follow`, and out of the sitemap. */
  noindex?: boolean;
}

export type PartName = 'text' | 'more';

/** A place as a page shows it: its head and the HTML of each part, rendered once at build. */
export interface Place {
  head: PlaceHead;
  parts: Record<PartName, string>;
}
