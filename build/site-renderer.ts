import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PageRenderContext, renderPage } from 'vite-react-ssg/node';
import { z } from 'zod';
import { cssReader, type FinisherState, flatPageFile, PageFinisher } from './finish-build';
import { builtScripts } from './page-css';
import type { PageRenderer } from './page-list';

/** What build() hands its page renderers, less `createRoot` (a worker imports the server entry itself). */
export type SiteRenderSetup = Omit<PageRenderContext, 'createRoot'>;
const manifestSchema = z.record(z.string(), z.unknown());
const setupSchema = z.object({
  serverEntry: z.string(),
  indexHTML: z.string(),
  rootContainerId: z.string(),
  out: z.string(),
  dirStyle: z.enum(['flat', 'nested']),
  serverManifest: manifestSchema,
  manifest: manifestSchema,
  ssrManifest: manifestSchema,
});

/** A renderer of the site's pages and the finisher that finishes them (its CSP hashes, its files). */
export interface SiteRenderer extends PageRenderer {
  readonly finisher: PageFinisher;
  collect(): FinisherState;
}

/**
 * The site's page renderer, in this thread or in a render worker (build/render-pool.ts): each page
 * rendered by vite-react-ssg's renderPage (React's HTML in index.html), finished
 * (build/finish-build.ts) and written once, as dist/<path>.html. No route of ours has a loader:
 * a page that rendered with loader data fails. `createRoot` is the server entry's, which a worker
 * imports from `setup.serverEntry`.
 */
export async function createSiteRenderer(
  setup: SiteRenderSetup,
  createRoot?: PageRenderContext['createRoot'],
): Promise<SiteRenderer> {
  if (setup.dirStyle !== 'flat') throw new Error(`the site is built with dirStyle 'flat', not '${setup.dirStyle}'`);
  const context: PageRenderContext = {
    ...setup,
    createRoot: createRoot ?? (await import(pathToFileURL(setup.serverEntry).href)).createRoot,
  };
  const finisher = new PageFinisher(cssReader(setup.out), () => builtScripts(setup.out));
  const madeFolders = new Set<string>();
  return {
    finisher,
    async render(path) {
      const { html, styleTag, routerContext } = await renderPage(context, path);
      if (Object.values(routerContext?.loaderData ?? {}).some((value) => value != null)) {
        throw new Error('a route returned loader data: import data at build instead of using a loader');
      }
      const file = flatPageFile(path);
      const finished = finisher.page(styleTag ? html.replace('<head>', `<head>${styleTag}`) : html, file);
      // Each folder made once, not once per page (decision 0081).
      const folder = dirname(join(setup.out, file));
      if (!madeFolders.has(folder)) {
        await mkdir(folder, { recursive: true });
        madeFolders.add(folder);
      }
      await writeFile(join(setup.out, file), finished);
    },
    collect: () => finisher.state(),
  };
}

/** A render worker's renderer (build/render-pool.ts loads this module in each worker). */
export function createRenderer(setup: unknown): Promise<SiteRenderer> {
  return createSiteRenderer(setupSchema.parse(setup));
}
