import { Outlet, ScrollRestoration } from 'react-router-dom';
import { QuoteHost } from '../quote/QuoteHost';
import { Toaster } from '../ui/toast';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, the current route, footer and cookie banner: the frame of every page. */
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
      <QuoteHost />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
