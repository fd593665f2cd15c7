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

/** The redirect target of a path (case-sensitive, trailing slash ignored), or undefined. */
export function redirectTarget(pathname: string): string | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(clean);
}

/**
 * Whether a legacy path gets a prerendered page for static hosts. Paths that look like files
 * (/index.html, /index.php) do not: no static host would serve them from index.html.html.
 */
export function hasStaticRedirectPage(from: string): boolean {
  return !/\.[a-z0-9]+$/i.test(from);
}
