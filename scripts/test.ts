import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { textTable } from '#core/text-table';
import { runEntry } from './entry';
import { repoRoot } from './server-process';

/**
 * `npm test`: every check of the project, in stages. The stages run one after another; the steps
 * of one stage run side by side, because none of them writes what another reads (each server they
 * start has its own port, data folder and database) and none keeps both cores busy all the time:
 * tsc, Biome and the content check; over the built site the dist suite, the audit, the prose
 * check, the size budgets and Lighthouse; then the browser suite beside the fault suite, whose
 * scenarios spend most of their time waiting on servers, restarts and deliveries (42% of one core
 * over its run, measured with /usr/bin/time). Every check waits for states, so a busier machine
 * makes a step slower, not wrong. A side-by-side step's
 * output is held and printed whole when it ends, so logs never interleave. The first stage with a
 * failing step ends the run (its other steps finish first). Prints each step's wall time and the
 * total, with the load average, at the end.
 *
 * Lighthouse runs each page once as built and once with its scripts blocked: the gates
 * (accessibility, best practices and SEO at 100) hold on every run, and the side-by-side table is
 * printed from those runs, beside other work, so its timings here are rough. `npm run lighthouse`
 * alone, on a quiet machine, keeps its three interleaved runs for the medians that count.
 */

export interface Step {
  name: string;
  command: string;
  args: readonly string[];
  /** Set for this step on top of the environment. */
  env?: Readonly<Record<string, string>>;
}

const npm = (script: string, ...extra: string[]): Step => ({
  name: script,
  command: 'npm',
  args: ['run', '--silent', script, ...(extra.length > 0 ? ['--', ...extra] : [])],
});

export const stages: readonly (readonly Step[])[] = [
  [{ name: 'chromium', command: 'npx', args: ['tsx', 'scripts/ensure.ts', 'chromium'] }],
  [npm('typecheck'), npm('lint'), npm('content:check')],
  [npm('test:unit')],
  // Every page through the render worker (build/render-pool.ts), so that the stage after checks
  // what the pool renders; the site's 392 pages are otherwise rendered in one thread.
  [{ ...npm('build'), env: { SSG_RENDER_WORKER: 'always' } }],
  [
    npm('test:dist'),
    npm('test:audit'),
    npm('prose'),
    npm('size'),
    { ...npm('lighthouse', '--runs', '1'), name: 'lighthouse --runs 1' },
  ],
  [npm('test:e2e'), npm('test:faults')],
];

interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

function run(step: Step, hold: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(step.command, [...step.args], {
      cwd: repoRoot,
      env: { ...process.env, ...step.env },
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (hold) {
        process.stdout.write(`\n== ${step.name} (${seconds.toFixed(0)} s)\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      done({ name: step.name, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`;

export async function main(): Promise<number> {
  const started = performance.now();
  const outcomes: Outcome[] = [];
  let failed = false;
  for (const stage of stages) {
    const hold = stage.length > 1;
    if (hold) console.log(`\n== side by side: ${stage.map((s) => s.name).join(', ')}`);
    else console.log(`\n== ${stage[0]?.name}`);
    const results = await Promise.all(stage.map((step) => run(step, hold)));
    outcomes.push(...results);
    if (results.some((r) => r.code !== 0)) {
      failed = true;
      break;
    }
  }
  const total = (performance.now() - started) / 1000;
  const table = textTable(
    [
      ['step', 'seconds', 'result'],
      ...outcomes.map((o) => [o.name, o.seconds.toFixed(0), o.code === 0 ? 'ok' : `failed (${o.code})`]),
      ['total', total.toFixed(0), `${failed ? 'FAILED' : 'ok'} (${load()})`],
    ],
    { right: [1] },
  );
  console.log(`\n${table.join('\n')}`);
  return failed ? 1 : 0;
}

runEntry(import.meta.url, 'test', main);
