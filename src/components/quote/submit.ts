import { CONSENT_VERSION } from '../../lead/consent';
import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_MAX,
  type Attribution,
  digitsOnly,
  FIELD_MESSAGES,
  type LeadInput,
  type LeadKey,
  PAGE_URL_MAX,
} from '../../lead/schema';
import { ATTRIBUTION_KEY } from './attribution';

/** What the visitor enters, as the dialog holds it (text, or '' before an option is chosen). */
export interface QuoteValues {
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
  gender: '',
  age: '',
  tobacco: '',
  name: '',
  email: '',
  phone: '',
  zipCode: '',
  company: '',
};

export const QUOTES_ENDPOINT = '/api/quotes';

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
  elapsedMs: number;
  pageUrl: string;
  attribution: Attribution | null;
}

/** The JSON body of POST /api/quotes for these values. */
export function buildLeadBody(values: QuoteValues, meta: SubmissionMeta): LeadInput {
  return {
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
    elapsedMs: Math.max(0, Math.round(meta.elapsedMs)),
    company: values.company,
    attribution: meta.attribution,
  };
}

export type SendResult = { ok: true } | { ok: false; fields: Partial<Record<LeadKey, string>> };

/** The per-field messages of a 400 answer (`{ fields: { email: '...' } }`), keeping known keys only. */
function fieldsOf(data: unknown): Partial<Record<LeadKey, string>> {
  const fields: Partial<Record<LeadKey, string>> = {};
  const source = typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  if (typeof source !== 'object' || source === null) return fields;
  for (const [key, message] of Object.entries(source)) {
    const text = Array.isArray(message) ? message[0] : message;
    if (key in FIELD_MESSAGES && typeof text === 'string' && text !== '') fields[key as LeadKey] = text;
  }
  return fields;
}

/**
 * Posts the lead. 200 or 201 is a success; anything else, a network error or no answer within
 * `timeoutMs` is a failure (with the field messages of a 400 answer, if any). Never throws.
 */
export async function sendLead(body: LeadInput, timeoutMs = SUBMIT_TIMEOUT_MS): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(QUOTES_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    if (response.status === 200 || response.status === 201) return { ok: true };
    if (response.status === 400) return { ok: false, fields: fieldsOf(await response.json().catch(() => null)) };
    return { ok: false, fields: {} };
  } catch {
    return { ok: false, fields: {} };
  } finally {
    clearTimeout(timer);
  }
}
