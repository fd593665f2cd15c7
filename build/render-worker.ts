import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';
import { PageFailed, type RendererModule, renderFromList, spawnDataSchema, startSchema } from './render-pool';

/**
 * A render worker thread's entry (RenderWorker, build/render-pool.ts, starts it through tsx): it
 * loads its renderer module at once, then, sent the run, renders pages from the shared list until
 * it is used up, reporting each page, and sends back what its renderer collected; a page that fails
 * is reported with its path.
 */
async function runRenderWorker(): Promise<void> {
  const port = parentPort;
  if (isMainThread || !port) throw new Error('build/render-worker.ts runs in a render worker thread');
  let path: string | undefined;
  try {
    const module = (await tsImport(spawnDataSchema.parse(workerData).renderer, import.meta.url)) as RendererModule;
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

await runRenderWorker();
