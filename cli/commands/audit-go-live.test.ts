import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsRegister } from '#core/site.claims';
import { siteConfig } from '#core/site.config';
import { siteConfigSchema } from '#core/site.config.schema';
import { stateLicenses } from '#core/site.licenses';
import { people } from '../../content/data/authors';
import { carrierComparison, staleRatings } from '../../content/data/carrier-comparison';
import { insurerPlans, sources } from '../../content/data/insurer-plans';
import { leaders } from '../../content/data/leaders';
import { publishedPriceFindings } from '../../content/data/published-prices';
import { testimonials } from '../../content/data/testimonials';
import { videos } from '../../content/data/videos';
import { buildAgency, buildGraph } from '../../src/seo/jsonld';
import { fixtureToday, realConfig, realInputs, realSite } from '../../tests/fixtures/audit/go-live';
import type { FixtureSite } from '../../tests/fixtures/audit/sites';
import { checkedOn, ratedOn } from '../../tests/fixtures/carrier-comparison';
import { CliError } from '../errors';
import { registerAudit } from './audit';
import { defaultGoLiveInputs, type GoLiveInputs, goLiveItems, SHIPPED_SITE_URL } from './audit-go-live';

let root: string;
const dists = { shipped: '', real: '' };

function writeSite(dir: string, site: FixtureSite): void {
  for (const [file, content] of Object.entries(site)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
}

/** A built page carrying the shipped config's organization markup, as every page of dist/ does. */
const shippedPage = `<!DOCTYPE html><html lang="en"><head><title>Home</title>
<script type="application/ld+json">${JSON.stringify(buildGraph([buildAgency()]))}</script>
</head><body><main><h1>Home</h1></main></body></html>`;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'go-live-'));
  dists.shipped = join(root, 'shipped');
  dists.real = join(root, 'real');
  writeSite(dists.shipped, { 'index.html': shippedPage, 'about.html': shippedPage });
  writeSite(dists.real, realSite);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function run(dist: string, inputs: GoLiveInputs, ...flags: string[]) {
  const out: string[] = [];
  const program = new Command().exitOverride();
  registerAudit(
    program,
    (l) => out.push(l),
    () => {
      throw new Error('the go-live check must not run the page audit');
    },
    () => inputs,
  );
  try {
    await program.parseAsync(['node', 'cli', 'audit', '--go-live', '--dist', dist, ...flags]);
    return { out, error: undefined };
  } catch (error) {
    if (error instanceof CliError) return { out, error: error.message };
    throw error;
  }
}

