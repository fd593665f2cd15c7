import type { RouteRecord } from 'vite-react-ssg';
import { describe, expect, it } from 'vitest';
import { pageNames } from '#core/pages';
import { getPath } from '#core/paths';
import { templates } from './built-site/templates';
import { routes } from './routes';

/** The layout's children: every page of the site is one of them. */
const children: readonly RouteRecord[] = routes[0]?.children ?? [];

/** The route of a named page: the index route for the home page, else the one at its path. */
function routeOf(path: string): RouteRecord | undefined {
  return path === '/' ? children.find((r) => r.index === true) : children.find((r) => `/${r.path}` === path);
}

describe('the page registry (core/pages.ts)', () => {
  it.each(pageNames)('%s has a path, a route with its own module, and a template', (name) => {
    const path = getPath(name);
    expect(path).toMatch(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/);
    const route = routeOf(path);
    expect(route, `no route at ${path}`).toBeDefined();
    expect(typeof route?.lazy, `the route at ${path} loads no page module`).toBe('function');
    expect(templates.filter((t) => t.path === path)).toHaveLength(1);
  });

  it('gives each page its own path and each template its own name', () => {
    const paths = pageNames.map((name) => getPath(name));
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(templates.map((t) => t.name)).size).toBe(templates.length);
  });
});
