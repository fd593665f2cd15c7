import { resolve } from 'node:path';
import type { RouteRecord } from 'vite-react-ssg';
import { cssReader, finishBuild, flatPageFile, PageFinisher } from './finish-build';
import { builtScripts } from './page-css';
import { pageLists } from './pages';

/**
 * The build's hooks into vite-react-ssg (vite.config.ts's `ssgOptions`): which pages to render,
 * each page finished as it is rendered, and the last step over dist/. `outDir` is the build's
 * output folder, relative to the project's root.
 */
export function siteBuild(outDir: string) {
  /** Filled by includedRoutes, written by onFinished. */
  let sitemapPaths: string[] = [];
  /** Finishes each page as it is rendered, before its one write (build/finish-build.ts, decision 0075). */
  let finisher: PageFinisher | undefined;
  const pageFinisher = (): PageFinisher => {
    finisher ??= new PageFinisher(cssReader(resolve(outDir)), () => builtScripts(resolve(outDir)));
    return finisher;
  };
  return {
    includedRoutes(paths: string[], routes: Readonly<RouteRecord[]>): string[] {
      const { rendered, listed } = pageLists(paths, routes);
      sitemapPaths = listed;
      return rendered;
    },
    onPageRendered(path: string, html: string): string {
      return pageFinisher().page(html, flatPageFile(path));
    },
    // A worker thread renders, finishes and writes part of the pages (patched vite-react-ssg,
    // decision 0084): it loads vite.config.ts itself, so it has its own `finisher`, whose CSP hashes
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
    async onFinished(dir: string): Promise<void> {
      await finishBuild(dir, sitemapPaths, finisher);
    },
  };
}
