import type { AuditConfig, AuditPage, AuditRule, Fault, Site } from '../audited-site';

function idsOf(document: Document): Set<string> {
  const ids = new Set<string>();
  for (const el of document.querySelectorAll('[id]')) ids.add(el.getAttribute('id') ?? '');
  for (const el of document.querySelectorAll('a[name]')) ids.add(el.getAttribute('name') ?? '');
  return ids;
}

/** The site path and fragment of an internal href, or undefined for an external or non-page link. */
export function internalTarget(
  href: string,
  fromPath: string,
  siteUrl: string,
): { path: string; hash: string | undefined } | undefined {
  const raw = href.trim();
  if (raw === '' || /^(mailto|tel|javascript|data|sms):/i.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, `${siteUrl}${fromPath}`);
  } catch {
    return { path: raw, hash: undefined };
  }
  if (`${url.protocol}//${url.host}` !== siteUrl) return undefined;
  const hash = url.hash ? decodeURIComponent(url.hash.slice(1)) : raw.endsWith('#') ? '' : undefined;
  let path = decodeURIComponent(url.pathname);
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return { path, hash };
}

function checkLinks(site: Site, config: AuditConfig): Fault[] {
  const faults: Fault[] = [];
  const byPath = new Map(site.pages.map((p) => [p.path, p]));
  const ids = new Map<string, Set<string>>();
  const idsFor = (page: AuditPage) => {
    let set = ids.get(page.path);
    if (!set) {
      set = idsOf(page.document);
      ids.set(page.path, set);
    }
    return set;
  };
  for (const page of site.pages) {
    for (const a of page.document.querySelectorAll('a[href], area[href]')) {
      const href = a.getAttribute('href') ?? '';
      const target = internalTarget(href, page.path, config.siteUrl);
      if (!target) continue;
      const linked = target.path === page.path ? page : byPath.get(target.path);
      const isFile = site.files.has(target.path.replace(/^\//, ''));
      if (!linked && !isFile) {
        faults.push({
          rule: 'link',
          file: page.file,
          message: `link to ${href} does not resolve to a page or file in dist`,
        });
        continue;
      }
      if (linked && linked !== page && linked.kind === 'redirect') {
        faults.push({
          rule: 'link',
          file: page.file,
          message: `link to ${href} goes to a legacy redirect, not the page`,
        });
        continue;
      }
      if (target.hash === undefined) continue;
      if (target.hash === '') {
        faults.push({ rule: 'anchor', file: page.file, message: `link "${href}" has an empty fragment` });
      } else if (linked && !idsFor(linked).has(target.hash)) {
        faults.push({
          rule: 'anchor',
          file: page.file,
          message: `link to ${href}: no element with id "${target.hash}" on ${linked.file}`,
        });
      }
    }
  }
  return faults;
}

/** Every internal link resolves to a page or file (not a legacy redirect), and every fragment to an element. */
export const linksRule: AuditRule = { names: ['link', 'anchor'], checks: 'links and anchors', check: checkLinks };
