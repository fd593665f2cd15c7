import { Worker } from 'node:worker_threads';
import { z } from 'zod';

/**
 * The render worker pool: the pages of one build rendered by this thread and by worker threads
 * together (decision 0084, moved out of the vite-react-ssg patch by decision 0094). Every thread
 * takes the next page from one list as soon as it has finished one of its own (one cursor in
 * shared memory, so a worker never waits for this thread, which reads the workers' messages only
 * between its own pages). A page that fails stops every thread from taking another and fails the
 * whole run, named; each worker thread ends once it has no page left or the run has failed.
 */

/** What renders pages in one thread: `render` renders, finishes and writes one page. */
export interface PageRenderer {
  render(path: string): Promise<void>;
  /** After the last page: what the renderer gathered, for this thread (structured-cloneable). */
  collect(): unknown;
}

/**
 * A module a render worker loads (by its file URL): its `createRenderer` makes the worker's renderer
 * from the setup that `renderPages` sends every worker.
 */
export interface RendererModule {
  createRenderer(setup: unknown): Promise<PageRenderer>;
}

/** The pages of a run, shared by every thread: the list and the cursor of the next page to take. */
interface SharedPages {
  paths: readonly string[];
  cursor: Int32Array<ArrayBufferLike>;
}
/** What this thread sends each worker when the run starts. */
interface RunStart extends SharedPages {
  setup: unknown;
  concurrency: number;
}

/** The next page of the list, or undefined once it is used up (or the run has failed). */
function takePage({ paths, cursor }: SharedPages): string | undefined {
  const at = Atomics.add(cursor, 0, 1);
  return at < paths.length ? paths[at] : undefined;
}

/** No thread takes another page: after a failure. */
function stopTaking({ paths, cursor }: SharedPages): void {
  Atomics.store(cursor, 0, paths.length);
}

/** Renders pages from the list, `concurrency` at a time, until it is used up; reports each page done. */
export async function renderFromList(
  pages: SharedPages,
  renderer: PageRenderer,
  concurrency: number,
  onPage: (path: string) => void,
): Promise<void> {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let path = takePage(pages); path !== undefined; path = takePage(pages)) {
        try {
          await renderer.render(path);
        } catch (error) {
          stopTaking(pages);
          throw new PageFailed(path, error instanceof Error ? (error.stack ?? error.message) : String(error));
        }
        onPage(path);
      }
    }),
  );
}

/** A page that failed to render, with its route path and what went wrong. */
export class PageFailed extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`The page ${path} failed to render:\n${reason}`);
  }
}

/** What a worker is spawned with (workerData): the module of its renderer. */
export const spawnDataSchema = z.object({ renderer: z.string() });
/** What this thread sends a worker when the run starts. */
export const startSchema = z.object({
  setup: z.unknown(),
  concurrency: z.number().int().positive(),
  paths: z.array(z.string()),
  cursor: z.instanceof(Int32Array),
});
/** What a worker sends back. */
const reportSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page'), path: z.string() }),
  z.object({ type: z.literal('done'), state: z.unknown() }),
  z.object({ type: z.literal('failed'), path: z.string().optional(), reason: z.string() }),
]);
type Report = z.infer<typeof reportSchema>;

/**
 * A worker thread (build/render-worker.ts) that loads its renderer module as soon as it is spawned (while this thread still
 * works out the pages), then waits for `start`. It runs the project's TypeScript through tsx.
 */
export class RenderWorker {
  private readonly worker: Worker;
  private readonly reports: Report[] = [];
  private notify: (() => void) | undefined;
  /** Resolves with the exit code once the thread has ended. */
  readonly ended: Promise<number>;

  constructor(renderer: URL) {
    // The worker's entry is build/render-worker.ts, loaded through tsx.
    const entry = new URL('./render-worker.ts', import.meta.url).href;
    const boot = `import { tsImport } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
await tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)});`;
    this.worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), {
      workerData: { renderer: renderer.href },
    });
    this.ended = new Promise((resolve) => this.worker.once('exit', resolve));
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
