// biome-ignore-all assist/source/organizeImports: the import order is the order of the modules in
// the built loader, kept as it was before these scripts moved beside their markup (dist/ stays
// byte-identical); a sorted order would move their code in the bundle.
/**
 * The only script a page asks for (index.html), and the only one it runs until the visitor acts:
 * small, no React. On the first page view it records the visitor's attribution, wires the header
 * menus, the cookie banner, the FAQ, the Quick Quote links and the quote dialog's frame with plain
 * DOM code, and arms each island of the page on its trigger (./triggers.ts: intent only). React
 * and the islands' code arrive when the visitor acts on one.
 */
import '../styles/global.css';
// Styles of islands that are in the page's HTML before they hydrate: the calculators (visible at
// once) and the quote dialog (opened by this loader before React has it).
import '../components/calculators/calculators.css';
import '../components/quote/quote.css';
import { captureAttribution } from '../components/quote/attribution';
import { initCookieBanner } from '../components/layout/cookie-banner';
import { initFaq } from '../components/content/faq';
import { initHeader } from '../components/layout/header';
import { findIsland, hydrateIsland, whenParsed } from './hydrate';
import { initPageActions } from '../components/layout/page-actions';
import { initQuickQuote } from '../components/quote/quick-quote';
import { initStateChooser } from '../pages/state-chooser';
import { startIslands } from './triggers';

whenParsed(() => {
  captureAttribution();
  initHeader();
  initCookieBanner();
  initFaq();
  initPageActions();
  initStateChooser();
  initQuickQuote(() => {
    const quote = findIsland('quote');
    return quote ? hydrateIsland(quote) : Promise.reject(new Error('This page has no quote island'));
  });
  startIslands();
  document.documentElement.setAttribute('data-enhanced', '');
});
