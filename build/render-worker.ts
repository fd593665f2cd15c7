import { isMainThread, parentPort } from 'node:worker_threads';
import { PageFailed, type RendererModule, renderFromList, startSchema } from './page-list';

/**
 * A render worker thread's work (RenderWorker, build/render-pool.ts, bundles this module with the
 * renderer module and starts the bundle): sent the run, it renders pages from the shared list until
 * it is used up, reporting each page, and sends back what its renderer collected; a page that fails
 * is reported with its path.
 */
export async function runRenderWorker(module: RendererModule): Promise<void> {
  const port = parentPort;
  if (isMainThread || !port) throw new Error('build/render-worker.ts runs in a render worker thread');
  let path: string | undefined;
  try {
    if (typeof module.createRenderer !== 'function') throw new Error('the renderer module exports no createRenderer');
    const start = startSchema.parse(await new Promise((resolve) => port.once('message', resolve)));
    const renderer = await module.createRenderer(start.setup);
    await renderFromList(start, renderer, start.concurrency, (done) => port.postMessage({ type: 'page', path: done }));
    port.postMessage({ type: 'done', state: renderer.collect() });
  } catch (error) {
    if (error instanceof PageFailed) path = error.path;
    const reason =
      error instanceof PageFailed
        ? error.reason
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    port.postMessage(path === undefined ? { type: 'failed', reason } : { type: 'failed', path, reason });
  }
}
