/**
 * The attribution keys, declared once: the query parameters kept from the first page view of a
 * browser session (named as in the URL), and with them the landing page and the referrer. The
 * lead schema, the browser's capture (src/components/quote/attribution.ts), the stored columns
 * (server/leads/columns.ts) and the CSV export all come from these lists. No dependencies: the
 * page loader imports it.
 */
export const ATTRIBUTION_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'msclkid',
  'fbclid',
] as const;

/** The attribution keys captured on the first page view of a browser session. */
export const ATTRIBUTION_FIELDS = ['landingPage', 'referrer', ...ATTRIBUTION_PARAMS] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
