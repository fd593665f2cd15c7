import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, type EnvironmentModuleNode, type Plugin } from 'vite';
import type { RouteRecord } from 'vite-react-ssg';
import { hasStaticRedirectPage } from '#core/redirects';
import { validateContentData } from './content/data/validate.server';
import { thinCityIds } from './content/places/place-pages';
import { cssReader, finishBuild, flatPageFile, PageFinisher } from './scripts/finish-build';
import { builtScripts } from './scripts/page-css';
import { markdownPlugin } from './src/content/markdown.server';
import { ISLAND_CHUNK_PREFIX, islandOfModule } from './src/islands/chunks.server';
import { normalizePath, unlistedPaths, withoutFileClashes } from './src/seo/sitemap.server';

/** Filled by includedRoutes, written by onFinished. */
let sitemapPaths: string[] = [];

/** The build's output folder (vite-react-ssg writes the pages there, relative to the root). */
const outDir = process.env.BUILD_OUT_DIR ?? 'dist';
/**
 * A folder of rate books written by `plans import` (its index.ts) in place of content/data/rate-books:
 * the browser test of the comparison builds the site with two example books this way, into its
 * own BUILD_OUT_DIR, so no example book ever reaches the real site.
 */
const rateBooksDir = process.env.RATE_BOOKS_DIR;
/** Finishes each page as it is rendered, before its one write (scripts/finish-build.ts, decision 0075). */
let finisher: PageFinisher | undefined;
function pageFinisher(): PageFinisher {
  finisher ??= new PageFinisher(cssReader(resolve(outDir)), () => builtScripts(resolve(outDir)));
  return finisher;
}

/**
 * Vite's logger without vite-react-ssg's line per page ("dist/tx/houston.html  52.82 KiB"): 3.9 s
 * of a profiled 10,000-page build went to those lines (decision 0075). finish-build prints the
 * count of pages; everything else is logged as before.
 */
const logger = createLogger();
const pageLine = new RegExp(`^${outDir}/\\S+\\.html\\s+[\\d.]+ KiB$`);
const logInfo = logger.info.bind(logger);
logger.info = (message, options) => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes of the log line.
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  if (pageLine.test(plain)) return;
  logInfo(message, options);
};

/** The site's configuration as a build uses it; `npm run dev` takes it less page finishing (below). */
const site = defineConfig({
  customLogger: logger,
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
    rollupOptions: {
      output: {
        // Each island's chunk is named after it (island-quote-<hash>.js ...): `npm run size`
        // reports them by name. See src/islands/chunks.server.ts.
        chunkFileNames(chunk) {
          const island = [chunk.facadeModuleId, ...chunk.moduleIds].map(islandOfModule).find(Boolean);
          return island ? `assets/${ISLAND_CHUNK_PREFIX}${island}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  ssgOptions: {
    // The prerender renders the whole app (src/main.tsx, the routes); the browser gets only
    // index.html's script, the islands loader (src/islands/loader.ts). See decision 0022.
    entry: 'src/main.tsx',
    dirStyle: 'flat',
    // Each page starts the loader two frames after its first paint (scripts/finish-build.ts puts
    // src/built-site/loader-script.ts in place of Vite's module script).
    // Two pages in flight: the render is synchronous, so a second page only overlaps one page's
    // write with the next one's render. With 20 in flight every page's objects outlived the
    // young generation's collections and filled the old one with dead pages: 1.5 GB peak for
    // 10,000 pages with 180 MB live (decision 0081).
    concurrency: 2,
    includedRoutes(paths: string[], routes: Readonly<RouteRecord[]>) {
      const concrete = paths.filter((p) => !p.includes(':') && !p.includes('*')).map(normalizePath);
      const unlisted = unlistedPaths(routes);
      const pages = concrete.filter((p) => !unlisted.has(p));
      // City pages with too few facts of their own are prerendered (noindex, follow) but not listed.
      const thin = new Set([...thinCityIds()].map((id) => `/${id}`));
      sitemapPaths = pages.filter((p) => !thin.has(p));
      // The catch-all 404 route is not prerendered unless named: /404 writes 404.html.
      // Legacy paths that look like files (/index.html, /index.php) get no page: our server 301s them.
      const extra = concrete.filter((p) => unlisted.has(p) && hasStaticRedirectPage(p));
      return withoutFileClashes([...pages, ...extra, '/404']);
    },
    onPageRendered(path: string, html: string) {
      return pageFinisher().page(html, flatPageFile(path));
    },
    // A worker thread renders, finishes and writes part of the pages (patched vite-react-ssg,
    // decision 0084): it loads this file itself, so it has its own `finisher`, whose CSP hashes
    // and files are merged into this one before onFinished.
    renderWorker: {
      minPages: 1500,
      collect: () => finisher?.state(),
      merge(state: unknown) {
        if (state !== undefined) pageFinisher().merge(state);
      },
    },
    // Both heaps together: without it the main thread's old generation grew by 160 MB of dead pages
    // before a full collection, and the build's peak went over 1 GB (decision 0084).
    heapGrowingPercent: 30,
    async onFinished(dir: string) {
      await finishBuild(dir, sitemapPaths, finisher);
    },
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
 * script, the built stylesheets, the CSP hashes): it has nothing to work on there and failed every
 * page with a 500, so only a build finishes pages (decision 0090). vite-react-ssg's build and its
 * render worker load this file as `build`.
 */
export default defineConfig(({ command }) =>
  command === 'build'
    ? site
    : {
        ...site,
        plugins: [...(site.plugins ?? []), reloadOnRenderChange()],
        ssgOptions: { ...site.ssgOptions, onPageRendered: undefined },
      },
);
