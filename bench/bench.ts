import { runEntry } from '../scripts/entry';
import { buildBench } from './bench-build';
import { type BenchOutcome, benchMain, numberArg } from './bench-common';
import { benchLeads, leadPlan, leadVerdict } from './bench-leads';
import { benchStaticPages } from './bench-static';

/**
 * `npm run bench`: the lead endpoint under load (bench/bench-leads.ts), then static HTML
 * throughput against nginx (bench/bench-static.ts), in one report. Exit 1 when a lead is lost
 * or doubled. With --write, the figures are appended to bench/results.md as one section. Then
 * the build at scale (bench/bench-build.ts, appended as its own section with --write).
 *
 * Usage: tsx bench/bench.ts [--write] [--duration 30] [--rate 500] [--rate-duration 30] [--rate-warmup 2] [--static-duration 15] [--skip-leads] [--skip-static]
 *        [--skip-build] [--build-sizes 1000,10000]
 * Env: see bench/bench-leads.ts and bench/bench-common.ts.
 */

runEntry(import.meta.url, 'bench', () => {
  const argv = process.argv.slice(2);
  return benchMain(argv, 'Lead endpoint and static throughput (`npm run bench`)', async (options, report) => {
    let outcome: BenchOutcome = { ok: true, database: 'PostgreSQL (version unknown)', verdict: leadVerdict(true) };
    if (!argv.includes('--skip-leads')) outcome = await benchLeads(options, leadPlan(argv), report);
    if (!argv.includes('--skip-static')) {
      await benchStaticPages(options, numberArg(argv, '--static-duration', 15), report);
    }
    return outcome;
  }).then((leads) => (leads === 0 ? buildBench(argv) : leads));
});
