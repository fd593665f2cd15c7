import { z } from 'zod';

/**
 * The shortest time a consent record is kept: four years and a day (1,461 days), the time within
 * which a TCPA claim can be brought (28 U.S.C. 1658(a)). The server refuses a smaller
 * CONSENT_RETENTION_DAYS at start.
 */
export const CONSENT_RETENTION_MIN_DAYS = 1461;

/**
 * The zod schema of core/site.config.ts. It runs at build (vite.config.ts) and in the unit tests,
 * never in the browser: zod would cost the visitor some 50 KB of JavaScript for nothing.
 */

const phoneSchema = z.object({
  /** How the number is shown to a reader, e.g. "1-800-555-0142". */
  display: z.string().min(7),
  /** E.164 form used in tel: links and structured data, e.g. "+18005550142". */
  e164: z.string().regex(/^\+1\d{10}$/, 'phone e164 must be +1 followed by 10 digits'),
});

const dollars = z.number().int().nonnegative();

const rangeSchema = z
  .object({ min: dollars, max: dollars })
  .refine((r) => r.min <= r.max, 'range min must not exceed max');

const ageRangeSchema = z
  .object({ min: z.number().int().min(0).max(120), max: z.number().int().min(0).max(120) })
  .refine((r) => r.min <= r.max, 'age range min must not exceed max');

const hoursSchema = z.object({
  days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
  /** IANA time zone in which the hours apply. */
  timeZone: z.string().min(1),
  /** The zone's short name shown beside the hours. */
  timeZoneLabel: z.string().min(1),
});

/**
 * Where a claim can be checked: a public page (url) or a document the agency keeps (document),
 * and the date the figure was taken from it.
 */
const sourceSchema = z
  .strictObject({
    url: z.url({ protocol: /^https$/ }).optional(),
    document: z.string().min(5).optional(),
    date: z.iso.date(),
  })
  .refine((s) => s.url !== undefined || s.document !== undefined, 'a source needs a url or a document');

/**
 * One marketing claim of the register. It reads on a page as "{figure} {label}". A claim is either
 * backed by a source or marked `sample: true` (written for the site, not yet true of any agency):
 * sample claims are not shown on any page, and `audit --go-live` lists them.
 */
const claimSchema = z
  .strictObject({
    /** The figure as shown: "10,000+", "A+", "4.8/5". */
    figure: z.string().min(1),
    /** The words after the figure: "families helped", "BBB rating". */
    label: z.string().min(3),
    /** A judgment by someone else (a BBB grade, a review score): the page links to its source. */
    thirdParty: z.boolean(),
    source: sourceSchema.optional(),
    sample: z.literal(true).optional(),
  })
  .refine(
    (c) => (c.source === undefined) !== (c.sample === undefined),
    'a claim needs a source or sample: true, not both',
  )
  .refine(
    (c) => !c.thirdParty || c.sample || c.source?.url,
    'a third-party claim needs a source url a visitor can check',
  );

/** A license number; `placeholder: true` marks a number written for the site, to be replaced. */
export const licenseSchema = z.strictObject({
  number: z.string().regex(/^[A-Za-z0-9-]{3,20}$/, 'a license number is 3 to 20 letters, digits or hyphens'),
  placeholder: z.literal(true).optional(),
});

const stateLicenseSchema = z.union([licenseSchema, z.literal('not licensed')]);

/**
 * The insurers the agency is appointed with, that is, whose plans it may sell: ids of
 * content/data/carriers.ts. A list written for the site is marked `sample: true` (pages say it is
 * an example, `audit --go-live` lists it); a real one names the document it comes from (the
 * appointment letters, or the state's producer record) and the date it was checked.
 */
const appointmentsSchema = z
  .strictObject({
    carriers: z
      .array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a carrier id is lower-case words joined by hyphens'))
      .refine((ids) => new Set(ids).size === ids.length, 'each insurer appears once'),
    source: z.strictObject({ document: z.string().min(5), date: z.iso.date() }).optional(),
    sample: z.literal(true).optional(),
  })
  .refine(
    (a) => (a.source === undefined) !== (a.sample === undefined),
    'appointments need a source (document and date) or sample: true, not both',
  );

/**
 * A promise about the agency's own service (how fast, when, at what cost), shown on pages as
 * written here. Staff confirm each one against how the agency really works: until then it is
 * `confirmed: false`, and `audit --go-live` lists it.
 */
const operationSchema = z.strictObject({
  text: z.string().min(20).max(200),
  confirmed: z.boolean(),
});

