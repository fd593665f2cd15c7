import { z } from 'zod';
import { escapeHtml } from '#core/html';
import { formatPhone } from '#core/lead/schema';
import { describeQuoteEstimate, storedEstimateSchema } from '#core/pricing/quote-estimate';

/**
 * What a notification job carries (lead_notifications.payload): the spec's body for
 * send-lead-notification (name, email, phone, zipCode, gender, age, tobacco) plus the lead id, its
 * time, the place looked up from the ZIP, the earlier lead it repeats, if any, and the estimate.
 * Built here only, in three steps (payloadSources): the intake's fields (leadFieldsPayload), the
 * stored row's (payloadWithRowSql, in the statement that stores the lead) and the estimate
 * (payloadWithEstimateSql, in the claim); checked whole when a worker claims the job.
 */
export const leadPayloadSchema = z.object({
  leadId: z.string().min(1),
  /** ISO 8601. */
  createdAt: z.iso.datetime(),
  /**
   * Whom the quote is for. `parent`: the name, e-mail and phone are the visitor's own (the agent
   * calls the visitor, an adult child, never the parent), and the age, gender, tobacco use and ZIP
   * code are the parent's. Absent in jobs written before the choice was asked: the visitor's own.
   */
  quoteFor: z.enum(['self', 'parent']).optional(),
  name: z.string().min(1),
  email: z.string().min(3),
  /** 10 digits. */
  phone: z.string().regex(/^\d{10}$/),
  zipCode: z.string().regex(/^\d{5}$/),
  gender: z.enum(['male', 'female']),
  age: z.int(),
  tobacco: z.enum(['yes', 'no']),
  state: z.string().nullable(),
  city: z.string().nullable(),
  /** The id of a lead with the same phone or e-mail in the 30 days before, or null. */
  duplicateOf: z.string().nullable(),
  /** The price estimate the visitor was shown (absent in jobs written before it was kept). */
  estimate: z.nullable(storedEstimateSchema).optional(),
});

export type LeadPayload = z.infer<typeof leadPayloadSchema>;

/**
 * Where each field of the payload comes from: `lead`, the lead as the intake prepared it (before
 * its row exists); `row`, the stored row, added by the statement that stores the lead; `claim`,
 * the lead's row again when a worker claims the job (the estimate is stored once, in the row, not
 * in every job: migration 12). A field added to the schema fails the typecheck until it is here.
 */
const payloadSources = {
  quoteFor: 'lead',
  name: 'lead',
  email: 'lead',
  phone: 'lead',
  zipCode: 'lead',
  gender: 'lead',
  age: 'lead',
  tobacco: 'lead',
  state: 'lead',
  city: 'lead',
  leadId: 'row',
  createdAt: 'row',
  duplicateOf: 'row',
  estimate: 'claim',
} as const satisfies Record<keyof LeadPayload, 'lead' | 'row' | 'claim'>;

type Source = (typeof payloadSources)[keyof LeadPayload];
type FieldsFrom<S extends Source> = {
  [K in keyof LeadPayload]-?: (typeof payloadSources)[K] extends S ? K : never;
}[keyof LeadPayload];

const fieldsFrom = <S extends Source>(source: S) =>
  Object.fromEntries(Object.entries(payloadSources).map(([field, from]) => [field, from === source])) as {
    [K in FieldsFrom<S>]: true;
  };

const leadFieldsSchema = leadPayloadSchema.pick(fieldsFrom('lead'));

/** The payload's fields the intake knows before the lead is stored. */
export type LeadFields = z.input<typeof leadFieldsSchema>;

/**
 * The payload as the intake sends it to the statement that stores the lead (JSON): the lead's own
 * fields, checked, and nothing else. Throws when one does not have its shape.
 */
export function leadFieldsPayload(lead: LeadFields): string {
  return JSON.stringify(leadFieldsSchema.parse(lead));
}

