import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPaths } from '#core/paths';
import { brokenSite, cleanSite, type FixtureSite } from '../../tests/fixtures/audit/sites';
import { CliError } from '../errors';
import { registerAudit, routeTablePaths, type runAudit } from './audit';
import { type AuditConfig, type Fault, type RuleName, readSite } from './audit/audited-site';
import { auditRules, auditSite, ruleNames } from './audit/rules';
import { internalTarget } from './audit/rules/links';

const config: AuditConfig = {
  siteUrl: 'https://www.example.com',
  routes: ['/', '/about', '/404', '/old'],
  phones: ['+18005550142'],
  emails: ['help@example.com'],
};

let root: string;
const dirs: Record<'clean' | 'broken', string> = { clean: '', broken: '' };

function writeSite(dir: string, site: FixtureSite): void {
  for (const [file, content] of Object.entries(site)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'audit-'));
  dirs.clean = join(root, 'clean');
  dirs.broken = join(root, 'broken');
  writeSite(dirs.clean, cleanSite);
  writeSite(dirs.broken, brokenSite);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const faultsOf = (which: 'clean' | 'broken', cfg: AuditConfig = config): Fault[] =>
  auditSite(readSite(dirs[which], cfg.siteUrl), cfg);

const lines = (faults: Fault[], rule: RuleName) =>
  faults.filter((f) => f.rule === rule).map((f) => `${f.file}: ${f.message}`);

describe('the rule registry', () => {
  it('registers every fault kind exactly once, each rule with what it checks', () => {
    const names = auditRules.flatMap((rule) => rule.names);
    expect([...names].sort()).toEqual([...ruleNames].sort());
    expect(new Set(names).size).toBe(names.length);
    for (const rule of auditRules) expect(rule.checks.length).toBeGreaterThan(3);
  });
});

