import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId, Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import { z } from 'zod';
import { PageFailed, type PageRenderer, type RunStart, renderFromList, stopTaking } from './page-list';

/**
 * The render worker pool: the pages of one build rendered by this thread and by worker threads
 * together (decision 0084, moved out of the vite-react-ssg patch by decision 0094). Every thread
 * takes the next page from one list as soon as it has finished one of its own (one cursor in
 * shared memory, so a worker never waits for this thread, which reads the workers' messages only
 * between its own pages). A page that fails stops every thread from taking another and fails the
 * whole run, named; each worker thread ends once it has no page left or the run has failed.
 */

/** What a worker sends back. */
const reportSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page'), path: z.string() }),
  z.object({ type: z.literal('done'), state: z.unknown() }),
  z.object({ type: z.literal('failed'), path: z.string().optional(), reason: z.string() }),
]);
type Report = z.infer<typeof reportSchema>;

/** How many worker bundles this thread has written (each worker's file is its own). */
let bundlesWritten = 0;

/**
 * The code of a render worker as one ES module, written under node_modules/.cache so that the
 * packages it imports resolve from the project: build/render-worker.ts and the renderer module,
 * bundled by esbuild (decision 0099). The worker runs plain JavaScript: loading the project's
 * TypeScript through tsx instead installed tsx's module hooks in the thread, and then every
 * `import()` a page makes (vite-react-ssg imports react-router-dom and react-dom/server, the routes
 * their lazy modules, for each page) went through the hooks' thread: about 1 ms a page.
 */
function workerBundle(renderer: URL): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const dir = join(here, '..', 'node_modules', '.cache', 'render-worker');
  mkdirSync(dir, { recursive: true });
  bundlesWritten += 1;
  const file = join(dir, `worker-${process.pid}-${threadId}-${bundlesWritten}.mjs`);
  const start = [
    `import { runRenderWorker } from ${JSON.stringify(join(here, 'render-worker.ts'))};`,
    `import * as renderer from ${JSON.stringify(fileURLToPath(renderer))};`,
    'await runRenderWorker(renderer);',
  ].join('\n');
  buildSync({
    stdin: { contents: start, resolveDir: here, sourcefile: 'render-worker-start.ts', loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: file,
    logLevel: 'silent',
  });
  return file;
}

/**
 * A worker thread (build/render-worker.ts with its renderer module, bundled: workerBundle) that
 * loads its modules as soon as it is spawned (while this thread still works out the pages), then
 * waits for `start`.
 */
export class RenderWorker {
  private readonly worker: Worker;
  private readonly reports: Report[] = [];
  private notify: (() => void) | undefined;
  /** Resolves with the exit code once the thread has ended. */
  readonly ended: Promise<number>;

  constructor(renderer: URL) {
    const bundle = workerBundle(renderer);
    this.worker = new Worker(bundle);
    this.ended = new Promise<number>((resolve) => this.worker.once('exit', resolve)).finally(() =>
      rmSync(bundle, { force: true }),
    );
    const push = (report: Report) => {
      this.reports.push(report);
      this.notify?.();
    };
    this.worker.on('message', (message: unknown) => push(reportSchema.parse(message)));
    this.worker.on('error', (error) => push({ type: 'failed', reason: `the render worker failed: ${error.stack}` }));
    this.worker.on('exit', (code) => push({ type: 'failed', reason: `the render worker stopped (exit code ${code})` }));
  }

  /** Sends the run; resolves with the worker's collected state after its last page. */
  async run(start: RunStart, onPage: (path: string) => void): Promise<unknown> {
    this.worker.postMessage(start);
    try {
      for (;;) {
        const report = this.reports.shift();
        if (report === undefined) {
          await new Promise<void>((resolve) => {
            this.notify = resolve;
          });
          continue;
        }
        if (report.type === 'page') onPage(report.path);
        else if (report.type === 'done') return report.state;
        else {
          stopTaking(start);
          throw report.path === undefined ? new Error(report.reason) : new PageFailed(report.path, report.reason);
        }
      }
    } finally {
      await this.stop();
    }
  }

  /** Ends the thread (a worker spawned for a run that needs none, or after its run). */
  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}

/**
 * Renders every page of `paths` once: `here` in this thread (unless `workersOnly`, which leaves
 * every page to the workers) and each of `workers` in its own, `concurrency` pages in flight per
 * thread. `setup` is sent to every worker's createRenderer.
 * Resolves, once every worker has ended, with what each worker's renderer collected and the pages
 * each thread rendered (this thread first); rejects with the first failure, a PageFailed naming the
 * page, once every thread has stopped.
 */
export async function renderPages(options: {
  paths: readonly string[];
  here: PageRenderer;
  workers: readonly RenderWorker[];
  setup: unknown;
  concurrency: number;
  workersOnly?: boolean;
  onPage?: (path: string, thread: number) => void;
}): Promise<{ states: unknown[]; pagesByThread: number[] }> {
  const { paths, here, workers, setup, concurrency } = options;
  const cursor = new Int32Array(new SharedArrayBuffer(4));
  const pagesByThread = Array.from({ length: workers.length + 1 }, () => 0);
  const counted = (thread: number) => (path: string) => {
    pagesByThread[thread] = (pagesByThread[thread] ?? 0) + 1;
    options.onPage?.(path, thread);
  };
  const start: RunStart = { setup, concurrency, paths: [...paths], cursor };
  if (options.workersOnly === true && workers.length === 0) throw new Error('workersOnly without a render worker');
  const runs = [
    options.workersOnly === true ? Promise.resolve() : renderFromList(start, here, concurrency, counted(0)),
    ...workers.map((worker, i) => worker.run(start, counted(i + 1))),
  ];
  const settled = await Promise.allSettled(runs);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return {
    states: settled.slice(1).map((result) => (result.status === 'fulfilled' ? result.value : undefined)),
    pagesByThread,
  };
}

/**
 * `SSG_RENDER_WORKER`: `auto` (unset: a render worker from 1,500 pages on a machine with more than
 * one core), `always` (a worker whatever the count renders every page, this thread none: `npm test`
 * builds so, so that the dist stage checks pages the pool rendered) or `never`.
 */
export function renderWorkerMode(value: string | undefined): 'auto' | 'always' | 'never' {
  const mode = value?.trim() || 'auto';
  if (mode === 'auto' || mode === 'always' || mode === 'never') return mode;
  throw new Error(`SSG_RENDER_WORKER must be auto, always or never (it is "${value}")`);
}
