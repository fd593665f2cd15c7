import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { PageFailed, type PageRenderer } from './page-list';
import { RenderWorker, renderPages, renderWorkerMode } from './render-pool';

const fakeRenderer = new URL('./fixtures/fake-page-renderer.ts', import.meta.url);
const paths = Array.from({ length: 12 }, (_, i) => `/p${i}`);

/** This thread's renderer: records its pages; `firstPage` runs inside its first render. */
function recorder(firstPage: () => Promise<void> = async () => {}, fail?: string) {
  const rendered: string[] = [];
  const renderer: PageRenderer = {
    async render(path) {
      if (path === fail) throw new Error(`cannot render ${path}`);
      if (rendered.length === 0) await firstPage();
      rendered.push(path);
    },
    collect: () => rendered,
  };
  return { renderer, rendered };
}

describe('renderPages (a real worker thread with a fake page renderer)', () => {
  it('renders every page once, each thread taking the next page of the list when it has finished one', async () => {
    const worker = new RenderWorker(fakeRenderer);
    let workerPages = 0;
    let allOthersDone: () => void = () => {};
    const othersDone = new Promise<void>((resolve) => {
      allOthersDone = resolve;
    });
    const done: Array<[string, number]> = [];
    // This thread holds its first page until the worker has rendered every other one.
    const here = recorder(() => othersDone);
    const result = await renderPages({
      paths,
      here: here.renderer,
      workers: [worker],
      setup: {},
      concurrency: 1,
      onPage(path, thread) {
        done.push([path, thread]);
        if (thread === 1 && ++workerPages === paths.length - 1) allOthersDone();
      },
    });
    expect(here.rendered).toEqual(['/p0']);
    expect(result.states).toEqual([paths.slice(1)]);
    expect(result.pagesByThread).toEqual([1, paths.length - 1]);
    // Completed in the worker first, in list order, then this thread's held page.
    expect(done).toEqual([...paths.slice(1).map((path): [string, number] => [path, 1]), ['/p0', 0]]);
    await expect(worker.ended).resolves.toEqual(expect.any(Number));
  });

  it('with workersOnly, every page is rendered in the worker and none in this thread (SSG_RENDER_WORKER=always)', async () => {
    const worker = new RenderWorker(fakeRenderer);
    const here = recorder();
    const result = await renderPages({
      paths,
      here: here.renderer,
      workers: [worker],
      setup: {},
      concurrency: 3,
      workersOnly: true,
    });
    expect(here.rendered).toEqual([]);
    expect(result.pagesByThread).toEqual([0, paths.length]);
    expect([...(result.states[0] as string[])].sort()).toEqual([...paths].sort());
    await expect(worker.ended).resolves.toEqual(expect.any(Number));
    await expect(
      renderPages({ paths, here: here.renderer, workers: [], setup: {}, concurrency: 1, workersOnly: true }),
    ).rejects.toThrow('workersOnly without a render worker');
  });

  it("fails the run with the page's name when a page fails in the worker, and the worker ends", async () => {
    const worker = new RenderWorker(fakeRenderer);
    // This thread holds its first page until the worker has ended: every other page is the worker's.
    const here = recorder(() => worker.ended.then(() => {}));
    const run = renderPages({ paths, here: here.renderer, workers: [worker], setup: { fail: '/p5' }, concurrency: 1 });
    const error = await run.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageFailed);
    expect((error as PageFailed).path).toBe('/p5');
    expect((error as PageFailed).message).toContain('The page /p5 failed to render');
    expect((error as PageFailed).message).toContain('cannot render /p5');
    // No thread took a page after the failure.
    expect(here.rendered).toEqual(['/p0']);
  });

  it("fails the run with the page's name when a page fails in this thread, and the worker ends", async () => {
    const worker = new RenderWorker(fakeRenderer);
    const here = recorder(async () => {}, '/p0');
    await expect(
      renderPages({ paths, here: here.renderer, workers: [worker], setup: {}, concurrency: 2 }),
    ).rejects.toThrow(/The page \/p0 failed to render:\n.*cannot render \/p0/);
    await expect(worker.ended).resolves.toEqual(expect.any(Number));
  });
});

describe('the render worker runs plain JavaScript (decision 0099)', () => {
  const bundles = new URL('../node_modules/.cache/render-worker/', import.meta.url);
  const mine = () =>
    existsSync(bundles)
      ? readdirSync(bundles).filter((name) => name.startsWith(`worker-${process.pid}-${threadId}-`))
      : [];

  it('from one ES module bundling its code and its renderer, without tsx or esbuild, deleted once it has ended', async () => {
    const before = new Set(mine());
    const worker = new RenderWorker(fakeRenderer);
    const made = mine().filter((name) => !before.has(name));
    expect(made).toHaveLength(1);
    const code = readFileSync(new URL(made[0] ?? '', bundles), 'utf8');
    // The fake renderer and the worker's side of the run are in the bundle itself.
    expect(code).toContain('cannot render');
    expect(code).toContain('runRenderWorker');
    expect(code).not.toMatch(/from\s*["'](tsx|esbuild)[/"']/);
    const result = await renderPages({
      paths,
      here: recorder().renderer,
      workers: [worker],
      setup: {},
      concurrency: 2,
      workersOnly: true,
    });
    expect(result.pagesByThread).toEqual([0, paths.length]);
    await worker.ended;
    expect(mine()).not.toContain(made[0]);
  });

  it('the modules the Vite config bundles never read import.meta.resolve', () => {
    // Vite installs a module resolve hook (in a thread of its own) when the config uses it, and then
    // every import() a page makes in the build crossed to that thread and back (decision 0099).
    const build = new URL('./', import.meta.url);
    const files = readdirSync(build)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => new URL(name, build));
    files.push(new URL('../vite.config.ts', import.meta.url));
    expect(files.length).toBeGreaterThan(10);
    const reading = files.filter((file) =>
      readFileSync(file, 'utf8').includes(['import', 'meta', 'resolve'].join('.')),
    );
    expect(reading.map((file) => file.pathname)).toEqual([]);
  });
});

describe('renderWorkerMode (SSG_RENDER_WORKER)', () => {
  it('reads auto, always and never, unset as auto, and refuses anything else', () => {
    expect(renderWorkerMode(undefined)).toBe('auto');
    expect(renderWorkerMode(' ')).toBe('auto');
    expect(renderWorkerMode('always')).toBe('always');
    expect(renderWorkerMode('never')).toBe('never');
    expect(() => renderWorkerMode('yes')).toThrow('SSG_RENDER_WORKER must be auto, always or never (it is "yes")');
  });
});