describe('audit --go-live on the shipped config', () => {
  it('exits 1 and names every item, one line each, with its file and key', async () => {
    const { out, error } = await run(dists.shipped, defaultGoLiveInputs());
    expect(error).toMatch(/^the go-live check found \d+ item\(s\) to replace$/);
    const expected = [
      ...Object.keys(claimsRegister).map((id) => `core/site.claims.ts: claims.${id}: sample claim`),
      ...testimonials.map((t) => `] ${t.name}: sample story`),
      ...leaders.map((l) => `content/data/leaders.ts: [${leaders.indexOf(l)}] ${l.name}: sample leader`),
      ...people.map((p, i) => `content/data/authors.ts: people[${i}] ${p.name}: sample byline person`),
      `content/data/authors.ts: people[1].npn: placeholder National Producer Number "${people[1]?.npn?.number}"`,
      `core/site.config.ts: company.foundingYear: sample founding year ${siteConfig.company.foundingYear}`,
      'content/pages/about.md: Our story: sample founder story',
      ...videos.map((v, i) => `content/data/videos.ts: [${i}] ${v.title}: "Video coming soon"`),
      'core/site.config.ts: phones.sales.display: fictional 555-01xx phone number',
      `core/site.config.ts: phones.sales.e164: fictional 555-01xx phone number "${siteConfig.phones.sales.e164}"`,
      'core/site.config.ts: phones.help.display: fictional 555-01xx phone number',
      `core/site.config.ts: phones.help.e164: fictional 555-01xx phone number "${siteConfig.phones.help.e164}"`,
      `core/site.config.ts: email: example.com address "${siteConfig.email}"`,
      `core/site.config.ts: siteUrl: the site URL the project ships with "${SHIPPED_SITE_URL}"`,
      'core/site.config.ts: npn: placeholder National Producer Number',
      `core/site.config.ts: appointments: sample list of the ${siteConfig.appointments.carriers.length} insurers`,
      'core/site.config.ts: address: sample postal address',
      ...Object.keys(siteConfig.operations).map((id) => `core/site.config.ts: operations.${id}: operational claim`),
      ...staleRatings(carrierComparison).map(
        (row) => `content/data/carrier-comparison.ts: ${row.company} rating: AM Best`,
      ),
      ...Object.keys(stateLicenses).map((code) => `core/site.licenses.ts: stateLicenses.${code}: placeholder`),
      'dist JSON-LD: @graph[].telephone: fictional 555-01xx phone number',
      'dist JSON-LD: @graph[].email: example.com address',
      `the site URL the project ships with "${SHIPPED_SITE_URL}" on 2 page(s), first about.html`,
    ];
    for (const line of expected)
      expect(
        out.filter((l) => l.includes(line)),
        line,
      ).toHaveLength(1);
    expect(out.find((l) => l.startsWith('dist JSON-LD: @graph[].telephone'))).toMatch(
      /on 2 page\(s\), first about\.html$/,
    );
    expect(out.at(-1)).toMatch(/^go-live: \d+ item\(s\) to replace before the site goes live/);
    expect(out.length - 1).toBe(Number(/found (\d+)/.exec(error ?? '')?.[1]));
  });

  it('lists the place-page sources older than two years, and only those', () => {
    const fresh = realInputs.placeSources.list[0];
    if (!fresh) throw new Error('the fixture has a source');
    const old = { ...fresh, id: 'va', title: 'VA national cemeteries', date: '2020-03-17', dateKind: 'as of' as const };
    const items = goLiveItems({ ...realInputs, placeSources: { today: '2026-11-25', list: [fresh, old] } });
    expect(items).toEqual([
      {
        where: 'place pages: source "VA national cemeteries"',
        what: `its data is as of 2020-03-17, more than two years old: read the latest release (${old.url}) and update the data file`,
      },
    ]);
  });

  it('counts a missing build as an item', async () => {
    const { out, error } = await run(join(root, 'nowhere'), defaultGoLiveInputs());
    expect(error).toBeDefined();
    expect(out.some((l) => l.endsWith('no built site to check: run npm run build first'))).toBe(true);
  });

  it('--json gives the same items', async () => {
    const { out } = await run(dists.shipped, defaultGoLiveInputs(), '--json');
    const result = JSON.parse(out.join('\n')) as { ok: boolean; items: Array<{ where: string }> };
    expect(result.ok).toBe(false);
    expect(result.items.map((i) => i.where)).toContain('core/site.claims.ts: claims.bbbRating');
  });
});

