import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type EnvironmentModuleNode, type Plugin } from 'vite';
import { chunkFileName } from './build/island-chunks';
import { siteBuild } from './build/ssg';
import { validateContentData } from './content/data/validate.server';
import { markdownPlugin } from './src/content/markdown.server';

/** The build's output folder (vite-react-ssg writes the pages there, relative to the root). */
const outDir = process.env.BUILD_OUT_DIR ?? 'dist';
/**
 * A folder of rate books written by `plans import` (its index.ts) in place of content/data/rate-books:
 * the browser test of the comparison builds the site with two example books this way, into its
 * own BUILD_OUT_DIR, so no example book ever reaches the real site.
 */
const rateBooksDir = process.env.RATE_BOOKS_DIR;

/** The site's configuration as a build uses it; `npm run dev` takes it less page finishing (below). */
const site = defineConfig({
  plugins: [
    {
      name: 'rate-books-dir',
      enforce: 'pre',
      resolveId(source, importer) {
        if (!rateBooksDir || !importer?.includes('/content/data/insurer-plans/')) return null;
        return source === '../rate-books/index' ? resolve(rateBooksDir, 'index.ts') : null;
      },
    },
    markdownPlugin(),
    react(),
    {
      // Bad site config or content data fails the build, naming the file and the field.
      name: 'validate-content-data',
      buildStart() {
        validateContentData();
      },
    },
  ],
  build: {
    outDir,
    sourcemap: false,
    // Keep the modulepreload polyfill out: every browser we support has native modulepreload.
    modulePreload: { polyfill: false },
    // Each island's chunk is named after it (build/island-chunks.ts).
    rollupOptions: { output: { chunkFileNames: chunkFileName } },
  },
  ssgOptions: {
    // The prerender renders the whole app (src/main.tsx, the routes); the browser gets only
    // index.html's script, the islands loader (src/islands/loader.ts). See decision 0022.
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    // The pages, rendered by this thread and a render worker, each finished before its one write,
    // the sitemap and the last step over dist/ (build/ssg.ts). Two pages in flight per thread: the
    // render is synchronous, so a second page only overlaps one page's write with the next one's
    // render. With 20 in flight every page's objects outlived the young generation's collections
    // and filled the old one with dead pages: 1.5 GB peak for 10,000 pages with 180 MB live
    // (decision 0081).
    ...siteBuild({ concurrency: 2 }),
  },
});

/**
 * Since Vite 6 a change to a module that only the server render uses (a page, content, a part outside
 * the islands) no longer reloads the browser: Vite's migration guide gives a plugin for that. This
 * one reloads the open pages once the server's copy is invalidated. A module the browser has loaded
 * itself (a style, the loader, a hydrated island) is left to Vite's own update in place.
 */
function reloadOnRenderChange(): Plugin {
  return {
    name: 'reload-on-render-change',
    hotUpdate({ modules, server, timestamp }) {
      if (this.environment.name !== 'ssr') return;
      const browser = server.environments.client;
      // Vite sets isSelfAccepting when it analyzes a module it served to the browser.
      const renderOnly = modules.filter(
        (mod) => mod.id === null || browser.moduleGraph.getModuleById(mod.id)?.isSelfAccepting === undefined,
      );
      if (renderOnly.length === 0) return;
      const invalidated = new Set<EnvironmentModuleNode>();
      for (const mod of renderOnly) this.environment.moduleGraph.invalidateModule(mod, invalidated, timestamp, true);
      browser.hot.send({ type: 'full-reload' });
    },
  };
}

/**
 * `npm run dev` (Vite's `serve`) renders each page on request from the sources, with Vite's client
 * and hot reload in it. Page finishing works on a build's output (the built loader's one module
 * script, the built stylesheets, the CSP hashes), so only a build finishes pages: they are
 * finished in `renderPages`, which vite-react-ssg's dev server never calls (decision 0090).
 */
export default defineConfig(({ command }) =>
  command === 'build' ? site : { ...site, plugins: [...(site.plugins ?? []), reloadOnRenderChange()] },
);