describe('audit rules', () => {
  it('find nothing wrong with a sound site', () => {
    expect(faultsOf('clean')).toEqual([]);
  });

  describe('on a broken site, every rule fires', () => {
    let faults: Fault[];
    beforeAll(() => {
      faults = faultsOf('broken', { ...config, routes: [...config.routes, '/missing-route'] });
    });

    it('fires each rule at least once', () => {
      const fired = new Set(faults.map((f) => f.rule));
      expect(ruleNames.filter((rule) => !fired.has(rule))).toEqual([]);
    });

    it('link: a target that is not in dist, and a link to a legacy redirect', () => {
      expect(lines(faults, 'link')).toEqual([
        'index.html: link to /missing does not resolve to a page or file in dist',
        'index.html: link to /old goes to a legacy redirect, not the page',
      ]);
    });

    it('anchor: a fragment with no element on the target page, and an empty one', () => {
      expect(lines(faults, 'anchor')).toEqual([
        'index.html: link to /about#nope: no element with id "nope" on about.html',
        'index.html: link "#" has an empty fragment',
      ]);
    });

    it('title and description: missing', () => {
      expect(lines(faults, 'title')).toEqual(['about.html: no <title>']);
      expect(lines(faults, 'description')).toEqual(['about.html: no meta description']);
    });

    it('canonical: missing, relative, upper-case, another page, and og:url disagreeing', () => {
      expect(lines(faults, 'canonical')).toEqual([
        'about.html: canonical "/about" is not an absolute URL on https://www.example.com',
        'dup.html: og:url "https://www.example.com/elsewhere" differs from the canonical "https://www.example.com/dup"',
        'other.html: canonical "https://www.example.com/about" is not this page (https://www.example.com/other)',
        'unlisted.html: no canonical link',
        'upper.html: canonical "https://www.example.com/Upper" is not lower-case',
      ]);
    });

    it('canonical and sitemap: a declared duplicate names the page it duplicates and stays out of the sitemap', () => {
      const declared = faultsOf('broken', { ...config, canonicalOf: { '/other': '/about' } });
      expect(lines(declared, 'canonical').filter((l) => l.startsWith('other.html'))).toEqual([]);
      expect(lines(declared, 'sitemap').filter((l) => l.startsWith('other.html'))).toEqual([
        'other.html: /other is in sitemap.xml, but its canonical is another page',
      ]);
      const wrong = faultsOf('broken', { ...config, canonicalOf: { '/other': '/elsewhere' } });
      expect(lines(wrong, 'canonical').filter((l) => l.startsWith('other.html'))).toEqual([
        'other.html: canonical "https://www.example.com/about" is not this page (https://www.example.com/elsewhere)',
      ]);
    });

    it('duplicate titles and descriptions', () => {
      expect(lines(faults, 'duplicate-title')).toEqual([
        'dup.html: title "Twins | Example" is also on other.html',
        'other.html: title "Twins | Example" is also on dup.html',
      ]);
      expect(lines(faults, 'duplicate-description')).toHaveLength(2);
    });

    it('json-ld: a block that does not parse and the fields each type needs', () => {
      const found = lines(faults, 'json-ld');
      expect(found.filter((f) => /^index\.html: block 1 does not parse: /.test(f))).toHaveLength(1);
      expect(found.filter((f) => f.startsWith('about.html'))).toEqual([
        'about.html: BreadcrumbList item 1 has no position 1',
        'about.html: BreadcrumbList item 2 has no name',
        'about.html: FAQPage question 1 ("Why?") has no answer',
        'about.html: ItemList numberOfItems is 3, but it lists 1',
        'about.html: Review does not name its itemReviewed',
      ]);
    });

    it('route and sitemap: routes missing from dist, pages missing from the sitemap and the reverse', () => {
      expect(lines(faults, 'route')).toEqual([
        'missing-route.html: route /missing-route of the route table has no page in dist',
      ]);
      expect(lines(faults, 'sitemap')).toEqual([
        'unlisted.html: /unlisted is in dist but not in sitemap.xml',
        'vt/rutland.html: /vt/rutland is in dist but not in sitemap.xml',
        'sitemap.xml: /gone is in sitemap.xml but not an indexable page in dist',
      ]);
    });

    it('place-claim and place-sources: invented experience, an unsourced statistic, a source with no link or date', () => {
      expect(lines(faults, 'place-claim')).toEqual([
        'vt/rutland.html: invented experience (what the agency or its agents do, hear or see in a place): "Our agents talk with Rutland seniors every week."',
        'vt/rutland.html: unsourced statistic (what most people pay or choose, without a source): "Most Vermont residents pay $30 to $150 a month."',
      ]);
      expect(lines(faults, 'place-sources')).toEqual([
        'vt/rutland.html: source "Census, undated." has no absolute link',
        'vt/rutland.html: source "Census, undated." has no date',
      ]);
    });

    it('place-near-copy and place-noindex: two city pages that share most shingles, and the noindex rule broken', () => {
      expect(lines(faults, 'place-near-copy')).toEqual([
        'vt/burlington.html: shares 0.767 of its 5-word shingles with /vt/rutland (at most 0.5)',
      ]);
      expect(lines(faults, 'place-noindex')).toEqual([
        'vt/burlington.html: has 4 facts of its own but is noindex (noindex below 3)',
        'vt/burlington.html: has 4 facts of its own but is not in sitemap.xml',
        'vt/rutland.html: the city page does not say its count of own facts',
      ]);
    });

    it('contact: a number the data files publish (a cemetery’s) is allowed; one nobody publishes is not', () => {
      const published = faultsOf('broken', { ...config, publishedPhones: ['800-555-0199'] });
      expect(lines(published, 'contact').filter((l) => l.includes('1-800-555-0199'))).toEqual([]);
    });

    it('placeholder: {state}, {{, undefined, NaN and [object Object] in text or attributes', () => {
      const found = lines(faults, 'placeholder').join('\n');
      expect(found).toContain('index.html: {state} in text');
      expect(found).toContain('index.html: undefined in attribute class');
      expect(found).toContain('about.html: NaN in text');
      expect(found).toContain('about.html: [object Object] in text');
      expect(found).toContain('upper.html: {{ in text');
    });

    it("contact: phone numbers and e-mails that are not site.config's", () => {
      expect(lines(faults, 'contact')).toEqual([
        "index.html: phone number 1-800-555-0199 is neither one of site.config's nor one the data files publish",
        "index.html: e-mail sales@other-agency.com is not site.config's",
        "index.html: tel: link tel:+18005550100 is not one of site.config's numbers",
      ]);
    });

    it('image: no alt, or no width and height', () => {
      expect(lines(faults, 'image')).toEqual([
        'index.html: <img src="/photo.jpg"> has no alt',
        'index.html: <img src="/logo.svg"> lacks width and height',
      ]);
    });
  });

  it('reads internal links with their fragments, and leaves other hosts and schemes alone', () => {
    const site = 'https://www.example.com';
    expect(internalTarget('/tx/houston#nearby', '/', site)).toEqual({ path: '/tx/houston', hash: 'nearby' });
    expect(internalTarget('houston', '/tx/', site)).toEqual({ path: '/tx/houston', hash: undefined });
    expect(internalTarget('https://www.example.com/about/', '/', site)).toEqual({ path: '/about', hash: undefined });
    expect(internalTarget('https://other.example.org/', '/', site)).toBeUndefined();
    expect(internalTarget('mailto:a@b.c', '/', site)).toBeUndefined();
  });
});

