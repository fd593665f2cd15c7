import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { RouteRecord } from 'vite-react-ssg';
import type { PageRenderContext } from 'vite-react-ssg/node';
import { cssReader, finishBuild, PageFinisher } from './finish-build';
import { builtScripts } from './page-css';
import { pageLists } from './pages';
import { RenderWorker, renderPages, renderWorkerMode } from './render-pool';
import { createSiteRenderer } from './site-renderer';

/** With fewer pages than this a render worker costs more to start than it saves (decision 0084). */
const workerMinPages = 1500;

/**
 * V8's heap growing factor while the pages render, in this thread and the worker's (process-wide):
 * a full collection once the old generation has grown by 30 % since the last one, instead of V8's
 * own factor of up to 4. Without it the main thread's old generation grew by 160 MB of dead pages
 * before a full collection and a 10,000-page build's peak went over 1 GB (decision 0084).
 */
const heapGrowingPercent = 30;

/**
 * The build's hooks into vite-react-ssg (vite.config.ts's `ssgOptions`): which pages to render,
 * the pages rendered, finished and written by this thread and a render worker
 * (build/render-pool.ts), `concurrency` pages in flight in each, and the last step over dist/.
 */
export function siteBuild({ concurrency }: { concurrency: number }) {
  const mode = renderWorkerMode(process.env.SSG_RENDER_WORKER);
  /** Filled by includedRoutes, written by onFinished. */
  let sitemapPaths: string[] = [];
  /** This thread's finisher, with the worker's CSP hashes and files merged in. */
  let finisher: PageFinisher | undefined;
  /** Spawned while the pages are worked out, so that it has loaded its modules when they start. */
  let workers: RenderWorker[] = [];
  return {
    includedRoutes(paths: string[], routes: Readonly<RouteRecord[]>): string[] {
      const { rendered, listed } = pageLists(paths, routes);
      sitemapPaths = listed;
      const wanted =
        mode === 'always' || (mode === 'auto' && rendered.length >= workerMinPages && availableParallelism() > 1);
      if (wanted) {
        workers = [new RenderWorker(new URL('./site-renderer.ts', import.meta.url))];
      }
      return rendered;
    },
    async renderPages(paths: string[], context: PageRenderContext): Promise<void> {
      setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
      const { createRoot, ...setup } = context;
      const here = await createSiteRenderer(setup, createRoot);
      finisher = here.finisher;
      const workersOnly = mode === 'always';
      const { states, pagesByThread } = await renderPages({ paths, here, workers, setup, concurrency, workersOnly });
      for (const state of states) here.finisher.merge(state);
      const [mine = 0, ...theirs] = pagesByThread;
      console.log(
        `[render-pool] ${paths.length} pages: ${mine} in the main thread, ${theirs.join(' + ') || 0} in render workers`,
      );
    },
    async onFinished(dir: string): Promise<void> {
      finisher ??= new PageFinisher(cssReader(resolve(dir)), () => builtScripts(resolve(dir)));
      await finishBuild(dir, sitemapPaths, finisher);
    },
  };
}
