import { ViteReactSSG } from 'vite-react-ssg';
import { routes } from './routes';
import './styles/global.css';

/**
 * The prerender's entry (vite.config.ts `ssgOptions.entry`): vite-react-ssg renders every route
 * of the app into complete HTML with it. The browser never loads this module: it gets the
 * islands loader (src/islands/loader.ts, index.html's script), which hydrates only the parts of
 * a page a visitor can interact with.
 */
export const createRoot = ViteReactSSG({
  routes,
  basename: import.meta.env.BASE_URL,
  future: {
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_partialHydration: true,
    v7_relativeSplatPath: true,
    v7_skipActionErrorRevalidation: true,
    v7_startTransition: true,
  },
});
