import { fileForPath } from '../../../../src/built-site/reader.server';
import { type AuditConfig, type AuditRule, type Fault, indexable, type Site } from '../audited-site';

function checkRoutes(site: Site, config: AuditConfig): Fault[] {
  const faults: Fault[] = [];
  for (const path of new Set(config.routes)) {
    const file = fileForPath(path);
    if (!site.files.has(file))
      faults.push({ rule: 'route', file, message: `route ${path} of the route table has no page in dist` });
  }
  if (!site.sitemap) return [...faults, { rule: 'sitemap', file: 'sitemap.xml', message: 'dist has no sitemap.xml' }];
  const listed = new Set(site.sitemap);
  for (const page of site.pages) {
    const duplicate = config.canonicalOf?.[page.path] !== undefined;
    if (page.kind === 'page' && !duplicate && !listed.has(page.path)) {
      faults.push({ rule: 'sitemap', file: page.file, message: `${page.path} is in dist but not in sitemap.xml` });
    }
    if (duplicate && listed.has(page.path)) {
      faults.push({
        rule: 'sitemap',
        file: page.file,
        message: `${page.path} is in sitemap.xml, but its canonical is another page`,
      });
    }
  }
  const served = new Set(site.pages.filter(indexable).map((p) => p.path));
  for (const path of listed) {
    if (!served.has(path))
      faults.push({
        rule: 'sitemap',
        file: 'sitemap.xml',
        message: `${path} is in sitemap.xml but not an indexable page in dist`,
      });
  }
  return faults;
}

/** Every route of the route table has its page; the sitemap lists exactly the indexable pages that are their own canonical. */
export const routesRule: AuditRule = {
  names: ['route', 'sitemap'],
  checks: 'routes and the sitemap',
  check: checkRoutes,
};
