import { z } from 'zod';
import { byStateSchema } from './by-state.schema';

/*
 * The shapes of the facts a family needs after a death: each state's death certificates
 * (vital-records.ts), the federal benefits (federal-benefits.ts) and each insurer's claims
 * (insurer-claims.ts). Every fact carries the page it was read on.
 */

const isoDate = z.iso.date();

/** The page a fact was read on: its title, address and owner, its own date and the day we read it. */
export const deathSourceSchema = z.strictObject({
  /** The page's or document's own title. */
  title: z.string().min(5).max(160),
  url: z.url({ protocol: /^https?$/ }),
  /** Whose document it is ("Hawaii Department of Health", "Mutual of Omaha"). */
  owner: z.string().min(3).max(120),
  /**
   * Set when the page read is a copy of another's document or another's account of it: who
   * published the copy and what it copies ("A county recorder's notice of the state's fee").
   */
  secondary: z.string().min(10).max(200).optional(),
  /** The data's own date (release, "as of", effective or "last updated"), or null when the page shows none. */
  dated: isoDate.nullable(),
  /** The day we read the page. */
  checked: isoDate,
});

export type DeathSource = z.infer<typeof deathSourceSchema>;

/** How to order a death certificate in one state, from the pages named in `sources`. */
export const vitalRecordSchema = z.strictObject({
  /** The state office that keeps death records. */
  office: z.string().min(10).max(140),
  /** Where to write, where the page read gives it. */
  mail: z.string().min(10).max(200).optional(),
  /** Where to go in person, where the page read gives it. */
  inPerson: z.string().min(10).max(240).optional(),
  /** What the page read says about ordering online. */
  online: z.string().min(10).max(200).optional(),
  /** The office's phone, where the page read gives it. */
  phone: z.string().min(7).max(40).optional(),
  /** Who may order a certified copy, in plain words, where the page read says. */
  whoMayOrder: z.string().min(10).max(400).optional(),
  /** The fee for the first certified copy, in whole dollars. */
  feeFirst: z.number().int().positive().max(100),
  /** Each further copy ordered at the same time, where the page read gives it. */
  feeFurther: z.number().int().positive().max(100).optional(),
  /** A plain note on the fee (who charges it, when it took effect). */
  feeNote: z.string().min(10).max(240).optional(),
  /** The page that gives the fee: the link shown beside it. */
  feeSource: deathSourceSchema,
  /**
   * Whether county or city offices (local registrars, county or city health departments) issue
   * certified death certificates too, as the pages read say; with a plain note on which offices.
   */
  localRegistrars: z.strictObject({ issue: z.boolean(), note: z.string().min(10).max(240).optional() }).optional(),
  /** Other pages read for the office and how to order. */
  moreSources: z.array(deathSourceSchema).default([]),
});

export type VitalRecord = z.infer<typeof vitalRecordSchema>;
export type VitalRecordInput = z.input<typeof vitalRecordSchema>;

/** A state whose death certificate facts we could not find: why, for the closing note and the page. */
export const vitalRecordGapSchema = z.strictObject({
  gap: z.string().min(10).max(300),
});

export const vitalRecordsSchema = byStateSchema(
  z.union([vitalRecordSchema, vitalRecordGapSchema]),
  'a vital records entry or a gap',
);

/** A federal amount: what it is, its effective date, and where it was read. */
export const amountSchema = z.strictObject({
  /** Whole dollars. */
  usd: z.number().int().positive(),
  /** The first day of death it applies to, or the date the agency's page states it as of. */
  effective: isoDate,
  /** How `effective` reads: "for deaths on or after" a day, or "as of" the page's date. */
  effectiveKind: z.enum(['deaths on or after', 'as of']),
  /** Amounts set each year (the VA's) go on the staleness list of `audit --go-live`. */
  changesYearly: z.boolean(),
  source: deathSourceSchema,
});

export type Amount = z.infer<typeof amountSchema>;

/**
 * An insurer's home office: where its main office is, from its own site or a state's company
 * lookup. Shown where the claim steps lack a phone or mailing address, beside the agency's claims
 * help number (siteConfig.phones.help).
 */
export const homeOfficeSchema = z.strictObject({
  /** The company the address belongs to, as the source names it. */
  company: z.string().min(3).max(120),
  address: z.string().min(10).max(200),
  /** The main office's phone, where the source gives it. */
  phone: z
    .string()
    .regex(/^1-\d{3}-\d{3}-\d{4}$/)
    .optional(),
  source: deathSourceSchema,
});

/** How a beneficiary claims with one insurer, from the insurer's own pages. */
export const insurerClaimSchema = z.strictObject({
  /** The carrier's id in content/data/carriers.ts. */
  carrierId: z.string().min(3),
  /** The company that pays the claim, as its page names it. */
  company: z.string().min(3).max(120),
  /** The claims line, where the page read gives one. */
  phone: z
    .string()
    .regex(/^1-\d{3}-\d{3}-\d{4}$/)
    .optional(),
  /** When the line is open, as the page says. */
  hours: z.string().min(5).max(120).optional(),
  /** The insurer's own page where a claim starts (claim form, online notice). */
  claimPage: z.url({ protocol: /^https$/ }),
  /** The claim form's name, where the page names it. */
  formName: z.string().min(5).max(120).optional(),
  /** Where to mail the claim, where the page gives it. */
  mail: z.string().min(10).max(200).optional(),
  /** The documents the page asks for, in plain words. */
  documents: z.array(z.string().min(5).max(200)).default([]),
  /** The insurer's own published time to pay, in its words, where it publishes one. */
  timeToPay: z.string().min(10).max(240).optional(),
  /** Which of `sources` (its index) states the time to pay; the first when unset. */
  timeToPaySource: z.number().int().min(0).optional(),
  sources: z.array(deathSourceSchema).min(1),
  /**
   * What the insurer's pages read do not give (a claims phone, a mailing address, a claim form), in
   * a plain sentence for the page; set whenever `phone` or `mail` is missing. The page then gives
   * the agency's claims help number and `homeOffice`.
   */
  notFound: z.string().min(10).max(300).optional(),
  /** The insurer's home office, where `notFound` is set (or wherever it was read). */
  homeOffice: homeOfficeSchema.optional(),
});

export type InsurerClaim = z.infer<typeof insurerClaimSchema>;

/** An insurer whose claim steps we could not find on its own pages. */
export const insurerClaimGapSchema = z.strictObject({
  carrierId: z.string().min(3),
  gap: z.string().min(10).max(300),
  /** The insurer's home office, shown with the agency's claims help number in place of claim steps. */
  homeOffice: homeOfficeSchema.optional(),
});

export type InsurerClaimGap = z.infer<typeof insurerClaimGapSchema>;
