import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Context, type Scenario } from './lib/context';
import { killAll, projectRoot, removeTempDirs } from './lib/proc';
import { channelsDown } from './scenarios/channels-down';
import { crowding } from './scenarios/crowding';
import { exposure } from './scenarios/exposure';
import { forgedConsent } from './scenarios/forged-consent';
import { fuzz } from './scenarios/fuzz';
import { injection } from './scenarios/injection';
import { intake, purgeAtSizeScenario } from './scenarios/intake';
import { limits } from './scenarios/limits';
import { logs } from './scenarios/logs';
import { pgRestart } from './scenarios/pg-restart';
import { serverKill } from './scenarios/server-kill';
import { slowPath } from './scenarios/slow-path';
import { twoServers } from './scenarios/two-servers';

/**
 * `npm run test:faults`: the reliability and security scenarios of issue 8, each with real
 * processes (the server, the CLI, PostgreSQL clusters of its own, SMTP and webhook receivers).
 * One summary line per scenario; exit code 1 when a lead or a notification was lost or doubled,
 * or any check failed.
 *
 *   tsx tests/faults/run.ts            every scenario
 *   tsx tests/faults/run.ts --quick    the quick ones (test:faults:quick)
 *   tsx tests/faults/run.ts fuzz logs  the ones named
 */

const scenarios: readonly Scenario[] = [
  slowPath,
  fuzz,
  forgedConsent,
  injection,
  logs,
  exposure,
  pgRestart,
  serverKill,
  channelsDown,
  twoServers,
  limits,
  intake,
  purgeAtSizeScenario,
  crowding,
];

async function main(args: string[]): Promise<number> {
  const quick = args.includes('--quick');
  // A scenario is named by its own name or by one of its report lines' (fuzz: spam-and-rate-limit).
  const names = (s: Scenario) => [s.name, ...(s.reports ?? [])];
  const named = args.filter((arg) => !arg.startsWith('--'));
  const unknown = named.filter((name) => !scenarios.some((s) => names(s).includes(name)));
  if (unknown.length > 0) {
    process.stderr.write(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${scenarios.flatMap(names).join(', ')}\n`);
    return 2;
  }
  const chosen = scenarios.filter((s) =>
    named.length > 0 ? names(s).some((name) => named.includes(name)) : !quick || s.quick,
  );

  if (!existsSync(join(projectRoot, 'dist', 'index.html'))) {
    process.stdout.write('[faults] no build in dist/: running npm run build first\n');
    const build = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }

  const ctx = new Context();
  const started = Date.now();
  // Interrupted (Ctrl-C): stop the servers and clusters started so far before leaving.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAll();
      void ctx.close().finally(() => {
        removeTempDirs();
        process.exit(130);
      });
    });
  }
  try {
    for (const scenario of chosen) {
      const before = ctx.reports.length;
      process.stdout.write(`[faults] running ${scenario.name} ...\n`);
      try {
        await scenario.run(ctx);
      } catch (error) {
        const report = ctx.reports[before] ?? ctx.report(scenario.name);
        report.check(false, `aborted: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
      for (const report of ctx.reports.slice(before)) {
        report.finished ??= Date.now();
        process.stdout.write(`${report.line()}\n`);
        for (const failure of report.failures) process.stdout.write(`    FAILED: ${failure}\n`);
      }
    }
  } finally {
    killAll();
    await ctx.close();
    removeTempDirs();
  }

  const failed = ctx.reports.filter((report) => !report.passed);
  const lost = ctx.reports.reduce((sum, report) => sum + report.counts.lost, 0);
  const doubled = ctx.reports.reduce((sum, report) => sum + report.counts.doubled, 0);
  process.stdout.write(
    `\n[faults] summary (${((Date.now() - started) / 1000).toFixed(0)}s): ${ctx.reports.length} scenario line(s), ${failed.length} failed, lost=${lost} doubled=${doubled}\n`,
  );
  for (const report of ctx.reports) process.stdout.write(`${report.line()}\n`);
  return failed.length > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`[faults] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    killAll();
    process.exit(1);
  },
);
