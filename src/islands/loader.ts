/**
 * The only script a page asks for up front (index.html): small, no React. On the first page
 * view it records the visitor's attribution, wires the header menus, the cookie banner, the FAQ
 * and the Quick Quote links with plain DOM code, and schedules each island of the page on its
 * trigger (./hydrate.ts). React and the islands' code arrive later, on their own.
 */
import '../styles/global.css';
// The calculators' styles are needed before their islands hydrate (they are visible at once).
import '../components/calculators/calculators.css';
import { captureAttribution } from '../components/quote/attribution';
import { initCookieBanner } from './cookie-banner';
import { initFaq } from './faq';
import { initHeader } from './header';
import { findIsland, hydrateIsland, startIslands, whenParsed } from './hydrate';
import { initPageActions } from './page-actions';
import { initQuickQuote } from './quick-quote';

whenParsed(() => {
  captureAttribution();
  initHeader();
  initCookieBanner();
  initFaq();
  initPageActions();
  initQuickQuote(() => {
    const quote = findIsland('quote');
    return quote ? hydrateIsland(quote) : Promise.reject(new Error('This page has no quote island'));
  });
  startIslands();
  document.documentElement.setAttribute('data-enhanced', '');
});
