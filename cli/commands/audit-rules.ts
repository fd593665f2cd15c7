import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';

/**
 * The rules of `npm run cli -- audit`, as pure functions over a built site read from disk. Each
 * fault names its rule, the file and what is wrong; the command prints them and exits 1.
 */

export type RuleName =
  | 'link'
  | 'anchor'
  | 'title'
  | 'description'
  | 'canonical'
  | 'duplicate-title'
  | 'duplicate-description'
  | 'json-ld'
  | 'route'
  | 'sitemap'
  | 'placeholder'
  | 'contact'
  | 'image';

export const ruleNames: readonly RuleName[] = [
  'link',
  'anchor',
  'title',
  'description',
  'canonical',
  'duplicate-title',
  'duplicate-description',
  'json-ld',
  'route',
  'sitemap',
  'placeholder',
  'contact',
  'image',
];

export interface Fault {
  rule: RuleName;
  /** The file, relative to dist/ (or "sitemap.xml", or the route's file when it is missing). */
  file: string;
  message: string;
}

export type PageKind = 'page' | 'error' | 'redirect';

export interface AuditPage {
  /** Relative to dist/, with forward slashes. */
  file: string;
  /** The site path the file serves (flat files: tx/houston.html -> /tx/houston). */
  path: string;
  document: Document;
  /** Error pages say noindex; legacy redirect pages carry a meta refresh. */
  kind: PageKind;
}

export interface Site {
  pages: AuditPage[];
  /** Every file below dist/, relative, with forward slashes. */
  files: Set<string>;
  /** The paths listed in sitemap.xml, or undefined when there is none. */
  sitemap: string[] | undefined;
}

export interface AuditConfig {
  /** https://www.example.com, no trailing slash. */
  siteUrl: string;
  /** Every path of the route table that is prerendered (pages, error pages, legacy redirect pages). */
  routes: readonly string[];
  /** Phone numbers the site may show, as 10 digits. */
  phones: readonly string[];
  /** E-mail addresses the site may show. */
  emails: readonly string[];
  /**
   * Pages whose canonical is another page (path -> that page's path): they name it as canonical
   * and stay out of the sitemap.
   */
  canonicalOf?: Readonly<Record<string, string>>;
}

/* ------------------------------------------------------------------ reading dist */

/** The file a path is written to with flat files: "/" -> index.html, "/a/b" -> a/b.html. */
export function fileOfPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

export function pathOfFile(file: string): string {
  return file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
}

function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, base));
    else out.push(relative(base, full).split(sep).join('/'));
  }
  return out;
}

let parser: DOMParser | undefined;

export function parseHtml(html: string): Document {
  parser ??= new new JSDOM('', { virtualConsole: new VirtualConsole() }).window.DOMParser();
  return parser.parseFromString(html, 'text/html');
}

export function kindOf(document: Document): PageKind {
  if (document.querySelector('meta[http-equiv="refresh" i]')) return 'redirect';
  if (/noindex/i.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '')) return 'error';
  return 'page';
}

/** Reads every HTML page of a built site (assets/ skipped) and its sitemap. */
export function readSite(dist: string, siteUrl: string): Site {
  const files = new Set(listFiles(dist));
  const pages = [...files]
    .filter((f) => f.endsWith('.html') && !f.startsWith('assets/'))
    .sort()
    .map((file) => {
      const document = parseHtml(readFileSync(join(dist, file), 'utf8'));
      return { file, path: pathOfFile(file), document, kind: kindOf(document) };
    });
  const sitemapFile = join(dist, 'sitemap.xml');
  const sitemap = existsSync(sitemapFile)
    ? [...readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
        const url = (m[1] as string).replace(/&amp;/g, '&').trim();
        return url.startsWith(siteUrl) ? url.slice(siteUrl.length) || '/' : url;
      })
    : undefined;
  return { pages, files, sitemap };
}

/* ------------------------------------------------------------------ links and anchors */

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