describe('audit command', () => {
  async function run(dist: string, ...flags: string[]): Promise<{ out: string[]; error?: string }> {
    const out: string[] = [];
    const program = new Command().exitOverride();
    registerAudit(
      program,
      (l) => out.push(l),
      () => config,
    );
    try {
      await program.parseAsync(['node', 'cli', 'audit', '--dist', dist, ...flags]);
      return { out };
    } catch (error) {
      if (error instanceof CliError) return { out, error: error.message };
      throw error;
    }
  }

  it('prints a summary and succeeds on a sound site', async () => {
    const { out, error } = await run(dirs.clean);
    expect(error).toBeUndefined();
    expect(out).toEqual(['audit: 4 pages, 0 fault(s)']);
  });

  it('lists every fault and exits 1 on a broken site', async () => {
    const { out, error } = await run(dirs.broken);
    expect(error).toMatch(/^the audit found \d+ fault\(s\)$/);
    expect(out).toContain('index.html: [link] link to /missing does not resolve to a page or file in dist');
    expect(out).toContainEqual(
      expect.stringMatching(/^audit: city pages: 0\.0% of \d+ words sit in sentences another city page shares/),
    );
    expect(out.at(-1)).toMatch(/^audit: 10 pages, \d+ fault\(s\) \(link 2, anchor 2, title 1, /);
  });

  it('--json prints the faults and the counts per rule', async () => {
    const { out } = await run(dirs.broken, '--json');
    const result = JSON.parse(out.join('\n')) as ReturnType<typeof runAudit>;
    expect(result.ok).toBe(false);
    expect(result.counts.image).toBe(2);
    expect(result.faults.some((f) => f.rule === 'json-ld')).toBe(true);
  });

  it('says in one line that there is no build', async () => {
    const { error } = await run(join(root, 'nowhere'));
    expect(error).toMatch(/^no built site in .*nowhere: run npm run build first/);
  });

  it('takes the routes from the route table: named pages, every state and city, legacy pages', () => {
    const paths = routeTablePaths();
    expect(paths).toContain(staticPaths.southCarolina);
    expect(paths).toContain('/tx');
    expect(paths).toContain('/tx/houston');
    expect(paths).toContain('/about-us');
    expect(paths).not.toContain('/index.html');
  });
});
