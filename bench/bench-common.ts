import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { argValue } from '../scripts/entry';
import { repoRoot, type SiteServer, startSiteServer } from '../scripts/server-process';

/**
 * What the lead and static benchmarks (bench/bench-leads.ts, bench/bench-static.ts, both
 * run by bench/bench.ts) share: their options, the server they start, and the report they
 * print and, with --write, append to bench/results.md.
 *
 * Env: BENCH_PORT (4560; nginx on the next port), DIST_DIR (dist), BENCH_SERVER_NODE_ARGS (node
 * options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */

/** autocannon's connections in every run. */
export const connections = 50;

export interface BenchOptions {
  port: number;
  dist: string;
  /** BENCH_SERVER_NODE_ARGS: node options for the benchmarked server (profiling: --cpu-prof). */
  nodeArgs: readonly string[];
  /** --write: append the figures to bench/results.md. */
  write: boolean;
}

/** The options of argv and the environment; undefined (with the reason printed) when dist/ is not built. */
function benchOptions(argv: readonly string[]): BenchOptions | undefined {
  const dist = process.env.DIST_DIR ?? join(repoRoot, 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`dist/ is missing: run npm run build first (looked in ${dist})`);
    return undefined;
  }
  return {
    port: Number(process.env.BENCH_PORT ?? 4560),
    dist,
    nodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
    write: argv.includes('--write'),
  };
}

/** A number option (`--duration 30`), else its default. */
export function numberArg(argv: readonly string[], name: string, fallback: number): number {
  return Number(argValue(argv, name) ?? fallback);
}

/** Our server on dist/ in production mode, with the benchmark's node options. */
export function startBenchServer(options: BenchOptions, env: Record<string, string>): Promise<SiteServer> {
  return startSiteServer({ port: options.port, distDir: options.dist, env, nodeArgs: options.nodeArgs });
}

/** The lines a benchmark prints, kept for bench/results.md. */
export interface Report {
  lines: string[];
  say(line: string): void;
}

function createReport(): Report {
  const lines: string[] = [];
  return {
    lines,
    say(line) {
      console.log(line);
      lines.push(line);
    },
  };
}

/** Markdown for bench/results.md: run lines become list items, their detail lines nested items. */
export function asMarkdown(lines: readonly string[]): string[] {
  return lines.map((line) => {
    if (line === '' || line.startsWith('#')) return line;
    if (line.startsWith('  ')) return `  - ${line.trim()}`;
    return `- ${line}`;
  });
}