export function checkLinks(site: Site, config: AuditConfig): Fault[] {
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

/* ------------------------------------------------------------------ head tags */

const indexable = (page: AuditPage) => page.kind === 'page';

export function checkHead(site: Site, config: AuditConfig): Fault[] {
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

export function checkDuplicates(site: Site): Fault[] {
  const faults: Fault[] = [];
  const groups = {
    'duplicate-title': new Map<string, string[]>(),
    'duplicate-description': new Map<string, string[]>(),
  };
  for (const page of site.pages.filter(indexable)) {
    const title = page.document.querySelector('title')?.textContent?.trim();
    const description = page.document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim();
    if (title) groups['duplicate-title'].set(title, [...(groups['duplicate-title'].get(title) ?? []), page.file]);
    if (description) {
      groups['duplicate-description'].set(description, [
        ...(groups['duplicate-description'].get(description) ?? []),
        page.file,
      ]);
    }
  }
  for (const [rule, map] of Object.entries(groups) as Array<[RuleName, Map<string, string[]>]>) {
    for (const [text, files] of map) {
      if (files.length < 2) continue;
      for (const file of files) {
        faults.push({
          rule,
          file,
          message: `${rule === 'duplicate-title' ? 'title' : 'description'} ${JSON.stringify(text.slice(0, 80))} is also on ${files.filter((f) => f !== file).join(', ')}`,
        });
      }
    }
  }
  return faults;
}

/* ------------------------------------------------------------------ JSON-LD */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function* objectsIn(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* objectsIn(item);
  else if (isObject(value)) {
    yield value;
    for (const child of Object.values(value)) yield* objectsIn(child);
  }
}

function typesOf(node: Json): string[] {
  const type = node['@type'];
  return Array.isArray(type) ? type.map(String) : type === undefined ? [] : [String(type)];
}

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** The JSON-LD of one page: every block parses, and the types we use carry their required fields. */
export function jsonLdFaults(page: AuditPage): Fault[] {
  const faults: Fault[] = [];
  const fail = (message: string) => faults.push({ rule: 'json-ld', file: page.file, message });
  const nodes: Json[] = [];
  page.document.querySelectorAll('script[type="application/ld+json"]').forEach((script, i) => {
    try {
      nodes.push(...objectsIn(JSON.parse(script.textContent ?? '')));
    } catch (error) {
      fail(`block ${i + 1} does not parse: ${(error as Error).message}`);
    }
  });
  const byId = new Map<string, Json>();
  for (const n of nodes) {
    // A node, not a bare reference to one: {"@id": "..."} alone names nothing.
    if (typeof n['@id'] === 'string' && Object.keys(n).length > 1 && !byId.has(n['@id'])) byId.set(n['@id'], n);
  }
  const resolve = (v: unknown): Json | undefined => {
    if (!isObject(v)) return undefined;
    const ref = typeof v['@id'] === 'string' && Object.keys(v).length === 1 ? byId.get(v['@id']) : undefined;
    return ref ?? v;
  };
  for (const node of nodes) {
    const types = typesOf(node);
    if (types.includes('BreadcrumbList')) {
      const items = node.itemListElement;
      if (!Array.isArray(items) || items.length === 0) fail('BreadcrumbList has no itemListElement');
      else
        items.forEach((item, i) => {
          if (!isObject(item) || item.position !== i + 1) fail(`BreadcrumbList item ${i + 1} has no position ${i + 1}`);
          else if (!filled(item.name)) fail(`BreadcrumbList item ${i + 1} has no name`);
          else if (!filled(item.item) && !(isObject(item.item) && filled(item.item['@id'])))
            fail(`BreadcrumbList item ${i + 1} has no item`);
        });
    }
    if (types.includes('FAQPage')) {
      const questions = Array.isArray(node.mainEntity) ? node.mainEntity : node.mainEntity ? [node.mainEntity] : [];
      if (questions.length === 0) fail('FAQPage has no questions');
      questions.forEach((q, i) => {
        const question = resolve(q);
        const answer = resolve(question?.acceptedAnswer);
        if (!question || !filled(question.name)) fail(`FAQPage question ${i + 1} has no name`);
        else if (!answer || !filled(answer.text))
          fail(`FAQPage question ${i + 1} ("${String(question.name).slice(0, 40)}") has no answer`);
      });
    }
    if (types.includes('ItemList')) {
      const items = node.itemListElement;
      const count = Array.isArray(items) ? items.length : 0;
      if (node.numberOfItems !== count)
        fail(`ItemList numberOfItems is ${String(node.numberOfItems)}, but it lists ${count}`);
    }
    if (types.includes('Review')) {
      const item = resolve(node.itemReviewed);
      if (!item || !filled(item.name)) fail('Review does not name its itemReviewed');
    }
  }
  return faults;
}

export function checkJsonLd(site: Site): Fault[] {
  return site.pages.flatMap(jsonLdFaults);
}

/* ------------------------------------------------------------------ routes and sitemap */

export function checkRoutes(site: Site, config: AuditConfig): Fault[] {
  const faults: Fault[] = [];
  for (const path of new Set(config.routes)) {
    const file = fileOfPath(path);
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

/* ------------------------------------------------------------------ text: placeholders, phones, e-mails */

const placeholders: ReadonlyArray<[RegExp, string]> = [
  [/\{state\}/i, '{state}'],
  [/\{city\}/i, '{city}'],
  [/\{\{/, '{{'],
  [/\bundefined\b/, 'undefined'],
  [/\bNaN\b/, 'NaN'],
  [/\[object Object\]/, '[object Object]'],
];

/** Visible text (no script or style contents), one entry per text node. */
function textNodes(document: Document): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(document.documentElement, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement?.tagName;
    if (parent === 'SCRIPT' || parent === 'STYLE' || parent === 'NOSCRIPT' || parent === 'TEMPLATE') continue;
    out.push(node.textContent ?? '');
  }
  return out;
}

/** Every attribute value of every element but scripts (their code is not text). */
function attributeValues(document: Document): Array<{ name: string; value: string }> {
  const out: Array<{ name: string; value: string }> = [];
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) out.push({ name: attr.name, value: attr.value });
  }
  return out;
}

/** String values (not property names) of every JSON-LD block that parses. */
function jsonLdStrings(document: Document): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) Object.values(v).forEach(walk);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      walk(JSON.parse(script.textContent ?? ''));
    } catch {
      // reported by the JSON-LD rule
    }
  }
  return out;
}

