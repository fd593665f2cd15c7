import { appendFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { argValue } from './entry';
import { repoRoot, type SiteServer, startSiteServer } from './server-process';

/**
 * What the lead and static benchmarks (scripts/bench-leads.ts, scripts/bench-static.ts, both
 * run by scripts/bench.ts) share: their options, the server they start, and the report they
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
