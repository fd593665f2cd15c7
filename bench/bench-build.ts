import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cityPath } from '#core/paths';
import { textTable } from '#core/text-table';
import type { CityFacts } from '../content/data/schemas';
import { cityFacts } from '../content/places/cities';
import { renderCitiesJson } from '../content/places/cities-file.server';
import { runEntry } from '../scripts/entry';
import { formatKb, measure } from '../scripts/size';

/**
 * `npm run bench:build`: how the build scales with the number of city pages.
 *
 * In a temporary copy of the project (node_modules symlinked; nothing in the repository is
 * written except, with --append, a table added to bench/results.md), for each size it writes a
 * synthetic content/places/cities.json of that many cities (the real ones plus made-up ones spread
 * over the states), runs `content generate`, builds with NODE_ENV=production under
 * /usr/bin/time -v, and prints pages, seconds, peak memory and the files written to dist.
 *
 * Targets (issue 33): 10,000 pages in at most 30 s on a 2-core machine, time growing linearly (the
 * ms per extra page is printed), peak memory at most 1 GB, at most 1.1 files per page. The load
 * average is printed beside each size, and the previous run's figures in bench/results.md beside
 * this run's.
 *
 * Usage: tsx bench/bench-build.ts [--sizes 1000,3000,10000] [--keep] [--append]
 */

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)));
const skipped = new Set([
  'node_modules',
  'dist',
  '.git',
  'test-results',
  'playwright-report',
  'data',
  '.vite-react-ssg-temp',
]);

/* ------------------------------------------------------------------ synthetic cities */

const syllables = [
  'al',
  'bel',
  'cor',
  'dan',
  'el',
  'fen',
  'gar',
  'hol',
  'ing',
  'jas',
  'kel',
  'lor',
  'mar',
  'nor',
  'ol',
  'pen',
  'quin',
  'ros',
  'sal',
  'tam',
  'ul',
  'ver',
  'wil',
  'yar',
  'zen',
  'bran',
  'cas',
  'dor',
  'ev',
  'fal',
];
const endings = [
  'Springs',
  'Falls',
  'Ridge',
  'Harbor',
  'Crossing',
  'Grove',
  'Heights',
  'Hollow',
  'Landing',
  'Meadows',
  'Point',
  'Valley',
  'Creek',
  'Bluff',
  'Prairie',
  'Station',
  'Park',
  'Mills',
  'Junction',
  'Forks',
];

/** A deterministic pseudo-random sequence (the same cities on every run). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Made-up name number i: "Corbel Springs", unique for i < 18,000. */
export function syntheticName(i: number): string {
  const first = syllables[i % syllables.length] as string;
  const second = syllables[Math.floor(i / syllables.length) % syllables.length] as string;
  const ending = endings[Math.floor(i / syllables.length ** 2) % endings.length] as string;
  const word = `${first}${second}`;
  return `${word.charAt(0).toUpperCase()}${word.slice(1)} ${ending}`;
}

/** `count` cities: the real ones first, then made-up ones near real cities of every state. */
export function syntheticCities(count: number, real: readonly CityFacts[] = cityFacts): CityFacts[] {
  const out = real.slice(0, count).map((c) => ({ ...c }));
  const taken = new Set(out.map((c) => cityPath(c.state, c.name)));
  const next = random(20260101);
  for (let i = 0; out.length < count; i++) {
    const anchor = real[i % real.length] as CityFacts;
    if (!anchor.census || anchor.lat === undefined || anchor.lon === undefined) continue;
    const estimate = 1000 + Math.floor(next() * 200_000);
    const city: CityFacts = {
      name: syntheticName(i),
      state: anchor.state,
      census: { ...anchor.census, name: `${syntheticName(i)} city`, estimate, base2020: estimate },
      lat: Math.round((anchor.lat + (next() - 0.5) * 2) * 1e4) / 1e4,
      lon: Math.round((anchor.lon + (next() - 0.5) * 2) * 1e4) / 1e4,
    };
    const path = cityPath(city.state, city.name);
    if (taken.has(path)) continue;
    taken.add(path);
    out.push(city);
  }
  return out;
}

/* ------------------------------------------------------------------ measuring */

