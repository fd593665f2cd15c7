import { CONSENT_VERSION } from '#core/lead/consent';
import { formTokenEndpoint, quotesEndpoint, readAnswer } from '#core/lead/contract';
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_MAX,
  type Attribution,
  digitsOnly,
  FIELD_MESSAGES,
  type LeadInput,
  type LeadKey,
  PAGE_URL_MAX,
  type QuoteFor,
} from '#core/lead/schema';
import type { QuoteEstimate } from '#core/pricing/quote-estimate';
import { ATTRIBUTION_KEY } from './attribution';

/** What the visitor enters, as the dialog holds it (text, or '' before an option is chosen). */
export interface QuoteValues {
  /** Whom the quote is for: the visitor, or their parent (whose answers then price it). */
  quoteFor: '' | QuoteFor;
  gender: '' | 'male' | 'female';
  age: string;
  tobacco: '' | 'yes' | 'no';
  name: string;
  email: string;
  phone: string;
  zipCode: string;
  /** The honeypot: hidden from people, so it stays empty unless a bot fills it. */
  company: string;
}

export const emptyValues: QuoteValues = {
  quoteFor: '',
  gender: '',
  age: '',
  tobacco: '',
  name: '',
  email: '',
  phone: '',
  zipCode: '',
  company: '',
};

/** A hung request ends in the error path after this long. */
export const SUBMIT_TIMEOUT_MS = 15_000;

/**
 * The id of one form fill: the server stores one lead per id, so a retry or a double submit of
 * the same fill never makes a second lead. crypto.randomUUID needs a secure context (https or
 * localhost); elsewhere a version 4 UUID is made from crypto.getRandomValues.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The session's attribution (captured by the host on the first page view), or null when none. */
