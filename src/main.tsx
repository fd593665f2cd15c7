import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { routes } from './routes';
import './styles/global.css';

/**
 * vite-react-ssg gives every route a loader that fetches build-time loader data on client
 * navigation. No route of ours has a loader (data is imported at build), so those loaders would
 * only download a manifest for nothing: strip them before the browser router is made.
 */
function withoutLoaders(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { loader: _unused, children, ...rest } = route;
    return (children ? { ...rest, children: withoutLoaders(children) } : rest) as RouteObject;
  });
}

export const createRoot = ViteReactSSG({
  routes,
  basename: import.meta.env.BASE_URL,
  customCreateRouter: (list, options) => createBrowserRouter(withoutLoaders(list), options),
  future: {
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_partialHydration: true,
    v7_relativeSplatPath: true,
    v7_skipActionErrorRevalidation: true,
    v7_startTransition: true,
  },
});