function countFiles(dir: string): { files: number; pages: number } {
  let files = 0;
  let pages = 0;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        files++;
        const rel = relative(dir, full).split(sep).join('/');
        if (rel.endsWith('.html') && !rel.startsWith('assets/')) pages++;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { files, pages };
}

interface Run {
  seconds: number;
  peakMb: number | undefined;
  ok: boolean;
  tail: string;
}

/** Runs a command under /usr/bin/time -v (when present) and reads its wall time and peak memory. */
function timed(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Run {
  const useTime = existsSync('/usr/bin/time');
  const started = performance.now();
  const result = spawnSync(useTime ? '/usr/bin/time' : command, useTime ? ['-v', command, ...args] : args, {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  const stderr = result.stderr ?? '';
  const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
  const tail = `${result.stdout ?? ''}\n${stderr}`.trim().split('\n').slice(-15).join('\n');
  return { seconds, peakMb: kb ? Number(kb) / 1024 : undefined, ok: result.status === 0, tail };
}

export interface BenchRow {
  cities: number;
  pages: number;
  generateSeconds: number;
  buildSeconds: number;
  peakMb: number | undefined;
  files: number;
  /** A city page's JS (gzip bytes): before the load event, and all it can ever load (npm run size). */
  cityJs?: { upfront: number; ever: number; files: number };
  /** The machine's 1-minute load average when the build started and when it ended. */
  load?: { before: number; after: number };
}

function copyProject(target: string): void {
  for (const name of readdirSync(repo)) {
    if (skipped.has(name)) continue;
    cpSync(join(repo, name), join(target, name), { recursive: true });
  }
  symlinkSync(join(repo, 'node_modules'), join(target, 'node_modules'), 'dir');
}

/**
 * The environment `npm run build` sets before its command (package.json's `build` script, e.g.
 * NODE_ENV and MIMALLOC_PURGE_DELAY), so that the timed build runs as the project's own.
 */
export function buildScriptEnv(script: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const word of script.trim().split(/\s+/)) {
    const match = /^([A-Z_][A-Z0-9_]*)=(\S*)$/.exec(word);
    if (!match) break;
    env[match[1] as string] = match[2] as string;
  }
  return env;
}

function benchOne(work: string, size: number): BenchRow {
  writeFileSync(join(work, 'content', 'places', 'cities.json'), renderCitiesJson(syntheticCities(size)));
  const { scripts } = JSON.parse(readFileSync(join(work, 'package.json'), 'utf8')) as { scripts: { build: string } };
  const env = { ...process.env, ...buildScriptEnv(scripts.build), SOURCE_DATE_EPOCH: '1767225600', CI: '1' };
  const bin = (name: string) => join(work, 'node_modules', '.bin', name);
  const generate = timed(bin('tsx'), ['cli/index.ts', 'content', 'generate'], work, env);
  if (!generate.ok) throw new Error(`content generate failed for ${size} cities:\n${generate.tail}`);
  rmSync(join(work, 'dist'), { recursive: true, force: true });
  const loadBefore = loadavg()[0] ?? 0;
  // The same command and environment as `npm run build` (package.json); vite-react-ssg carries patches/ (decision 0023).
  const build = timed(process.execPath, ['node_modules/vite-react-ssg/bin/vite-react-ssg.js', 'build'], work, env);
  const loadAfter = loadavg()[0] ?? 0;
  if (!build.ok) throw new Error(`build failed for ${size} cities:\n${build.tail}`);
  const { files, pages } = countFiles(join(work, 'dist'));
  const city = measure(join(work, 'dist'), { allPages: false }).pages.find((page) => page.name === 'city');
  return {
    ...(city ? { cityJs: { upfront: city.upfront.bytes, ever: city.js.bytes, files: city.js.files } } : {}),
    cities: size,
    pages,
    generateSeconds: generate.seconds,
    buildSeconds: build.seconds,
    peakMb: build.peakMb,
    files,
    load: { before: loadBefore, after: loadAfter },
  };
}

export function formatTable(rows: readonly BenchRow[]): string[] {
  const header = [
    'cities',
    'pages',
    'generate s',
    'build s',
    'ms/page',
    'peak MB',
    'files',
    'files/page',
    'city page JS before load / ever (gzip)',
    'load 1 min (start / end)',
  ];
  const body = rows.map((r) => [
    String(r.cities),
    String(r.pages),
    r.generateSeconds.toFixed(1),
    r.buildSeconds.toFixed(1),
    ((r.buildSeconds * 1000) / r.pages).toFixed(1),
    r.peakMb === undefined ? 'n/a' : r.peakMb.toFixed(0),
    String(r.files),
    (r.files / r.pages).toFixed(3),
    r.cityJs ? `${formatKb(r.cityJs.upfront)} / ${formatKb(r.cityJs.ever)} (${r.cityJs.files} files)` : 'n/a',
    r.load ? `${r.load.before.toFixed(1)} / ${r.load.after.toFixed(1)}` : 'n/a',
  ]);
  return textTable([header, ...body], { markdown: true, right: header.map((_, i) => i) });
}

/** The marginal cost per page between consecutive sizes: roughly constant when growth is linear. */
export function marginalMs(rows: readonly BenchRow[]): string[] {
  return rows.slice(1).map((row, i) => {
    const before = rows[i] as BenchRow;
    const ms = ((row.buildSeconds - before.buildSeconds) * 1000) / Math.max(1, row.pages - before.pages);
    return `${before.pages} -> ${row.pages} pages: ${ms.toFixed(1)} ms per extra page`;
  });
}

/** One size of a run recorded in bench/results.md. */
export interface RecordedRow {
  cities: number;
  pages: number;
  buildSeconds: number;
  peakMb: number | undefined;
  load?: string;
}

/**
 * The last build run recorded in bench/results.md (its heading's date and its table's rows), or
 * undefined when it holds none. Reads the tables this script writes, old and new columns alike.
 */
export function previousBuildRun(markdown: string): { stamp: string; rows: RecordedRow[] } | undefined {
  const sections = markdown.split(/^## /m).filter((section) => section.startsWith('Build (`npm run bench:build`)'));
  const last = sections.at(-1);
  if (!last) return undefined;
  const stamp = /^Build \(`npm run bench:build`\), (.+)$/m.exec(last)?.[1]?.trim() ?? 'unknown date';
  const lines = last.split('\n').filter((line) => line.startsWith('|'));
  const header = (lines[0] ?? '').split('|').map((cell) => cell.trim());
  const column = (name: string) => header.indexOf(name);
  const rows = lines.slice(2).flatMap((line): RecordedRow[] => {
    const cells = line.split('|').map((cell) => cell.trim());
    const cell = (name: string) => cells[column(name)] ?? '';
    const cities = Number(cell('cities'));
    const pages = Number(cell('pages'));
    const buildSeconds = Number(cell('build s'));
    if (!Number.isFinite(cities) || !Number.isFinite(pages) || !Number.isFinite(buildSeconds)) return [];
    const peak = Number(cell('peak MB'));
    const load = column('load 1 min (start / end)') >= 0 ? cell('load 1 min (start / end)') : undefined;
    return [
      { cities, pages, buildSeconds, peakMb: Number.isFinite(peak) ? peak : undefined, ...(load ? { load } : {}) },
    ];
  });
  return rows.length > 0 ? { stamp, rows } : undefined;
}

/** This run beside the previous one, size by size: seconds, ms per page, peak MB and load. */
export function comparisonTable(rows: readonly BenchRow[], previous: { stamp: string; rows: RecordedRow[] }): string[] {
  const header = [
    'cities',
    'pages (prev / now)',
    'build s (prev / now)',
    'ms/page (prev / now)',
    'peak MB (prev / now)',
    'load 1 min (prev / now)',
  ];
  const msPerPage = (seconds: number, pages: number) => ((seconds * 1000) / pages).toFixed(1);
  const body = rows.map((r) => {
    const p = previous.rows.find((row) => row.cities === r.cities);
    const peak = (mb: number | undefined) => (mb === undefined ? 'n/a' : mb.toFixed(0));
    const now = r.load ? `${r.load.before.toFixed(1)} / ${r.load.after.toFixed(1)}` : 'n/a';
    return [
      String(r.cities),
      `${p ? p.pages : 'n/a'} / ${r.pages}`,
      `${p ? p.buildSeconds.toFixed(1) : 'n/a'} / ${r.buildSeconds.toFixed(1)}`,
      `${p ? msPerPage(p.buildSeconds, p.pages) : 'n/a'} / ${msPerPage(r.buildSeconds, r.pages)}`,
      `${p ? peak(p.peakMb) : 'n/a'} / ${peak(r.peakMb)}`,
      `${p?.load ?? 'n/a'} / ${now}`,
    ];
  });
  return [
    `previous run: ${previous.stamp} (bench/results.md)`,
    ...textTable([header, ...body], { markdown: true, right: header.map((_, i) => i) }),
  ];
}

/** The build benchmark (`npm run bench:build`, and `npm run bench` after the lead endpoint): exit code 0 or 1. */
export function benchBuildMain(argv: readonly string[]): number {
  const sizesArg = argv.indexOf('--sizes');
  const sizes = (sizesArg >= 0 ? (argv[sizesArg + 1] ?? '') : '1000,3000,10000')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (sizes.length === 0) {
    console.error('bench: --sizes takes a comma-separated list of city counts, e.g. --sizes 1000,3000');
    return 1;
  }
  const work = mkdtempSync(join(tmpdir(), 'bench-build-'));
  console.log(`bench: building in ${work} (node_modules linked from the repository)`);
  const rows: BenchRow[] = [];
  try {
    copyProject(work);
    for (const size of sizes) {
      console.log(`bench: ${size} cities ...`);
      const row = benchOne(work, size);
      rows.push(row);
      console.log(
        `bench: ${size} cities -> ${row.pages} pages in ${row.buildSeconds.toFixed(1)} s (generate ${row.generateSeconds.toFixed(1)} s), peak ${row.peakMb?.toFixed(0) ?? 'n/a'} MB, ${row.files} files`,
      );
    }
  } catch (error) {
    console.error(`bench: ${(error as Error).message}`);
    return 1;
  } finally {
    if (argv.includes('--keep')) console.log(`bench: kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  const table = formatTable(rows);
  const notes = marginalMs(rows);
  console.log('');
  for (const line of [...table, '', ...notes]) console.log(line);
  const resultsFile = join(repo, 'bench', 'results.md');
  const previous = existsSync(resultsFile) ? previousBuildRun(readFileSync(resultsFile, 'utf8')) : undefined;
  console.log('');
  if (previous) for (const line of comparisonTable(rows, previous)) console.log(line);
  else console.log('previous run: none in bench/results.md');
  const biggest = rows.find((r) => r.pages >= 10_000);
  const perPage = Math.max(...rows.map((r) => r.files / r.pages));
  console.log('');
  const cityJs = new Set(rows.map((r) => (r.cityJs ? `${r.cityJs.upfront}/${r.cityJs.ever}` : 'n/a')));
  console.log(
    `city page JS: ${cityJs.size === 1 && !cityJs.has('n/a') ? 'the same at every size' : 'DIFFERS between sizes'} (${[...cityJs].join(', ')} bytes before load/ever)`,
  );
  const peak = Math.max(...rows.map((r) => r.peakMb ?? 0));
  console.log(
    `targets: 10,000 pages <= 30 s: ${biggest ? (biggest.buildSeconds <= 30 ? 'met' : 'MISSED') : 'not run'}; peak <= 1024 MB: ${peak <= 1024 ? 'met' : 'MISSED'}; files per page <= 1.1: ${perPage <= 1.1 ? 'met' : 'MISSED'}`,
  );
  if (argv.includes('--append')) {
    mkdirSync(join(repo, 'bench'), { recursive: true });
    const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
    appendFileSync(
      join(repo, 'bench', 'results.md'),
      `\n## Build (\`npm run bench:build\`), ${stamp} UTC\n\n${[...table, '', ...notes.map((n) => `- ${n}`)].join('\n')}\n`,
    );
    console.log('bench: appended to bench/results.md');
  }
  return 0;
}

/**
 * The build benchmark as `npm run bench` runs it after the lead endpoint: its options (`--write`
 * appends, `--build-sizes` picks the sizes, `--skip-build` skips it) mapped to this script's.
 */
export function buildBench(argv: readonly string[]): number {
  if (argv.includes('--skip-build')) return 0;
  const at = argv.indexOf('--build-sizes');
  const sizes = at >= 0 ? ['--sizes', argv[at + 1] ?? ''] : [];
  return benchBuildMain([...sizes, ...(argv.includes('--write') ? ['--append'] : [])]);
}

runEntry(import.meta.url, 'bench-build', () => benchBuildMain(process.argv.slice(2)));
