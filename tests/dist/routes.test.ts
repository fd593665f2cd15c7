import { readdirSync } from 'node:fs';
import { describe, it } from 'vitest';
import { staticPaths } from '#core/paths';
import { redirects } from '#core/redirects';
import { states } from '../../content/data/states';
import { cities } from '../../content/places/cities';
import {
  Check,
  distDir,
  distHas,
  expectedRoutes,
  listHtmlFiles,
  loadPages,
  routeByFile,
  shadowedRoutes,
} from './helpers';

/** dist/ holds one file for every route of the route table, and nothing else. */
const pages = loadPages();
const routes = expectedRoutes();

describe('dist routes', () => {
  it('every route of the route table has its file', () => {
    const check = new Check('routes');
    const shadowed = new Set(shadowedRoutes(routes));
    for (const route of routes) {
      if (shadowed.has(route)) continue;
      if (!distHas(route.file))
        check.fail(route.file, `missing: the ${route.kind} of ${route.path} was not prerendered`);
    }
    const counts = {
      static: Object.keys(staticPaths).length,
      states: states.length,
      cities: cities.length,
      redirects: redirects.length,
    };
    if (counts.states !== 51) check.fail('content/data/states.ts', `lists ${counts.states} states, want 50 and DC`);
    check.finish(
      `${routes.length} routes (${counts.static} static, ${counts.states} states, ${counts.cities} cities, ${counts.redirects} redirects)`,
    );
  });

  it('no legacy path replaces a page: flat files that two routes share hold the page', () => {
    const check = new Check('shared files');
    const byFile = routeByFile(routes);
    const byName = new Map(pages.map((p) => [p.file, p]));
    for (const loser of shadowedRoutes(routes)) {
      const winner = byFile.get(loser.file);
      const page = byName.get(loser.file);
      const holdsRedirect = Boolean(page?.document.querySelector('meta[http-equiv="refresh" i]'));
      if (winner?.kind !== 'redirect' && holdsRedirect) {
        check.fail(
          loser.file,
          `holds the ${loser.kind} of ${loser.path} instead of the ${winner?.kind} of ${winner?.path}: ` +
            `with dirStyle 'flat' both write ${loser.file}; do not prerender ${loser.path} (the server answers it)`,
        );
      } else {
        check.note(loser.file, `${loser.path} shares this file with ${winner?.path}; it is served by the server only`);
      }
    }
    check.finish(`${shadowedRoutes(routes).length} route(s) share a file with another`);
  });

  it('every file in dist is a page of the route table', () => {
    const check = new Check('unexpected files');
    const known = routeByFile(routes);
    const files = listHtmlFiles();
    for (const file of files) {
      if (!known.has(file)) check.fail(file, 'no route of the route table names this file');
    }
    check.finish(`${files.length} HTML files`);
  });

  it('no per-build random stamp is left (reproducible output)', () => {
    const check = new Check('reproducibility');
    for (const name of readdirSync(distDir)) {
      if (/^static-loader-data/.test(name)) check.fail(name, 'per-build loader data is left in dist/');
    }
    for (const page of pages) {
      if (page.html.includes('__VITE_REACT_SSG_HASH__')) check.fail(page.file, 'holds the random build hash');
      if (page.html.includes('__staticRouterHydrationData')) check.fail(page.file, 'holds router hydration data');
    }
    check.note(
      'dist/',
      'byte-for-byte reproducibility needs two builds; not rebuilt here (compare `npm run build` twice with diff -r)',
    );
    check.finish(`checked ${pages.length} pages for build stamps`);
  });
});
