import { type PageName, pagePaths } from './pages';
import { siteConfig } from './site.config';

/**
 * Every internal URL of the site is built here. Pages and components never write a path by
 * hand: they call `getPath(name)`, `statePath(code)` or `cityPath(code, city)`. The named pages and
 * their paths (`staticPaths`) are the page registry's (core/pages.ts).
 */
export { pagePaths as staticPaths } from './pages';
export type { PageName };

export function getPath(name: PageName, hash?: string): string {
  const path = pagePaths[name];
  return hash ? `${path}#${hash}` : path;
}

/** Lower-case, hyphenated URL segment: "North Charleston" -> "north-charleston". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** /{state}: the state's two-letter code, lower-case. */
export function statePath(stateCode: string): string {
  return `/${stateCode.toLowerCase()}`;
}

/** /{state}/{city}: the state code and the city name, both lower-case, the city hyphenated. */
export function cityPath(stateCode: string, cityName: string): string {
  return `${statePath(stateCode)}/${slugify(cityName)}`;
}

/**
 * The spec's own addresses for South Carolina and Chicago show a page whose subject is the
 * state or city page's: they stay (200) for links and bookmarks, but name that page as their
 * canonical and stay out of the sitemap, so that search engines see one page per subject.
 */
export const duplicateOf: Readonly<Partial<Record<PageName, string>>> = {
  southCarolina: statePath('SC'),
  chicago: cityPath('IL', 'Chicago'),
};

/** The path a page names as its canonical: its own, or the page it duplicates. */
export function canonicalPath(path: string): string {
  const name = (Object.keys(pagePaths) as PageName[]).find((n) => pagePaths[n] === path);
  return (name && duplicateOf[name]) || path;
}

/** tel: link for a number in E.164 form. */
export function telHref(e164: string): string {
  return `tel:${e164}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** The absolute URL of a site path: the canonical form (lower-case, no trailing slash but on /). */
export function absoluteUrl(path: string): string {
  const clean = path.replace(/\/+$/, '') || '/';
  return `${siteConfig.siteUrl}${clean.toLowerCase()}`;
}