describe('audit --go-live on a config where everything is real', () => {
  it('is a valid site config', () => {
    expect(siteConfigSchema.safeParse(realConfig).success).toBe(true);
  });

  it('exits 0 and says nothing is left', async () => {
    const { out, error } = await run(dists.real, realInputs);
    expect(error).toBeUndefined();
    expect(out).toEqual(['go-live: nothing left to replace']);
  });

  it('lists a sample byline person, a placeholder NPN and a sample About page again as soon as they return', () => {
    const [writer, agent] = realInputs.authors.list;
    if (!writer || !agent) throw new Error('the real fixture has a writer and an agent');
    const withSamples: GoLiveInputs = {
      ...realInputs,
      siteConfig: { ...realConfig, company: { ...realConfig.company, sample: ['foundingYear', 'founderStory'] } },
      authors: {
        ...realInputs.authors,
        list: [
          { ...writer, sample: true },
          { ...agent, npn: { number: '00000001', placeholder: true } },
        ],
      },
    };
    expect(goLiveItems(withSamples).map((i) => i.where)).toEqual([
      'content/data/authors.ts: people[0] Ruth Calloway',
      'content/data/authors.ts: people[1].npn',
      'core/site.config.ts: company.foundingYear',
      'content/pages/about.md: Our story',
    ]);
  });

  it('lists a story that shows a rating without its author’s consent record', () => {
    const [first] = realInputs.stories;
    const [story] = first?.list ?? [];
    if (!first || !story) throw new Error('the real fixture has a story');
    const { consent: _c, ...withoutConsent } = story;
    const rated: GoLiveInputs = {
      ...realInputs,
      stories: [{ ...first, list: [{ ...withoutConsent, rating: 5, sample: true }] }],
    };
    expect(goLiveItems(rated).map((i) => i.what)).toContain(
      "a rating without its author's consent record: record the consent, or drop the rating",
    );
    const consented: GoLiveInputs = { ...realInputs, stories: [{ ...first, list: [{ ...story, rating: 5 }] }] };
    expect(goLiveItems(consented)).toEqual([]);
  });

  it('fails again as soon as one thing is a placeholder', () => {
    const oneSample: GoLiveInputs = {
      ...realInputs,
      claims: {
        ...realInputs.claims,
        bbbRating: { figure: 'A+', label: 'BBB rating', thirdParty: true, sample: true },
      },
      siteConfig: { ...realConfig, npn: { number: '12345678', placeholder: true } },
    };
    expect(goLiveItems(oneSample).map((i) => i.where)).toEqual([
      'core/site.claims.ts: claims.bbbRating',
      'core/site.config.ts: npn',
    ]);
  });

  it('lists the carrier facts checked more than twelve months ago, one line each, and a sample appointments list', () => {
    const stale: GoLiveInputs = {
      ...realInputs,
      siteConfig: { ...realConfig, appointments: { carriers: ['trustage'], sample: true } },
      carrierFacts: {
        file: 'content/data/carrier-comparison.ts',
        rows: ratedOn(
          [
            ...checkedOn(carrierComparison.slice(0, 1), '2025-11-30'),
            ...checkedOn(carrierComparison.slice(1), '2026-06-30'),
          ],
          '2026-06-30',
        ),
      },
    };
    const row = carrierComparison[0] as (typeof carrierComparison)[number];
    const items = goLiveItems(stale);
    expect(items.map((i) => i.where)).toEqual([
      'core/site.config.ts: appointments',
      'content/data/carrier-comparison.ts: AARP (New York Life): financial strength rating',
      ...row.plans.map((p) => `content/data/carrier-comparison.ts: AARP (New York Life): ${p.name}`),
    ]);
    expect(items[1]?.what).toBe(
      `source checked 2025-11-30, more than 12 months ago: read ${row.rating?.source.url} again, correct the facts and the date`,
    );
    expect(fixtureToday.toISOString().slice(0, 10)).toBe('2026-12-01');
  });

  it('lists an AM Best grade whose latest action is more than a year old, and not one a day younger', () => {
    const [first, second, ...rest] = checkedOn(carrierComparison, '2026-06-30');
    if (!first || !second) throw new Error('five rows');
    const rows = [
      ...ratedOn([first], '2025-11-30'),
      ...ratedOn([second], '2025-12-01'),
      ...ratedOn(rest, '2026-06-30'),
    ];
    const items = goLiveItems({ ...realInputs, carrierFacts: { file: 'content/data/carrier-comparison.ts', rows } });
    expect(items).toEqual([
      {
        where: `content/data/carrier-comparison.ts: ${first.company} rating`,
        what: `AM Best's latest action we found on ${first.ratedCompany}'s grade ${first.rating?.grade} is dated 2025-11-30, more than a year ago: look for a newer AM Best release or rating page, and update the grade, date and source`,
      },
    ]);
  });

  it('lists the sample postal address, each unconfirmed operational claim and a retention override', () => {
    const items = goLiveItems({
      ...realInputs,
      siteConfig: {
        ...realConfig,
        address: { ...realConfig.address, sample: true },
        operations: { ...realConfig.operations, callBack: { ...realConfig.operations.callBack, confirmed: false } },
      },
      retention: { ...realInputs.retention, env: { LEAD_RETENTION_DAYS: '365', SPAM_RETENTION_DAYS: ' 30 ' } },
    });
    expect(items.map((i) => i.where)).toEqual([
      'core/site.config.ts: address',
      'core/site.config.ts: operations.callBack',
      'environment: LEAD_RETENTION_DAYS',
    ]);
    expect(items[0]?.what).toContain('40 Riverbend Road, Dublin, OH 43017');
    expect(items[1]?.what).toContain(realConfig.operations.callBack.text);
    expect(items[2]?.what).toBe(
      `retention override: the server keeps data 365 days, but the privacy policy states ${realConfig.retention.leadDays} (core/site.config.ts retention): change one so that they agree`,
    );
  });
});

