import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { formatCount } from '#core/format';
import { canonicalPath, staticPaths } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { citedPhones } from '../../content/data/after-death-names';
import { countyOfficePhones } from '../../content/data/county-offices';
import { cemeteries } from '../../content/data/veterans-cemeteries';
import { expectedRoutes } from '../../src/built-site/reader.server';
import { CliError } from '../errors';
import { parseOptions } from '../options';
import { type AuditConfig, type Fault, readSite } from './audit/audited-site';
import { auditRules, auditSite, ruleNames } from './audit/rules';
import { cityOwnFacts, cityShingleOverlap, maxOverlap } from './audit/rules/place-pages';
import { cityPagesSharedShare } from './audit/rules/place-text';
import { defaultGoLiveInputs, type GoLiveInputs, type GoLiveResult, runGoLive } from './audit-go-live';
import { projectRoot } from './content-generate';

/**
 * `audit [--dist dist] [--json]`: reads every page of the built site and exits 1 listing every
 * fault. The rules are modules in audit/rules/, registered in audit/rules/index.ts. CI runs it
 * after the build.
 */

/** The prerendered paths of the route table (src/routes.tsx), as the built-site toolkit reads them. */
export function routeTablePaths(): string[] {
  return expectedRoutes().map((route) => route.path);
}

export function defaultAuditConfig(): AuditConfig {
  return {
    siteUrl: siteConfig.siteUrl,
    routes: routeTablePaths(),
    phones: [...Object.values(siteConfig.phones).map((p) => p.e164), ...citedPhones()],
    emails: [siteConfig.email],
    publishedPhones: [
      ...cemeteries.flatMap((c) => (c.phone ? [c.phone.replace(/ ext\. \d+$/, '')] : [])),
      ...countyOfficePhones(),
    ],
    canonicalOf: Object.fromEntries(
      Object.values(staticPaths)
        .filter((p) => canonicalPath(p) !== p)
        .map((p) => [p, canonicalPath(p)]),
    ),
  };
}

export interface AuditResult {
  ok: boolean;
  dist: string;
  pages: number;
  faults: Fault[];
  /** Faults per rule, every rule listed. */
  counts: Record<string, number>;
  /** A figure, not a gate: the share of city-page words in sentences another city page also has (names and numbers replaced). */
  sharedSentences: ReturnType<typeof cityPagesSharedShare>;
  /** The largest 5-word shingle overlap between two city pages (the gate: place-near-copy), and the pair. */
  shingles: ReturnType<typeof cityShingleOverlap>;
  /** Each city page's count of facts of its own. */
  ownFacts: ReturnType<typeof cityOwnFacts>;
}

export function runAudit(dist: string, config: AuditConfig = defaultAuditConfig()): AuditResult {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new CliError(`no built site in ${dist}: run npm run build first (or pass --dist <folder>)`);
  }
  const site = readSite(dist, config.siteUrl);
  const faults = auditSite(site, config);
  const counts = Object.fromEntries(ruleNames.map((r) => [r, faults.filter((f) => f.rule === r).length]));
  const sharedSentences = cityPagesSharedShare(site);
  return {
    ok: faults.length === 0,
    dist,
    pages: site.pages.length,
    faults,
    counts,
    sharedSentences,
    shingles: cityShingleOverlap(site),
    ownFacts: cityOwnFacts(site),
  };
}

const optionsSchema = z.object({
  dist: z.string().min(1).default('dist'),
  json: z.boolean().default(false),
  goLive: z.boolean().default(false),
});

/** `audit --go-live`: one line per item to replace before launch (audit-go-live.ts); exit 1 if any. */
function printGoLive(result: GoLiveResult, json: boolean, print: (line: string) => void): void {
  if (json) print(JSON.stringify(result, null, 2));
  else {
    for (const item of result.items) print(`${item.where}: ${item.what}`);
    print(
      result.ok
        ? 'go-live: nothing left to replace'
        : `go-live: ${result.items.length} item(s) to replace before the site goes live (see docs/operations.md, "Going live")`,
    );
  }
  if (!result.ok) throw new CliError(`the go-live check found ${result.items.length} item(s) to replace`);
}

/** `audit [--dist dist] [--json] [--go-live]` */
export function registerAudit(
  program: Command,
  print: (line: string) => void,
  config: () => AuditConfig = defaultAuditConfig,
  goLiveInputs: () => GoLiveInputs = defaultGoLiveInputs,
): void {
  program
    .command('audit')
    .description(`check the built site: ${auditRules.map((rule) => rule.checks).join(', ')}`)
    .option('--dist <folder>', 'the built site', 'dist')
    .option('--json', 'print the result as JSON')
    .option(
      '--go-live',
      'instead, list what must be replaced before launch: sample claims, stories and leaders, placeholder phones, e-mails, licenses and site URL, coming-soon videos, and the same in the built JSON-LD',
    )
    .action((raw: unknown) => {
      const options = parseOptions(optionsSchema, raw);
      const dist = resolve(projectRoot, options.dist);
      if (options.goLive) {
        printGoLive(runGoLive(dist, goLiveInputs()), options.json, print);
        return;
      }
      const result = runAudit(dist, config());
      if (options.json) print(JSON.stringify(result, null, 2));
      else {
        for (const f of result.faults) print(`${f.file}: [${f.rule}] ${f.message}`);
        const summary = Object.entries(result.counts)
          .filter(([, n]) => n > 0)
          .map(([rule, n]) => `${rule} ${n}`)
          .join(', ');
        const shared = result.sharedSentences;
        if (shared.pages > 0) {
          print(
            `audit: city pages: ${(shared.share * 100).toFixed(1)}% of ${formatCount(shared.words)} words sit in sentences another city page shares (names and numbers replaced; ${shared.pages} pages)`,
          );
        }
        if (result.shingles.pages > 1) {
          const pair = (o: { pair?: [string, string] }) => (o.pair ? ` (${o.pair.join(' and ')})` : '');
          print(
            `audit: city pages: the largest 5-word shingle overlap of two pages is ${result.shingles.max.toFixed(3)}${pair(result.shingles)} over the whole main text; at most ${maxOverlap} passes`,
          );
          const byCount = new Map<string, string[]>();
          for (const { path, facts } of result.ownFacts) {
            const key = facts === undefined ? 'unstated' : String(facts);
            byCount.set(key, [...(byCount.get(key) ?? []), path]);
          }
          for (const [count, paths] of [...byCount].sort(([a], [b]) => Number(a) - Number(b))) {
            print(`audit: city pages with ${count} facts of their own (${paths.length}): ${paths.join(' ')}`);
          }
        }
        print(`audit: ${result.pages} pages, ${result.faults.length} fault(s)${summary ? ` (${summary})` : ''}`);
      }
      if (!result.ok) throw new CliError(`the audit found ${result.faults.length} fault(s)`);
    });
}
