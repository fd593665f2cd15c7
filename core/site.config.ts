import type { SiteConfig } from './site.config.schema';

/**
 * The one source of every fact the site states about the agency: names, phone numbers,
 * addresses, hours, claims and the coverage and price constants. Pages read these values;
 * no page carries its own literal phone number, price claim or coverage cap.
 *
 * It is checked against the zod schema in site.config.schema.ts when the site builds (a bad
 * value fails the build, naming the field) and by the unit tests.
 *
 * The phone numbers and e-mail are fictional defaults (555-01xx numbers are reserved for
 * fiction, example.com for documentation): staff replace them here, in this file only.
 */
export const siteConfig: SiteConfig = {
  company: {
    name: 'Evergreen Final Expense',
    legalName: 'Evergreen Final Expense Insurance Agency, LLC',
    shortName: 'Evergreen',
    foundingYear: 2003,
    // Written for the site: the About page's founding year and founder story (audit --go-live lists them).
    sample: ['foundingYear', 'founderStory'],
    description:
      'An independent insurance agency helping Americans aged 50 to 85 compare and buy final expense (burial) life insurance from several insurers.',
  },
  siteUrl: 'https://www.evergreenfinalexpense.com',
  phones: {
    sales: { display: '1-800-555-0142', e164: '+18005550142' },
    help: { display: '1-800-555-0187', e164: '+18005550187' },
  },
  email: 'help@example.com',
  address: {
    street: '1200 Main Street, Suite 400',
    locality: 'Columbus',
    region: 'OH',
    postalCode: '43215',
    country: 'US',
    // Written for the site: staff enter the agency's real office address (audit --go-live lists it).
    sample: true,
  },
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
    timeZone: 'America/New_York',
    timeZoneLabel: 'Eastern',
  },
  /**
   * What the pages promise about the agency's own service, each sentence once. Written for the
   * site (`confirmed: false`): staff check each against how the agency works, then confirm it or
   * change the words; `audit --go-live` lists the unconfirmed ones.
   */
  operations: {
    claimHelp: {
      text: 'When the time comes, we help your family with the claim paperwork, at no cost.',
      confirmed: false,
    },
    compareInOneCall: { text: 'A licensed agent compares several insurers for you in one call.', confirmed: false },
    healthAnswersKept: { text: 'If you do not apply, we do not keep your health answers.', confirmed: false },
    quoteMinutes: { text: 'Get a free, no-obligation quote in minutes.', confirmed: false },
    callBack: { text: 'You can send a quote request at any hour, and an agent will call you back.', confirmed: false },
    accessibilityReply: {
      text: 'We reply within two business days, tell you what we will do and by when, and help you by phone in the meantime.',
      confirmed: false,
    },
    optOutDays: {
      text: 'We act on your request as soon as we can, and always within 10 business days.',
      confirmed: false,
    },
  },
  /**
   * The insurers the agency is appointed with (may sell), by their ids in content/data/carriers.ts.
   * This list is an example (`sample: true`): pages say so, and `audit --go-live` lists it until
   * staff enter the real appointments with the document they come from, e.g.
   * `source: { document: 'Appointment letters on file, 2026', date: 'YYYY-MM-DD' }`. Reviews of an
   * insurer not listed here say that the agency does not sell its plans.
   */
  appointments: {
    carriers: ['mutual-of-omaha', 'transamerica', 'foresters', 'american-amicable', 'royal-neighbors', 'corebridge'],
    sample: true,
  },
  /**
   * The agency's National Producer Number. The shipped one is a placeholder (`placeholder: true`):
   * the footer labels it as an example and `audit --go-live` lists it until staff enter the real
   * one (NIPR lists an agency's licenses by NPN). The license per state is in core/site.licenses.ts.
   */
  npn: { number: '00000000', placeholder: true },
  coverage: {
    /**
     * The face amounts the appointed insurers' plans offer, as the plan data says (decision 0066):
     * with health questions (level, graded, modified) and with none (guaranteed issue).
     * content/data/insurer-plans/claims.test.ts fails when these differ from content/data/insurer-plans.
     */
    amount: { min: 1000, max: 40_000 },
    amountWithoutQuestions: { min: 7000, max: 25_000 },
    issueAges: { min: 50, max: 85 },
    waitingPeriodYears: { min: 2, max: 3 },
  },
  cookieBanner: { storageKey: 'cookiesAccepted', autoDismissMs: 10_000 },
  /**
   * What the site measures about visits. analytics: false, as shipped: no analytics script and no
   * cookie. The cookie banner's words and the privacy policy's follow this (core/privacy.ts), and a
   * built-site test checks that no page loads analytics and no response sets a cookie. Turn it on
   * only with analytics that wait for Accept All.
   */
  measurement: { analytics: false },
  menu: { hoverDelayMs: 200, skipDelayMs: 300 },
  // Leads with their consent proof: at least four years and one month (1,461 days hold any four
  // years, 31 any month), since a claim under the Telephone Consumer Protection Act can be brought
  // for four years (28 U.S.C. 1658(a)) and the agent's calls follow the request. Spam: 30 days. The server's LEAD_RETENTION_DAYS /
  // SPAM_RETENTION_DAYS default to these, and the privacy policy states them (formatDays), so the
  // page and the server cannot disagree (docs/decisions/0015-retention-and-delivery-keys.md).
  retention: { leadDays: 1492, spamDays: 30, consentDays: 1461 },
};