describe('audit --go-live: health questions', () => {
  const file = 'content/data/insurer-plans/plans.ts';
  const itemsFor = (insurers: typeof insurerPlans) =>
    goLiveItems({ ...realInputs, planData: { file, insurers } })
      .filter((i) => i.where.endsWith(': health questions'))
      .map((i) => `${i.where.slice(file.length + 2)} | ${i.what}`);
  const notRecorded =
    "the application's health questions are not recorded: enter them from the insurer's current application (its words, time window and what a yes leads to)";

  it('lists every plan that asks questions we have not recorded, with the document its eligibility rule was read in; guaranteed issue plans are not listed', () => {
    const items = itemsFor(insurerPlans);
    const asking = insurerPlans.flatMap((i) => i.plans).filter((p) => p.type !== 'guaranteed');
    expect(items.filter((i) => i.endsWith(notRecorded))).toEqual(
      asking.map((p) => `${p.id}: health questions | ${notRecorded}`),
    );
    expect(items).toContain(
      `american-amicable-golden-solution-graded: health questions | health questions read in a document with no date (${sources.goldenSolutionGuide3123.url})`,
    );
    expect(items.some((i) => i.startsWith('royal-neighbors-ensured-legacy-gi:'))).toBe(false);
  });

  it("recorded questions from the insurer's own dated application pass; from an old third-party copy they are listed", () => {
    const base = insurerPlans[0]?.plans[0];
    if (!base) throw new Error('a plan');
    const questions = {
      formNumber: 'ICC-TEST-1',
      questions: [{ text: 'Are you now confined to a nursing home?', window: 'currently', yesLeadsTo: 'declined' }],
      source: { ...base.source, kind: 'insurer' as const, date: '2026-10-01' },
    };
    const own = { ...base, id: 'own', healthQuestions: questions };
    const old = {
      ...base,
      id: 'old',
      healthQuestions: { ...questions, source: { ...base.source, date: '2024-01' } },
    };
    expect(itemsFor([{ carrierId: 'mutual-of-omaha', plans: [own, old] }])).toEqual([
      'old: health questions | health questions read in a document dated 2024-01, more than 12 months ago',
      `old: health questions | health questions read in a third party's copy, not the insurer's own application: ${base.source.url}`,
    ]);
  });
});