export function readAttribution(): Attribution | null {
  try {
    const raw = window.sessionStorage.getItem(ATTRIBUTION_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const source = parsed as Record<string, unknown>;
    const data: Attribution = {};
    for (const key of ATTRIBUTION_FIELDS) {
      const value = source[key];
      if (typeof value === 'string' && value !== '') data[key] = value.slice(0, ATTRIBUTION_MAX);
    }
    return data;
  } catch {
    return null;
  }
}

/** The address of the page the visitor is on; an over-long one loses its query rather than the lead. */
export function currentPageUrl(): string {
  const { href, origin, pathname } = window.location;
  return href.length <= PAGE_URL_MAX ? href : `${origin}${pathname}`.slice(0, PAGE_URL_MAX);
}

export interface SubmissionMeta {
  submissionId: string;
  /** The server's form token, or null when none could be fetched. */
  formToken: string | null;
  pageUrl: string;
  attribution: Attribution | null;
}

/** fetch, aborted after `timeoutMs` (AbortController: AbortSignal.timeout is missing on older phones). */
async function fetchWithin(timeoutMs: number, url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** A form token as the dialog keeps it: with the server's timings and when it arrived here. */
export interface FormTokenGrant {
  token: string;
  /** The server's minimum fill time: the dialog never sends sooner after receiving the token. */
  minFillMs: number;
  maxAgeMs: number;
  /** performance.now() when it arrived (later than the server issued it). */
  receivedAt: number;
}

/** How long before its maximum age the dialog fetches a fresh token instead of sending an old one. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

/** Whether a grant is too old to send (or close to it), by this browser's clock since it arrived. */
export function isStale(grant: FormTokenGrant, now = performance.now()): boolean {
  return now - grant.receivedAt > grant.maxAgeMs - TOKEN_REFRESH_MARGIN_MS;
}

/** Milliseconds to wait before sending with this grant, so that the server sees the fill time it asks for. */
export function waitBeforeSending(grant: FormTokenGrant, now = performance.now()): number {
  return Math.max(0, grant.minFillMs - (now - grant.receivedAt));
}

/** GET /api/form-token: a new grant, or null (network error, no answer, a bad answer). Never throws. */
export async function fetchFormToken(timeoutMs = SUBMIT_TIMEOUT_MS): Promise<FormTokenGrant | null> {
  try {
    const response = await fetchWithin(timeoutMs, formTokenEndpoint.path, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const answer = readAnswer(formTokenEndpoint.answers, response.status, await response.json());
    if (answer?.name !== 'issued') return null;
    const { token, minFillMs, maxAgeMs } = answer.body;
    return { token, minFillMs, maxAgeMs, receivedAt: performance.now() };
  } catch {
    return null;
  }
}

/** The form token of one fill, as the dialog holds it. */
export interface FormTokenHolder {
  /** The token held, unless it is missing or close to its maximum age: then a new one (one request at a time). */
  ensure: () => Promise<FormTokenGrant | null>;
  /** A stored lead spent it (or the server said it expired): the next fill gets its own. */
  spend: () => void;
}

export function formTokenHolder(fetchToken: () => Promise<FormTokenGrant | null> = fetchFormToken): FormTokenHolder {
  let held: FormTokenGrant | null = null;
  let pending: Promise<FormTokenGrant | null> | null = null;
  return {
    ensure() {
      if (held && !isStale(held)) return Promise.resolve(held);
      pending ??= fetchToken().then((fetched) => {
        pending = null;
        if (fetched) held = fetched;
        return fetched;
      });
      return pending;
    },
    spend() {
      held = null;
    },
  };
}

/** The JSON body of POST /api/quotes for these values. */
export function buildLeadBody(values: QuoteValues, meta: SubmissionMeta): LeadInput {
  return {
    quoteFor: values.quoteFor as QuoteFor,
    gender: values.gender as LeadInput['gender'],
    age: Number.parseInt(values.age.trim(), 10),
    tobacco: values.tobacco as LeadInput['tobacco'],
    name: values.name.trim(),
    email: values.email.trim(),
    phone: digitsOnly(values.phone),
    zipCode: values.zipCode.trim(),
    submissionId: meta.submissionId,
    consentVersion: CONSENT_VERSION,
    pageUrl: meta.pageUrl,
    formToken: meta.formToken,
    company: values.company,
    attribution: meta.attribution,
  };
}

/**
 * Why a send failed, when the server said: `formExpired` (403: the token is too old; get a new
 * one and send again), `conflict` (409: this submission id was stored with other values),
 * `consentRetired` (409: the consent text on the page is retired; the page must be reloaded).
 */
export type SendFailure = 'formExpired' | 'conflict' | 'consentRetired';

/** A success carries the estimate the server stored with the lead, when its answer holds one. */
export type SendResult =
  | { ok: true; estimate?: QuoteEstimate }
  | { ok: false; fields: Partial<Record<LeadKey, string>>; reason?: SendFailure };

/** The per-field messages of a 400 answer (`{ fields: { email: '...' } }`), keeping known keys only. */
function knownFields(source: Record<string, string>): Partial<Record<LeadKey, string>> {
  const fields: Partial<Record<LeadKey, string>> = {};
  for (const [key, message] of Object.entries(source)) {
    if (key in FIELD_MESSAGES && message !== '') fields[key as LeadKey] = message;
  }
  return fields;
}

const storedStatuses: readonly number[] = [
  quotesEndpoint.answers.stored.status,
  quotesEndpoint.answers.replayed.status,
];

/**
 * Posts the lead and reads the answer with the contract. A stored or replayed status is a
 * success (its estimate kept when the body holds one); anything else, a network error or no
 * answer within `timeoutMs` is a failure (with the field messages of a 400 answer, if any, and
 * the reason of an expired form or a conflict). Never throws.
 */
export async function sendLead(body: LeadInput, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(quotesEndpoint.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const answer = readAnswer(quotesEndpoint.answers, response.status, await response.json().catch(() => null));
    if (storedStatuses.includes(response.status)) {
      const estimate = answer?.name === 'stored' || answer?.name === 'replayed' ? answer.body.estimate : null;
      return estimate ? { ok: true, estimate } : { ok: true };
    }
    if (answer?.name === 'invalid') return { ok: false, fields: knownFields(answer.body.fields) };
    if (answer?.name === 'formExpired') return { ok: false, fields: {}, reason: 'formExpired' };
    if (answer?.name === 'conflict') return { ok: false, fields: {}, reason: 'conflict' };
    if (answer?.name === 'consentRetired') return { ok: false, fields: {}, reason: 'consentRetired' };
    return { ok: false, fields: {} };
  } catch {
    return { ok: false, fields: {} };
  } finally {
    clearTimeout(timer);
  }
}
