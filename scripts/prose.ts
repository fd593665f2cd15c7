import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterDeathNames } from '../content/data/after-death-names';
import { carrierComparison, carrierFactSources } from '../content/data/carrier-comparison';
import { carriers } from '../content/data/carriers';
import { countyOfficeModules } from '../content/data/county-offices';
import { leaders } from '../content/data/leaders';
import { states } from '../content/data/states';
import { cemeteries } from '../content/data/veterans-cemeteries';
import { cityFacts } from '../content/places/cities';
import { allPlaceSources, placeFacts } from '../content/places/place-pages';
import { listHtmlFiles } from '../src/built-site/files.server';
import { templates } from '../src/built-site/templates';
import { runEntry } from './entry';
import { extractBlocks, extractProse } from './prose/extract';
import { checkGrammar, checkUsage, readability } from './prose/language';

/**
 * Plain US English over the site (part of npm test, after the build):
 *
 * 1. spelling: cspell (US English; cspell.config.yaml, with cspell-words.txt and the names of
 *    the places, carriers and people in content/data) over the prose sources (content/, the
 *    page and component sources, the site config) and over the text of every built page;
 * 2. grammar: retext-indefinite-article, retext-repeated-words and our usage rules over the
 *    text of every built page (where templates are filled in, so "a {{state}}" is checked as
 *    the visitor reads it);
 * 3. readability: the reading grade of every page template, printed; the home, guide, quote
 *    calculator and FAQ pages must read at grade 8 or below.
 *
 * Exit 1 on any finding. Usage: tsx scripts/prose.ts [--dist <dir>] [--verbose]
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The pages whose reading grade is gated, and the grade. */
export const gatedTemplates = ['home', 'guide', 'quote calculator', 'faq', 'when someone dies'] as const;
export const maxGrade = 8;

/** The sources that hold prose, as cspell globs relative to the repository. */
export const proseSources = [
  'content/**/*.md',
  'content/data/*.ts',
  'src/pages/**/*.tsx',
  'src/components/**/*.tsx',
  'core/site.config.ts',
];

/** Names the data already knows: cities, counties, states, carriers (with their sources' publishers) and people. */
export function dataNames(): string[] {
  const names = new Set<string>();
  const add = (text: string) => {
    for (const word of text.split(/[^\p{L}'’]+/u)) if (word.length > 1) names.add(word.replace(/['’]s$/, ''));
  };
  for (const c of cityFacts) {
    add(c.name);
    for (const county of c.census ? (c.census.counties ?? [c.census.county]) : []) add(county);
  }
  for (const s of states) add(s.name);
  for (const c of carriers) add(c.name);
  for (const row of carrierComparison) add(row.ratedCompany);
  // The publisher of each carrier fact's source ("Investopedia: …") and its host ("nylaarp.com").
  for (const { source } of carrierFactSources()) {
    add(source.name.split(':')[0] ?? '');
    add(new URL(source.url).hostname);
  }
  for (const l of leaders) add(l.name);
  for (const name of afterDeathNames()) add(name);
  // The place pages' facts: the largest places of each state, the veterans cemeteries, and every
  // source they cite (its title, publisher and host: statute citations, "NFDA", "Gazetteer").
  for (const state of states) for (const p of placeFacts().state(state.code).largest) add(p.name);
  for (const c of cemeteries) {
    add(c.name);
    add(c.town);
  }
  // The county offices the city pages name ("100 Dolorosa", "J. Erik Jonsson Library").
  for (const { data } of countyOfficeModules)
    for (const c of data.counties) for (const o of c.offices) add(`${o.name} ${o.address}`);
  for (const source of allPlaceSources()) {
    add(source.title);
    add(source.publisher);
    add(new URL(source.url).hostname);
  }
  return [...names].sort();
}

export interface Finding {
  file: string;
  message: string;
}

/** One cspell run; its findings as "file:line:col - Unknown word (x)". */
function cspell(args: string[], cwd: string, config: string): Finding[] {
  const bin = join(repoRoot, 'node_modules', 'cspell', 'bin.mjs');
  const run = spawnSync(process.execPath, [bin, '--no-progress', '--no-summary', '--config', config, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0 && run.status !== 1) {
    throw new Error(`cspell failed (exit ${run.status}): ${run.stderr}`);
  }
  return run.stdout
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => ({ file: line.split(':')[0] ?? '', message: line }));
}

/**
 * Spelling of the sources and of the built text. The built pages share most of their text (the
 * header, the footer, the generated paragraphs), so each distinct block is written once, in the
 * file of the first page that shows it.
 */