function excerpt(text: string, index: number): string {
  return JSON.stringify(
    text
      .slice(Math.max(0, index - 30), index + 30)
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

export function checkPlaceholders(site: Site): Fault[] {
  const faults: Fault[] = [];
  for (const page of site.pages) {
    const sources: Array<[string, string]> = [
      ...textNodes(page.document).map((t): [string, string] => ['text', t]),
      ...attributeValues(page.document).map(({ name, value }): [string, string] => [`attribute ${name}`, value]),
      ...jsonLdStrings(page.document).map((s): [string, string] => ['JSON-LD value', s]),
    ];
    for (const [where, text] of sources) {
      for (const [pattern, label] of placeholders) {
        const match = pattern.exec(text);
        if (match)
          faults.push({
            rule: 'placeholder',
            file: page.file,
            message: `${label} in ${where}: ${excerpt(text, match.index)}`,
          });
      }
    }
  }
  return faults;
}

const phonePattern = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g;
const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** The last ten digits of a phone number. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(-10);
}

export function checkContacts(site: Site, config: AuditConfig): Fault[] {
  const faults: Fault[] = [];
  const phones = new Set(config.phones.map(phoneDigits));
  const emails = new Set(config.emails.map((e) => e.toLowerCase()));
  for (const page of site.pages) {
    const seen = new Set<string>();
    const report = (message: string) => {
      if (seen.has(message)) return;
      seen.add(message);
      faults.push({ rule: 'contact', file: page.file, message });
    };
    const texts = [
      ...textNodes(page.document),
      ...jsonLdStrings(page.document),
      ...[...page.document.querySelectorAll('meta[content], [aria-label], [title]')].map(
        (el) =>
          `${el.getAttribute('content') ?? ''} ${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
      ),
    ];
    for (const text of texts) {
      for (const m of text.matchAll(phonePattern)) {
        if (!phones.has(phoneDigits(m[0]))) report(`phone number ${m[0].trim()} is not one of site.config's`);
      }
      for (const m of text.matchAll(emailPattern)) {
        if (!emails.has(m[0].toLowerCase())) report(`e-mail ${m[0]} is not site.config's`);
      }
    }
    for (const a of page.document.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href') ?? '';
      if (/^tel:/i.test(href) && !phones.has(phoneDigits(href)))
        report(`tel: link ${href} is not one of site.config's numbers`);
      const mail = /^mailto:([^?]+)/i.exec(href)?.[1];
      if (mail && !emails.has(decodeURIComponent(mail).toLowerCase()))
        report(`mailto: link ${href} is not site.config's e-mail`);
    }
  }
  return faults;
}

/* ------------------------------------------------------------------ images */

export function checkImages(site: Site): Fault[] {
  const faults: Fault[] = [];
  for (const page of site.pages) {
    for (const img of page.document.querySelectorAll('img')) {
      const src = img.getAttribute('src') ?? '(no src)';
      if (!img.hasAttribute('alt'))
        faults.push({ rule: 'image', file: page.file, message: `<img src="${src}"> has no alt` });
      if (!img.getAttribute('width') || !img.getAttribute('height')) {
        faults.push({ rule: 'image', file: page.file, message: `<img src="${src}"> lacks width and height` });
      }
    }
  }
  return faults;
}

/* ------------------------------------------------------------------ all */

export function auditSite(site: Site, config: AuditConfig): Fault[] {
  return [
    ...checkRoutes(site, config),
    ...checkLinks(site, config),
    ...checkHead(site, config),
    ...checkDuplicates(site),
    ...checkJsonLd(site),
    ...checkPlaceholders(site),
    ...checkContacts(site, config),
    ...checkImages(site),
  ];
}