describe('audit --go-live: rate tables and payout rules', () => {
  it('lists each rate table that is undated or old, not the insurer’s own, for producers only, or of an insurer not appointed', () => {
    const items = goLiveItems({
      ...realInputs,
      planData: { file: 'content/data/insurer-plans/plans.ts', insurers: insurerPlans },
    }).filter((i) => i.where.startsWith('content/data/insurer-plans/plans.ts'));
    const lp = 'content/data/insurer-plans/plans.ts: mutual-of-omaha-living-promise-level';
    expect(items.filter((i) => i.where === `${lp}: rates`).map((i) => i.what)).toEqual([
      "a plan we sell with no current rate book (the copy of the chart we read does not give the policy fee, the monthly factor or the rounding rule): load the insurer's book with `npm run cli -- plans import <file>`",
      `rate table with no date (${sources.livingPromiseCalculator.url})`,
      `rate table from a third party's copy, not the insurer's own document: ${sources.livingPromiseCalculator.url}`,
      'not known whether it is for producers only, and no dated approval from the insurer to advertise its prices',
    ]);
    // Every plan without a sourced payout rule is listed once.
    const noPayout = insurerPlans.flatMap((i) => i.plans).filter((p) => !p.payout);
    expect(items.filter((i) => i.where.endsWith(': payout')).map((i) => i.where)).toEqual(
      noPayout.map((p) => `content/data/insurer-plans/plans.ts: ${p.id}: payout`),
    );
    // Every plan we sell without a complete rate book is listed once, with the command that loads one.
    const noBook = items.filter((i) => i.what.startsWith('a plan we sell with no current rate book'));
    expect(noBook.map((i) => i.where)).toEqual(
      insurerPlans
        .flatMap((i) => i.plans)
        .filter((p) => realInputs.siteConfig.appointments.carriers.includes(p.carrierId))
        .filter((p) => p.rates === null || p.rates.policyFeeCents === null)
        .map((p) => `content/data/insurer-plans/plans.ts: ${p.id}: rates`),
    );
  });

  it('lists an old, producers-only table of an insurer not appointed; an insurer’s own approved table passes', () => {
    const lpPlans = insurerPlans[0]?.plans ?? [];
    const base = lpPlans[0];
    if (!base?.rates) throw new Error('Living Promise level has rates');
    const own = { ...base.rates.source, kind: 'insurer' as const, producersOnly: true, date: '2026-09-01' };
    const approved = {
      ...base,
      rates: {
        ...base.rates,
        source: own,
        advertisingApproval: { by: 'United of Omaha marketing', date: '2026-10-01' },
      },
    };
    const old = { ...base, id: 'old-table', rates: { ...base.rates, source: { ...own, date: '2025-10-01' } } };
    const items = goLiveItems({
      ...realInputs,
      siteConfig: {
        ...realConfig,
        appointments: { carriers: ['trustage'], source: { document: 'letters', date: '2026-01-01' } },
      },
      planData: { file: 'p.ts', insurers: [{ carrierId: 'mutual-of-omaha', plans: [approved, old] }] },
    }).filter((i) => i.where.startsWith('p.ts') && !i.where.endsWith(': health questions'));
    expect(items.map((i) => `${i.where} | ${i.what}`)).toEqual([
      'p.ts: mutual-of-omaha-living-promise-level: rates | its insurer (mutual-of-omaha) is not on the appointment list',
      'p.ts: old-table: rates | rates dated 2025-10-01, more than 12 months ago',
      'p.ts: old-table: rates | marked for producers only, and no dated approval from the insurer to advertise its prices',
      'p.ts: old-table: rates | its insurer (mutual-of-omaha) is not on the appointment list',
    ]);
  });
});

describe('go-live: published price figures (issue 41)', () => {
  it('lists each published figure older than 12 months and each copy marked for producers only', () => {
    const items = goLiveItems({ ...realInputs, publishedPrices: publishedPriceFindings('2026-11-29') }).filter((i) =>
      i.where.startsWith('content/data/published-prices.ts'),
    );
    expect(items.map((i) => `${i.where} | ${i.what.slice(0, 60)}`)).toEqual([
      'content/data/published-prices.ts: gerber-guaranteed-life-gl-rc-2-0819 | a published price figure more than 12 months old (gerber-gua',
      'content/data/published-prices.ts: gerber-guaranteed-life-gl-rc-2-0819 | a published price figure from a copy marked for producers on',
      'content/data/published-prices.ts: choice-mutual-costs-by-age-2024-11-04 | a published price figure more than 12 months old (choice-mut',
    ]);
  });
});