/** The machine the figures come from; `database` is the PostgreSQL version when the leads ran. */
function machine(database: string | undefined, load: readonly number[]): string[] {
  const cpu = cpus();
  return [
    `- CPU: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), shared with other jobs: load average ${load.map((l) => l.toFixed(1)).join(' / ')} (1 / 5 / 15 min) when the run ended`,
    `- RAM: ${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
    `- Node ${process.version}${database === undefined ? '' : `, ${database}`}`,
    '- load generator: autocannon 9 in the same machine, over loopback',
  ];
}

/** Appends a section `## <title>, <time> UTC` with the machine and the report to bench/results.md. */
function writeResults(title: string, database: string | undefined, report: Report): void {
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    '',
    `## ${title}, ${stamp} UTC`,
    '',
    ...machine(database, loadavg()),
    ...asMarkdown(report.lines),
    '',
  ];
  appendFileSync(join(repoRoot, 'bench', 'results.md'), section.join('\n'));
  console.log('bench: appended to bench/results.md');
}

/** What a benchmark's run says: whether it passed, the database it used, and its last line. */
export interface BenchOutcome {
  ok: boolean;
  /** The PostgreSQL version, for the machine lines (when the leads ran). */
  database?: string;
  /** Printed last, after the results are written. */
  verdict?: string;
}

/**
 * A benchmark's command line: the options, the run, with --write its figures appended under
 * `title`, then its verdict. Exit code 1 when dist/ is not built or the run failed.
 */
export async function benchMain(
  argv: readonly string[],
  title: string,
  run: (options: BenchOptions, report: Report) => Promise<BenchOutcome>,
): Promise<number> {
  const options = benchOptions(argv);
  if (!options) return 1;
  const report = createReport();
  const outcome = await run(options, report);
  if (options.write) writeResults(title, outcome.database, report);
  if (outcome.verdict) console.log(outcome.verdict);
  return outcome.ok ? 0 : 1;
}

/** One run's figures as a lead section of bench/results.md states them. */
export interface RunFigures {
  /** The run's label: the text before the colon ("PostgreSQL", "PostgreSQL at 500 leads/s offered"). */
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
}

/** The last lead-endpoint section of bench/results.md: when, the load average, and each run's figures. */
export interface PreviousLeadRuns {
  /** The section's heading time ("2026-11-26 15:50 UTC"). */
  when: string;
  /** The 1-minute load average on its machine line, when it has one. */
  load?: number;
  runs: RunFigures[];
}

const runLine = /^- (.+?): (\d+(?:\.\d+)?) (?:requests|leads)\/s/;
const latencyLine = /latency p50 (\d+(?:\.\d+)?) ms, p99 (\d+(?:\.\d+)?) ms, max (\d+(?:\.\d+)?) ms/;

/**
 * The figures of the last section of `markdown` (bench/results.md) that holds a lead-endpoint
 * heading ("### Lead endpoint..."): each run line ("- PostgreSQL: 351 requests/s ...") with the
 * latency line under it. Undefined when there is none. Reads each line once.
 */
export function lastLeadRuns(markdown: string): PreviousLeadRuns | undefined {
  let section: PreviousLeadRuns | undefined;
  let last: PreviousLeadRuns | undefined;
  let inLeads = false;
  let pending: { label: string; requestsPerSecond: number } | undefined;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      section = { when: /, (\d{4}-\d\d-\d\d \d\d:\d\d UTC)\s*$/.exec(line)?.[1] ?? line.slice(3), runs: [] };
      inLeads = false;
      pending = undefined;
      continue;
    }
    if (!section) continue;
    if (line.startsWith('### ')) {
      inLeads = line.startsWith('### Lead endpoint');
      if (inLeads) last = section;
      pending = undefined;
      continue;
    }
    const load = /load average (\d+(?:\.\d+)?)/.exec(line);
    if (load?.[1] !== undefined && line.startsWith('- CPU:')) section.load = Number(load[1]);
    if (!inLeads) continue;
    const run = runLine.exec(line);
    if (run?.[1] !== undefined && run[2] !== undefined) {
      pending = { label: run[1], requestsPerSecond: Number(run[2]) };
      continue;
    }
    const latency = latencyLine.exec(line);
    if (pending && latency) {
      section.runs.push({ ...pending, p50: Number(latency[1]), p99: Number(latency[2]), max: Number(latency[3]) });
      pending = undefined;
    }
  }
  return last && last.runs.length > 0 ? last : undefined;
}

/** The line a run prints under its own figures: the previous run of the same label, side by side. */
export function besidePrevious(now: RunFigures, previous: PreviousLeadRuns | undefined): string {
  const before = previous?.runs.find((run) => run.label === now.label);
  const figures = (run: RunFigures) =>
    `${run.requestsPerSecond.toFixed(0)} leads/s, p50 ${run.p50} ms, p99 ${run.p99} ms, max ${run.max} ms`;
  if (!previous || !before) return `  previous run: none in bench/results.md for ${now.label}`;
  const load = previous.load === undefined ? '' : `, load ${previous.load.toFixed(1)}`;
  return `  previous run (${previous.when}${load}): ${figures(before)} | this run: ${figures(now)}`;
}

/** bench/results.md as it stands ('' when there is none yet). */
export function readResults(): string {
  const file = join(repoRoot, 'bench', 'results.md');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
