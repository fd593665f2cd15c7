import { describe, expect, it } from 'vitest';
import { staticPaths } from '#core/paths';
import { expectedRoutes, fileForPath, pathForFile, routeByFile, shadowedRoutes, templates } from './reader.server';

describe('the built-site toolkit', () => {
  it('knows a route for every named path of the site, each of one kind', () => {
    const routes = expectedRoutes();
    const byPath = new Map(routes.map((r) => [r.path, r]));
    for (const [name, path] of Object.entries(staticPaths)) {
      expect(byPath.get(path)?.kind, `${name} (${path}) has no page or error route`).toMatch(/^(page|error)$/);
    }
    expect(byPath.get('/404')?.kind).toBe('error');
    expect(byPath.get('/tx/houston')?.kind).toBe('page');
    expect(routes.filter((r) => r.kind === 'redirect').every((r) => r.to?.startsWith('/'))).toBe(true);
  });

  it('never lets a legacy path take a page’s file', () => {
    const byFile = routeByFile();
    for (const shadowed of shadowedRoutes()) {
      expect(byFile.get(shadowed.file)?.kind).not.toBe('redirect');
    }
    expect(byFile.get('index.html')?.path).toBe('/');
  });

  it('maps paths to flat files and back', () => {
    for (const path of ['/', '/about', '/tx/houston', '/quote/thank-you']) {
      expect(pathForFile(fileForPath(path))).toBe(path);
    }
    expect(fileForPath('/tx/houston')).toBe('tx/houston.html');
  });

  it('has one template per kind of page, each a route of the table; four of them for Lighthouse', () => {
    const routes = new Map(expectedRoutes().map((r) => [r.path, r]));
    for (const template of templates) expect(routes.has(template.path), template.path).toBe(true);
    expect(new Set(templates.map((t) => t.file)).size).toBe(templates.length);
    expect(new Set(templates.map((t) => t.name)).size).toBe(templates.length);
    expect(templates.filter((t) => t.lighthouse).map((t) => t.path)).toEqual([
      '/',
      '/guide',
      '/funeral-cost-calculator',
      '/tx/houston',
    ]);
  });
});
