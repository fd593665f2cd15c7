/**
 * Where the visitor came from, captured once per browser session on the first page view and sent
 * with the lead. First-party only: it lives in this site's sessionStorage and nowhere else.
 *
 * Imported by the tiny host that every page loads, so it stays small: no schema at run time (the
 * dialog reads the value back with `readAttribution` in submit.ts). Storage may be missing or
 * throw (privacy modes, blocked storage): then there is simply no attribution, never an error.
 */
import { ATTRIBUTION_PARAMS, type AttributionField } from '#core/lead/attribution-fields';

export const ATTRIBUTION_KEY = 'quote-attribution';

/** The query parameters kept, as they are named in the URL and in the lead's attribution. */
export { ATTRIBUTION_PARAMS };

/**
 * Longest value stored (a bound on storage only: the schema's own limit is applied when the lead
 * is sent, in submit.ts).
 */
export const ATTRIBUTION_STORE_MAX = 2000;

const cut = (value: string): string => value.slice(0, ATTRIBUTION_STORE_MAX);

/** Stores the current page view's attribution unless this session already has one. */
export function captureAttribution(): void {
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(ATTRIBUTION_KEY) !== null) return;
    const { pathname, search } = window.location;
    const query = new URLSearchParams(search);
    const data: Partial<Record<AttributionField, string>> = {
      landingPage: cut(pathname + search),
      referrer: cut(document.referrer),
    };
    for (const name of ATTRIBUTION_PARAMS) {
      const value = query.get(name);
      if (value) data[name] = cut(value);
    }
    storage.setItem(ATTRIBUTION_KEY, JSON.stringify(data));
  } catch {
    // No storage: no attribution.
  }
}
