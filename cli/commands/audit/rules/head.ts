import { type AuditConfig, type AuditRule, type Fault, indexable, type Site } from '../audited-site';

function checkHead(site: Site, config: AuditConfig): Fault[] {
  const faults: Fault[] = [];
  for (const page of site.pages) {
    if (page.kind === 'redirect') continue;
    const title = page.document.querySelector('title')?.textContent?.trim() ?? '';
    if (!title) faults.push({ rule: 'title', file: page.file, message: 'no <title>' });
    const description = page.document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
    if (!description) faults.push({ rule: 'description', file: page.file, message: 'no meta description' });
    if (!indexable(page)) continue;
    const links = page.document.querySelectorAll('link[rel="canonical"]');
    if (links.length === 0) {
      faults.push({ rule: 'canonical', file: page.file, message: 'no canonical link' });
      continue;
    }
    if (links.length > 1)
      faults.push({ rule: 'canonical', file: page.file, message: `${links.length} canonical links` });
    const href = links[0]?.getAttribute('href') ?? '';
    const target = config.canonicalOf?.[page.path] ?? page.path;
    const self = target === '/' ? `${config.siteUrl}/` : `${config.siteUrl}${target}`;
    if (!/^https:\/\//.test(href) || !href.startsWith(`${config.siteUrl}/`)) {
      faults.push({
        rule: 'canonical',
        file: page.file,
        message: `canonical "${href}" is not an absolute URL on ${config.siteUrl}`,
      });
    } else if (href !== href.toLowerCase()) {
      faults.push({ rule: 'canonical', file: page.file, message: `canonical "${href}" is not lower-case` });
    } else if (href !== self) {
      faults.push({ rule: 'canonical', file: page.file, message: `canonical "${href}" is not this page (${self})` });
    }
    const ogUrl = page.document.querySelector('meta[property="og:url"]')?.getAttribute('content');
    if (ogUrl !== null && ogUrl !== undefined && ogUrl !== href) {
      faults.push({
        rule: 'canonical',
        file: page.file,
        message: `og:url "${ogUrl}" differs from the canonical "${href}"`,
      });
    }
  }
  return faults;
}

/** A title and a description on every page; one lower-case, absolute canonical of its own (or of the page it duplicates) on each indexable page, matched by og:url. */
export const headRule: AuditRule = {
  names: ['title', 'description', 'canonical'],
  checks: 'head tags and canonicals',
  check: checkHead,
};
