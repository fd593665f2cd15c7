import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { RouteRecord } from 'vite-react-ssg';
import { hasStaticRedirectPage } from '#core/redirects';
import { validateContentData } from './content/data/validate.server';
import { finishBuild } from './scripts/finish-build';
import { markdownPlugin } from './src/content/markdown.server';
import { ISLAND_CHUNK_PREFIX, islandOfModule } from './src/islands/chunks.server';
import { normalizePath, unlistedPaths, withoutFileClashes } from './src/seo/sitemap.server';

/**
 * The loader's module script, as Vite writes it into the built index.html (in the head).
 * Chrome fetches a module script at high priority, which Lighthouse's model counts as blocking
 * the first paint: it is marked fetchpriority="low" so that the page paints as it would without
 * scripts (decision: the loader off the critical path). It stays a deferred module script: it
 * runs once the document is parsed.
 */
const entryScript = /<script type="module" crossorigin src="(\/assets\/app-[\w-]+\.js)"><\/script>/g;

export function lowPriorityEntry(html: string): string {
  const found = html.match(entryScript)?.length ?? 0;
  if (found !== 1) throw new Error(`index.html: expected the loader's one module script, found ${found}`);
  return html.replace(entryScript, '<script type="module" fetchpriority="low" crossorigin src="$1"></script>');
}

/** Filled by includedRoutes, written by onFinished. */
let sitemapPaths: string[] = [];

export default defineConfig({
  plugins: [
    markdownPlugin(),
    react(),
    {
      name: 'loader-low-priority',
      apply: 'build',
      transformIndexHtml: { order: 'post', handler: lowPriorityEntry },
    },
    {
      // Bad site config or content data fails the build, naming the file and the field.
      name: 'validate-content-data',
      buildStart() {
        validateContentData();
      },
    },
  ],
  build: {
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
    // The loader's module script keeps the default (no `async`): it runs once the document is
    // parsed, when every island marker exists. The loader waits for that itself too (whenParsed).
    // It is fetched at low priority (lowPriorityEntry above).
    concurrency: 20,
    includedRoutes(paths: string[], routes: Readonly<RouteRecord[]>) {
      const concrete = paths.filter((p) => !p.includes(':') && !p.includes('*')).map(normalizePath);
      const unlisted = unlistedPaths(routes);
      sitemapPaths = concrete.filter((p) => !unlisted.has(p));
      // The catch-all 404 route is not prerendered unless named: /404 writes 404.html.
      // Legacy paths that look like files (/index.html, /index.php) get no page: our server 301s them.
      const extra = concrete.filter((p) => unlisted.has(p) && hasStaticRedirectPage(p));
      return withoutFileClashes([...sitemapPaths, ...extra, '/404']);
    },
    async onFinished(outDir: string) {
      await finishBuild(outDir, sitemapPaths);
    },
  },
});