/** SQL of each field the stored row adds, over the row's alias (quote_submissions' columns). */
const rowFieldsSql: { [K in FieldsFrom<'row'>]: (row: string) => string } = {
  leadId: (row) => `${row}.id`,
  // ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString writes it.
  createdAt: (row) => `to_char(${row}.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  duplicateOf: (row) => `${row}.duplicate_of`,
};

/** SQL: the intake's payload (a jsonb expression) with the fields of the stored row `row` added. */
export function payloadWithRowSql(payload: string, row: string): string {
  const fields = Object.entries(rowFieldsSql).map(([field, sql]) => `'${field}', ${sql(row)}`);
  return `${payload} || jsonb_build_object(${fields.join(', ')})`;
}

/**
 * SQL: a job's payload (a jsonb expression) with the estimate of its lead's row added; a job
 * written with its own copy (before migration 12) keeps it, and a lead without one adds nothing.
 */
export function payloadWithEstimateSql(payload: string, estimate: string): string {
  const field: FieldsFrom<'claim'> = 'estimate';
  return `CASE WHEN ${estimate} IS NULL OR ${payload} ? '${field}' THEN ${payload}
    ELSE ${payload} || jsonb_build_object('${field}', ${estimate}) END`;
}

/** The claimed job's payload if it has the shape of a notification, or why not, in one line. */
export function checkPayload(payload: unknown): { ok: true; payload: LeadPayload } | { ok: false; problem: string } {
  const result = leadPayloadSchema.safeParse(payload);
  if (result.success) return { ok: true, payload: result.data };
  const issue = result.error.issues[0];
  return { ok: false, problem: `invalid payload: ${issue?.path.join('.') || '(root)'}: ${issue?.message}` };
}

/**
 * Free text as the visitor typed it, in double quotes with any quote or backslash inside escaped
 * (a JSON string): a name such as `Mary Jones Phone: (555) 999-0000` reads as one quoted value,
 * never as a field of its own. The other values are checked formats (digits, an address, a ZIP).
 */
export function quotedAsTyped(value: string): string {
  return JSON.stringify(value);
}

const forParent = (payload: LeadPayload) => payload.quoteFor === 'parent';

/** What the agent reads first about whom the quote is for, and whom to call. */
export const QUOTE_FOR_LINES = {
  self: 'The visitor, for themselves',
  parent:
    "The visitor's parent. Call the visitor (name, phone and e-mail below are the visitor's own), not the parent: " +
    "the parent gave no consent. Age, gender, tobacco and ZIP code are the parent's.",
} as const;

/** The lead's fields as label/value pairs, in the order an agent reads them. */
export function describeLead(payload: LeadPayload): Array<[label: string, value: string]> {
  const place = [payload.city, payload.state].filter(Boolean).join(', ');
  const whose = forParent(payload) ? " (parent's)" : '';
  return [
    ['Quote for', QUOTE_FOR_LINES[payload.quoteFor ?? 'self']],
    ['Name (as typed)', quotedAsTyped(payload.name)],
    ['Phone', formatPhone(payload.phone)],
    ['E-mail', payload.email],
    [`ZIP code${whose}`, place ? `${payload.zipCode} (${place})` : payload.zipCode],
    [`Age${whose}`, String(payload.age)],
    [`Gender${whose}`, payload.gender === 'male' ? 'Male' : 'Female'],
    [`Tobacco${whose}`, payload.tobacco === 'yes' ? 'Yes' : 'No'],
    ['Received', payload.createdAt],
    ['Lead id', payload.leadId],
    ...(payload.duplicateOf ? ([['Repeat of lead', payload.duplicateOf]] as Array<[string, string]>) : []),
    ...(payload.estimate ? describeQuoteEstimate(payload.estimate) : []),
  ];
}

export function leadSubject(payload: LeadPayload): string {
  const place = [payload.city, payload.state].filter(Boolean).join(', ');
  return `New quote request${forParent(payload) ? ' for a parent' : ''}${place ? ` from ${place}` : ''}${
    payload.duplicateOf ? ' (repeat)' : ''
  }`;
}

/** The mail's first sentence. */
function opening(payload: LeadPayload): string {
  return forParent(payload)
    ? 'A visitor asked for a final expense quote for their parent. Call the visitor, not the parent.'
    : 'A visitor asked for a final expense quote.';
}

export function leadText(payload: LeadPayload): string {
  const lines = describeLead(payload).map(([label, value]) => `${label}: ${value}`);
  return `${opening(payload)}\n\n${lines.join('\n')}\n`;
}

/** The HTML body: every value escaped (a name may be `<img src=x onerror=alert(1)>`). */
export function leadHtml(payload: LeadPayload): string {
  const rows = describeLead(payload)
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<!DOCTYPE html><html><body><p>${escapeHtml(opening(payload))}</p><table>${rows}</table></body></html>`;
}
