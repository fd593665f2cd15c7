import { z } from 'zod';

/**
 * What the threads of a render run share (build/render-pool.ts runs them; build/render-worker.ts
 * is a worker's side): one list of pages and the cursor of the next page to take, in shared memory,
 * so that every thread takes the next page as soon as it has finished one of its own. Kept apart
 * from the pool so that a worker's bundle holds only what a worker runs.
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
export interface SharedPages {
  paths: readonly string[];
  cursor: Int32Array<ArrayBufferLike>;
}
/** What this thread sends each worker when the run starts. */
export interface RunStart extends SharedPages {
  setup: unknown;
  concurrency: number;
}

/** The next page of the list, or undefined once it is used up (or the run has failed). */
function takePage({ paths, cursor }: SharedPages): string | undefined {
  const at = Atomics.add(cursor, 0, 1);
  return at < paths.length ? paths[at] : undefined;
}

/** No thread takes another page: after a failure. */
export function stopTaking({ paths, cursor }: SharedPages): void {
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

/** What this thread sends a worker when the run starts. */
export const startSchema = z.object({
  setup: z.unknown(),
  concurrency: z.number().int().positive(),
  paths: z.array(z.string()),
  cursor: z.instanceof(Int32Array),
});
