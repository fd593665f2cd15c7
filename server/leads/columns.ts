import { z } from 'zod';
import { ATTRIBUTION_FIELDS, type AttributionField } from '#core/lead/attribution-fields';
import { canonicalEmail } from '#core/lead/inbox';
import { type QuoteEstimate, storedEstimateSchema } from '#core/pricing/quote-estimate';
import { withoutControls } from './contact-keys';

/**
 * The columns of a stored lead (quote_submissions), declared once. Everything that lists them is
 * made from this declaration: the row type staff tools read (LeadRow), the SELECT of `leads list`,
 * `leads export` and `leads show`, the CSV header and cells, and the INSERT of the intake
 * (statement.ts: the columns bound from the lead, in declaration order).
 */

/** A camelCase name in snake_case, as a type: "landingPage" → "landing_page". */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

/** The database column of an attribution key: landingPage → landing_page, utm_source → utm_source. */
export function attributionColumn<K extends AttributionField>(key: K): Snake<K> {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as Snake<K>;
}

const text = z.string();
const nullableText = z.string().nullable();
const estimate = z.nullable(storedEstimateSchema);

/** Attribution columns, in the order of ATTRIBUTION_FIELDS (referrer first, as staff read them). */
const attributionOrder: readonly AttributionField[] = [
  'referrer',
  ...ATTRIBUTION_FIELDS.filter((key) => key !== 'referrer'),
];
const attributionShape = Object.fromEntries(
  attributionOrder.map((key) => [attributionColumn(key), nullableText]),
) as Record<Snake<AttributionField>, typeof nullableText>;

/**
 * One stored lead as staff see it, column by column, in the order of the CSV export. `notifications`
 * is computed (a summary of its outbox jobs, "log:delivered smtp:pending"); `estimate` is the price
 * estimate the visitor was shown (null for leads stored before it was kept; not in the CSV).
 */
export const leadRowSchema = z.object({
  id: text,
  created_at: z.date(),
  gender: text,
  age: z.number(),
  tobacco: text,
  name: text,
  email: text,
  phone: text,
  zip_code: text,
  city: nullableText,
  state: nullableText,
  is_spam: z.boolean(),
  spam_reason: nullableText,
  duplicate_of: nullableText,
  do_not_contact: z.boolean(),
  consent_version: text,
  consent_at: z.date(),
  page_url: nullableText,
  ...attributionShape,
  notifications: nullableText,
  /**
   * Whom the quote is for: 'self', or 'parent' (the age, gender, tobacco and ZIP are the
   * parent's; the name, e-mail, phone and consent the visitor's own). Last: new in the CSV.
   */
  quote_for: z.enum(['self', 'parent']),
  estimate,
});

export type LeadRow = z.infer<typeof leadRowSchema>;
export type LeadColumn = keyof LeadRow;

/** Every column of LeadRow, in declaration order. */
export const leadRowColumns = Object.keys(leadRowSchema.shape) as LeadColumn[];

/** The columns of the CSV export (its header, in this order): all but the estimate. */
export const csvColumns = leadRowColumns.filter((column) => column !== 'estimate');

/** Computed columns: their SQL expression over `q` (quote_submissions). */
const computed: Partial<Record<string, string>> = {
  notifications: `(SELECT string_agg(n.channel || ':' || n.status, ' ' ORDER BY n.channel)
           FROM lead_notifications n WHERE n.lead_id = q.id) AS notifications`,
  ip: 'host(q.ip) AS ip',
};

/** The SELECT list of a LeadRow (and of extra columns of quote_submissions), over `q`. */
export function leadSelectList(extra: readonly string[] = []): string {
  return [...leadRowColumns, ...extra].map((column) => computed[column] ?? `q.${column}`).join(', ');
}

/**
 * The columns the intake binds from the lead, in order: each with its SQL type (for the cast of
 * its parameter) and how its value is taken from what the intake knows. statement.ts appends the
 * columns it computes in SQL (consent_at, is_spam, spam_reason, duplicate_of, do_not_contact).
 */
export interface InsertInput {
  quoteFor: 'self' | 'parent';
  gender: string;
  age: number;
  tobacco: string;
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  submissionId: string;
  consentVersion: string;
  ip: string | null;
  userAgent: string | null;
  pageUrl: string | null;
  attribution: Partial<Record<AttributionField, string | null | undefined>>;
  state: string | null;
  city: string | null;
  bodyHash: string;
  estimate: QuoteEstimate;
}

/** Long free text (user agent, attribution) is cut at 500 characters. */
const cut = (value: string | null | undefined, max = 500) => (value ? value.slice(0, max) : null);

export const insertColumns: ReadonlyArray<{ column: string; type: string; value: (input: InsertInput) => unknown }> = [
  { column: 'quote_for', type: 'text', value: (i) => i.quoteFor },
  { column: 'gender', type: 'text', value: (i) => i.gender },
  { column: 'age', type: 'integer', value: (i) => i.age },
  { column: 'tobacco', type: 'text', value: (i) => i.tobacco },
  { column: 'name', type: 'text', value: (i) => i.name },
  { column: 'email', type: 'text', value: (i) => i.email },
  { column: 'email_key', type: 'text', value: (i) => canonicalEmail(i.email) },
  { column: 'phone', type: 'text', value: (i) => i.phone },
  { column: 'zip_code', type: 'text', value: (i) => i.zipCode },
  { column: 'submission_id', type: 'uuid', value: (i) => i.submissionId },
  { column: 'consent_version', type: 'text', value: (i) => i.consentVersion },
  { column: 'ip', type: 'inet', value: (i) => i.ip },
  { column: 'user_agent', type: 'text', value: (i) => cut(i.userAgent && withoutControls(i.userAgent)) },
  { column: 'page_url', type: 'text', value: (i) => i.pageUrl },
  ...attributionOrder.map((key) => ({
    column: attributionColumn(key),
    type: 'text',
    value: (i: InsertInput) => cut(i.attribution[key]),
  })),
  { column: 'state', type: 'text', value: (i) => i.state },
  { column: 'city', type: 'text', value: (i) => i.city },
  { column: 'body_hash', type: 'text', value: (i) => i.bodyHash },
  { column: 'estimate', type: 'jsonb', value: (i) => JSON.stringify(i.estimate) },
];
