import { z } from 'zod';

/**
 * The zod schema of src/site.config.ts. It runs at build (vite.config.ts) and in the unit tests,
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

export const siteConfigSchema = z.object({
  company: z.object({
    name: z.string().min(2),
    legalName: z.string().min(2),
    shortName: z.string().min(2),
    foundingYear: z.number().int().min(1900).max(2100),
    description: z.string().min(20),
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
  }),
  hours: hoursSchema,
  claims: z.object({
    familiesServed: z.string(),
    bbbRating: z.string(),
    reviewScore: z.number().min(0).max(5),
    reviewCount: z.string(),
    licensedStates: z.number().int().min(1).max(51),
    claimsSatisfaction: z.string(),
    yearsExperience: z.string(),
    support: z.string(),
  }),
  coverage: z.object({
    /** Face amounts the agency writes, in dollars. */
    amount: rangeSchema,
    /** Issue ages for final expense plans. */
    issueAges: ageRangeSchema,
    /** Ages accepted by the quote form. */
    quoteAges: ageRangeSchema,
    /** Monthly premium range quoted in copy and in price markup. */
    monthlyPremium: rangeSchema,
    /** Waiting period of graded and guaranteed issue plans, in years, for natural death. */
    waitingPeriodYears: z.object({ min: z.number().int(), max: z.number().int() }),
    gracePeriodDays: z.number().int().positive(),
    approvalHours: z.object({ min: z.number().int(), max: z.number().int() }),
    moneyBackDays: z.number().int().positive(),
  }),
  cookieBanner: z.object({
    storageKey: z.literal('cookiesAccepted'),
    autoDismissMs: z.number().int().positive(),
  }),
  menu: z.object({
    hoverDelayMs: z.number().int().nonnegative(),
    skipDelayMs: z.number().int().nonnegative(),
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