function checkSpelling(pages: ReadonlyArray<{ file: string; blocks: string[] }>): {
  sources: Finding[];
  built: Finding[];
} {
  const work = mkdtempSync(join(tmpdir(), 'prose-'));
  try {
    writeFileSync(join(work, 'names.txt'), `${dataNames().join('\n')}\n`);
    const config = join(work, 'cspell.json');
    writeFileSync(
      config,
      JSON.stringify({
        import: [join(repoRoot, 'cspell.config.yaml')],
        dictionaryDefinitions: [{ name: 'data-names', path: join(work, 'names.txt') }],
        dictionaries: ['data-names'],
      }),
    );
    const sources = cspell(proseSources, repoRoot, config);
    const seen = new Set<string>();
    const textDir = join(work, 'dist');
    for (const page of pages) {
      const fresh = page.blocks.filter((b) => !seen.has(b));
      for (const b of fresh) seen.add(b);
      if (fresh.length === 0) continue;
      const out = join(textDir, page.file.replace(/\.html$/, '.txt'));
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, `${fresh.join('\n')}\n`);
    }
    const built = cspell(['--root', textDir, '**/*.txt'], textDir, config).map((f) => ({
      file: f.file.replace(/\.txt$/, '.html'),
      message: `dist/${f.message.replace(/\.txt:/, '.html:')}`,
    }));
    return { sources, built };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function checkBuiltGrammar(pages: ReadonlyArray<{ file: string; blocks: string[] }>): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    for (const block of page.blocks) {
      if (seen.has(block)) continue;
      seen.add(block);
      for (const f of [...checkGrammar(block), ...checkUsage(block)]) {
        findings.push({
          file: page.file,
          message: `dist/${page.file}: ${f.message} (${f.rule}) in ${JSON.stringify(f.excerpt)}`,
        });
      }
    }
  }
  return findings;
}

export interface TemplateGrade {
  name: string;
  file: string;
  grade: number;
  gated: boolean;
}

function gradeTemplates(dist: string, verbose: boolean): { grades: TemplateGrade[]; findings: Finding[] } {
  const grades: TemplateGrade[] = [];
  const findings: Finding[] = [];
  console.log(
    `[prose] reading grade of each page template (median of five formulas; gate ≤ ${maxGrade} on ${gatedTemplates.join(', ')})`,
  );
  console.log('[prose]   template            grade   FK   CLI  ARI  Fog  SMOG  sentences words hard');
  for (const t of templates) {
    const r = readability(extractProse(readFileSync(join(dist, t.file), 'utf8')), maxGrade);
    const gated = (gatedTemplates as readonly string[]).includes(t.name);
    const f = r.formulas;
    const cells = [f.fleschKincaid, f.colemanLiau, f.automatedReadability, f.gunningFog, f.smog].map((n) =>
      n.toFixed(1).padStart(4),
    );
    console.log(
      `[prose]   ${t.name.padEnd(19)} ${r.grade.toFixed(1).padStart(5)}${gated ? '*' : ' '}${cells.join(' ')}  ${String(r.sentences).padStart(9)} ${String(r.words).padStart(5)} ${String(r.hard.length).padStart(4)}`,
    );
    if (verbose) for (const h of r.hard) console.log(`[prose]       hard: ${h}`);
    grades.push({ name: t.name, file: t.file, grade: r.grade, gated });
    if (gated && !(r.grade <= maxGrade)) {
      findings.push({ file: t.file, message: `${t.file} reads at grade ${r.grade}, above ${maxGrade}` });
    }
  }
  return { grades, findings };
}

export function main(argv: readonly string[]): number {
  const distArg = argv.indexOf('--dist');
  const verbose = argv.includes('--verbose');
  const dist = resolve(
    distArg >= 0 && argv[distArg + 1]
      ? (argv[distArg + 1] as string)
      : (process.env.DIST_DIR ?? join(repoRoot, 'dist')),
  );
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`dist/ is missing: run npm run build first (looked in ${dist})`);
    return 1;
  }
  const started = Date.now();
  const pages = listHtmlFiles(dist).map((file) => ({
    file,
    blocks: extractBlocks(readFileSync(join(dist, file), 'utf8')),
  }));
  const spelling = checkSpelling(pages);
  const grammar = checkBuiltGrammar(pages);
  const { findings: readabilityFindings } = gradeTemplates(dist, verbose);

  const groups: Array<[string, Finding[]]> = [
    ['spelling (sources)', spelling.sources],
    ['spelling (built pages)', spelling.built],
    ['grammar (built pages)', grammar],
    ['readability (gated pages)', readabilityFindings],
  ];
  for (const [name, findings] of groups) {
    console.log(`[prose] ${name}: ${findings.length} finding(s)`);
    for (const f of findings) console.log(`[prose]   ${f.message}`);
  }
  const total = groups.reduce((n, [, f]) => n + f.length, 0);
  console.log(
    `[prose] ${pages.length} pages, ${total === 0 ? 'ok' : `${total} finding(s)`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return total === 0 ? 0 : 1;
}

runEntry(import.meta.url, 'prose', () => main(process.argv.slice(2)));
