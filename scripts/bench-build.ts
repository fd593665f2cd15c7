import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cityPath } from '#core/paths';
import { textTable } from '#core/text-table';
import type { CityFacts } from '../content/data/schemas';
import { cityFacts } from '../content/places/cities';
import { renderCitiesJson } from '../content/places/cities-file.server';
import { runEntry } from './entry';
import { formatKb, measure } from './size';

/**
 * `npm run bench:build`: how the build scales with the number of city pages.
 *
 * In a temporary copy of the project (node_modules symlinked; nothing in the repository is
 * written except, with --append, a table added to bench/results.md), for each size it writes a
 * synthetic content/places/cities.json of that many cities (the real ones plus made-up ones spread
 * over the states), runs `content generate`, builds with NODE_ENV=production under
 * /usr/bin/time -v, and prints pages, seconds, peak memory and the files written to dist.
 *
 * Targets: 10,000 pages in under 2 minutes, time growing linearly, at most 1.1 files per page.
 *
 * Usage: tsx scripts/bench-build.ts [--sizes 1000,3000,10000] [--keep] [--append]
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
}

function copyProject(target: string): void {
  for (const name of readdirSync(repo)) {
    if (skipped.has(name)) continue;
    cpSync(join(repo, name), join(target, name), { recursive: true });
  }
  symlinkSync(join(repo, 'node_modules'), join(target, 'node_modules'), 'dir');
}

function benchOne(work: string, size: number): BenchRow {
  writeFileSync(join(work, 'content', 'places', 'cities.json'), renderCitiesJson(syntheticCities(size)));
  const env = { ...process.env, NODE_ENV: 'production', SOURCE_DATE_EPOCH: '1767225600', CI: '1' };
  const bin = (name: string) => join(work, 'node_modules', '.bin', name);
  const generate = timed(bin('tsx'), ['cli/index.ts', 'content', 'generate'], work, env);
  if (!generate.ok) throw new Error(`content generate failed for ${size} cities:\n${generate.tail}`);
  rmSync(join(work, 'dist'), { recursive: true, force: true });
  // The same command as `npm run build` (package.json); vite-react-ssg carries patches/ (decision 0023).
  const build = timed(process.execPath, ['node_modules/vite-react-ssg/bin/vite-react-ssg.js', 'build'], work, env);
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

function main(argv: readonly string[]): number {
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
  const biggest = rows.find((r) => r.pages >= 10_000);
  const perPage = Math.max(...rows.map((r) => r.files / r.pages));
  console.log('');
  const cityJs = new Set(rows.map((r) => (r.cityJs ? `${r.cityJs.upfront}/${r.cityJs.ever}` : 'n/a')));
  console.log(
    `city page JS: ${cityJs.size === 1 && !cityJs.has('n/a') ? 'the same at every size' : 'DIFFERS between sizes'} (${[...cityJs].join(', ')} bytes before load/ever)`,
  );
  console.log(
    `targets: 10,000 pages < 120 s: ${biggest ? (biggest.buildSeconds < 120 ? 'met' : 'MISSED') : 'not run'}; files per page <= 1.1: ${perPage <= 1.1 ? 'met' : 'MISSED'}`,
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

runEntry(import.meta.url, 'bench-build', () => main(process.argv.slice(2)));
