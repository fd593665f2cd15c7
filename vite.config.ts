import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { RouteRecord } from 'vite-react-ssg';
import { validateContentData } from './content/data/validate.server';
import { finishBuild } from './scripts/finish-build';
import { markdownPlugin } from './src/content/markdown.server';
import { hasStaticRedirectPage } from './src/lib/redirects';
import { normalizePath, unlistedPaths, withoutFileClashes } from './src/seo/sitemap.server';

const clientHead = fileURLToPath(new URL('./src/seo/client-head.ts', import.meta.url));

/** Filled by includedRoutes, written by onFinished. */
let sitemapPaths: string[] = [];

export default defineConfig({
  plugins: [
    markdownPlugin(),
    {
      // In the browser bundle only, react-helmet-async (used by vite-react-ssg's <Head>) becomes
      // our small head manager; the prerender keeps the real helmet. See src/seo/client-head.ts.
      name: 'client-head',
      enforce: 'pre',
      resolveId(source, _importer, options) {
        if (source === 'react-helmet-async' && !options?.ssr) return clientHead;
        return null;
      },
    },
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
    sourcemap: false,
    // Keep the modulepreload polyfill out: every browser we support has native modulepreload.
    modulePreload: { polyfill: false },
  },
  ssgOptions: {
    dirStyle: 'flat',
    script: 'async',
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
