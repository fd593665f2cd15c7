/**
 * The one sentence that says who receives a visitor's information. The privacy policy's short
 * version ({{privacySharing}} in content/pages/privacy-policy.md) and the quote dialog's note both
 * print it, so that they can never disagree; it sums up the policy's "Who receives it" section.
 */
export const privacySharing =
  'We share your information only with our own agents and staff, the companies that run our website, e-mail and phones for us, the insurer you choose when you apply, authorities when a law requires it, and a new owner if the agency is ever sold. We never sell it.';

/** What the site does with a visit, from siteConfig.measurement: the words below follow it. */
export interface Measurement {
  /** Whether the site runs analytics (and sets cookies for it). */
  analytics: boolean;
}

/**
 * The cookie banner's words: its title (the spec's) and one plain paragraph, kept short. The
 * banner is shown by script after the page has painted, so a paragraph larger than the page's own
 * largest text would become the page's Largest Contentful Paint and make it look late (issue 22):
 * at 18 px on a 412 px phone the paragraph below is three lines, under the lede of every page
 * Lighthouse measures. What Accept All keeps, and that Decline keeps nothing, the privacy policy
 * says.
 */
export interface CookieNotice {
  title: string;
  text: string;
}

/**
 * The cookie banner's words, true for what the site does. With no analytics the site sets no
 * cookie: the buttons only decide whether the browser keeps the note that hides the banner. If
 * analytics is added later (measurement.analytics: true), the words say so and promise what the
 * privacy policy promises: nothing is measured until the visitor chooses Accept All.
 */
export function cookieNotice({ analytics }: Measurement): CookieNotice {
  return {
    title: 'Cookie Policy',
    text: analytics
      ? 'We would like to use analytics cookies to count visits and learn which pages help people. They are set only if you choose Accept All. If you choose Decline, none are set.'
      : 'This website sets no cookies and runs no analytics. Choose Accept All and this message will not come back.',
  };
}

/**
 * The privacy policy's sentence on analytics ({{analyticsPolicy}} in
 * content/pages/privacy-policy.md), from the same setting as the cookie banner.
 */
export function analyticsPolicy({ analytics }: Measurement): string {
  return analytics
    ? 'We do not use advertising cookies. We run analytics that counts visits and the pages read, and it runs only after you choose Accept All. If you choose Decline, or make no choice, nothing is measured.'
    : 'We do not use advertising cookies, and we do not run any analytics or tracking code, our own or from other companies. If we ever add analytics, it will run only after you choose Accept All, and we will update this policy first.';
}
