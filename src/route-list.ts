import { type PageOfKind, pagesOfKind } from '#core/pages';

/**
 * The route table's lists, from the page registry (core/pages.ts): which named pages are sitemap
 * pages, which are noindex. The route table (routes.tsx) pairs each with its module; the built-site
 * toolkit (src/built-site) reads the same lists to know what the build must hold, without loading
 * React.
 */

/** Pages in the sitemap (unless their canonical is another page), each a module of src/pages. */
export const listedPages = pagesOfKind('listed');
export type ListedPage = PageOfKind<'listed'>;

/** Pages that say noindex and stay out of the sitemap: errors, and where the quote form's post lands (303). */
export const errorPages = pagesOfKind('noindex');
export type ErrorPage = PageOfKind<'noindex'>;
