import { getPath } from './paths';

/**
 * Legacy paths and their targets. The server answers these with HTTP 301; the client router
 * replaces them too (for static hosts), without adding a history entry.
 */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/home', to: getPath('home') },
  { from: '/index', to: getPath('home') },
  { from: '/index.html', to: getPath('home') },
  { from: '/index.php', to: getPath('home') },
  { from: '/about-us', to: getPath('about') },
  { from: '/aboutus', to: getPath('about') },
  { from: '/contact', to: getPath('about') },
  { from: '/contact-us', to: getPath('about') },
  { from: '/frequently-asked-questions', to: getPath('faq') },
  { from: '/faqs', to: getPath('faq') },
];

const byPath = new Map(redirects.map((r) => [r.from, r.to]));

/**
 * The path without its trailing slashes ("/" stays "/", "///" becomes "/"). One backward scan:
 * a regular expression such as /\/+$/ retries from every slash of a long run, quadratic in its length.
 */
export function trimTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 47 /* / */) end--;
  return end === pathname.length ? pathname : pathname.slice(0, end);
}

/** The redirect target of a path (case-sensitive, trailing slash ignored), or undefined. */
export function redirectTarget(pathname: string): string | undefined {
  return byPath.get(trimTrailingSlashes(pathname));
}

/**
 * Whether a legacy path gets a prerendered page for static hosts. Paths that look like files
 * (/index.html, /index.php) do not: no static host would serve them from index.html.html.
 */
export function hasStaticRedirectPage(from: string): boolean {
  return !/\.[a-z0-9]+$/i.test(from);
}