export const siteConfigSchema = z.object({
  company: z.object({
    name: z.string().min(2),
    legalName: z.string().min(2),
    shortName: z.string().min(2),
    foundingYear: z.number().int().min(1900).max(2100),
    description: z.string().min(20),
    /**
     * Parts of the About page written for the site, not yet true of the agency: its founding year,
     * and the founder's story (content/pages/about.md, "Our story"). `audit --go-live` lists each
     * until staff make it true and drop it from this list.
     */
    sample: z.array(z.enum(['foundingYear', 'founderStory'])).optional(),
  }),
  /** Absolute origin of the public site, no trailing slash. Canonical URLs are built from it. */
  siteUrl: z
    .string()
    .url()
    .refine((u) => !u.endsWith('/'), 'siteUrl must not end with a slash')
    .refine((u) => u === u.toLowerCase(), 'siteUrl must be lower-case'),
  phones: z.object({
    /** The toll-free sales line: header, home page and every call-to-action. */
    sales: phoneSchema,
    /** The help line shown on the quote form's thank-you view. */
    help: phoneSchema,
  }),
  email: z.string().email(),
  address: z.object({
    street: z.string().min(3),
    locality: z.string().min(2),
    region: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/),
    country: z.literal('US'),
    /** An address written for the site, not the agency's own: `audit --go-live` lists it. */
    sample: z.literal(true).optional(),
  }),
  hours: hoursSchema,
  /**
   * The operational claims the pages make about the agency's own service: claim help, call-backs,
   * reply and opt-out times. No speed of an insurer's decision or payment is among them: an insurer
   * states its own.
   */
  operations: z.strictObject({
    claimHelp: operationSchema,
    quoteMinutes: operationSchema,
    healthAnswersKept: operationSchema,
    compareInOneCall: operationSchema,
    callBack: operationSchema,
    accessibilityReply: operationSchema,
    optOutDays: operationSchema,
  }),
  /** The insurers whose plans the agency sells (core/appointments.ts reads them). */
  appointments: appointmentsSchema,
  /** The agency's National Producer Number (its licenses per state are `stateLicenses`, below). */
  npn: licenseSchema,
  coverage: z.object({
    /** Face amounts of the appointed plans with health questions, in dollars (from content/data/insurer-plans). */
    amount: rangeSchema,
    /** Face amounts of the appointed guaranteed issue plans (no health questions), in dollars. */
    amountWithoutQuestions: rangeSchema,
    /** Issue ages for final expense plans, as pages state them (most appointed plans: claims.test.ts checks the oldest). */
    issueAges: ageRangeSchema,
    /** Waiting period of graded and guaranteed issue plans, in years, for natural death. */
    waitingPeriodYears: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
  cookieBanner: z.object({
    storageKey: z.literal('cookiesAccepted'),
    autoDismissMs: z.number().int().positive(),
  }),
  /** What the site measures about visits; the cookie banner's and privacy policy's words follow it. */
  measurement: z.strictObject({ analytics: z.boolean() }),
  menu: z.object({
    hoverDelayMs: z.number().int().nonnegative(),
    skipDelayMs: z.number().int().nonnegative(),
  }),
  /**
   * How long the lead pipeline keeps personal data, in days: the defaults of the server's
   * LEAD_RETENTION_DAYS and SPAM_RETENTION_DAYS, and the periods the privacy policy states.
   */
  retention: z.object({
    /** Quote requests (with their consent proof and notification copies), from the request. */
    leadDays: z.number().int().min(1).max(36_500),
    /** Requests flagged as spam. */
    spamDays: z.number().int().min(1).max(36_500),
    /**
     * The consent record (the words agreed to, time, IP address, phone number), kept apart after a
     * delete request and only as proof under the TCPA: never below its four-year limitation period.
     */
    consentDays: z.number().int().min(CONSENT_RETENTION_MIN_DAYS).max(36_500),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The register of marketing claims (core/site.claims.ts): each claim once, with its source or marked sample. */
export const claimRegisterSchema = z.object({
  familiesServed: claimSchema,
  claimsSatisfaction: claimSchema,
  yearsExperience: claimSchema,
  reviewScore: claimSchema,
  bbbRating: claimSchema,
  statesLicensed: claimSchema,
});

export type ClaimRegister = z.infer<typeof claimRegisterSchema>;

/**
 * The agency's license in each state and DC, or "not licensed": `stateLicenses` in
 * core/site.config.ts, a separate export so that only the pages that show a license ship it.
 */
export const stateLicensesSchema = z.record(
  z.string().regex(/^[A-Z]{2}$/, 'a state is keyed by its two-letter code'),
  stateLicenseSchema,
);

export type StateLicenses = z.infer<typeof stateLicensesSchema>;
