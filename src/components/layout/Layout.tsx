import { Outlet } from 'react-router-dom';
import { Island } from '../../islands/Island.server';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Header, the current route, footer and cookie banner: the frame of every page. The header and
 * the cookie banner work with plain DOM code (src/islands/loader.ts); the quote dialog (closed,
 * its first step in the HTML) and the toasts are islands, hydrated on a Quick Quote tap and on
 * the first toast.
 */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <Island name="quote" props={{}} />
      <Island name="toaster" props={{}} />
    </>
  );
}
