// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '#core/lead/consent';
import { formTokenEndpoint, quotesEndpoint } from '#core/lead/contract';
import { ATTRIBUTION_MAX, leadSchema, PAGE_URL_MAX } from '#core/lead/schema';
import { quoteEstimate } from '../../../content/data/insurer-plans/claims';
import { ATTRIBUTION_KEY } from './attribution';
import {
  buildLeadBody,
  currentPageUrl,
  fetchFormToken,
  formTokenHolder,
  isStale,
  newSubmissionId,
  type QuoteValues,
  readAttribution,
  SUBMIT_TIMEOUT_MS,
  sendLead,
  TOKEN_REFRESH_MARGIN_MS,
  waitBeforeSending,
} from './submit';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const values: QuoteValues = {
  quoteFor: 'parent',
  gender: 'female',
  age: ' 72 ',
  tobacco: 'no',
  name: '  Mary Smith ',
  email: ' mary@example.com ',
  phone: '(555) 210-0142',
  zipCode: '43215',
  company: '',
};

const answer = (status: number, body: unknown = {}) =>
  ({ status, ok: status < 300, json: async () => body }) as unknown as Response;

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('newSubmissionId', () => {
  it('is a version 4 UUID, new each time', () => {
    const a = newSubmissionId();
    expect(a).toMatch(uuid);
    expect(newSubmissionId()).not.toBe(a);
  });

  it('falls back to getRandomValues where randomUUID is missing (not a secure context)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newSubmissionId()).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('buildLeadBody', () => {
  it('sends the fields, the submission id, the consent version, page, form token, honeypot and attribution', () => {
    const submissionId = newSubmissionId();
    const body = buildLeadBody(values, {
      submissionId,
      formToken: 'v1.abc.def.ghi',
      pageUrl: 'https://www.example.com/tx?utm_source=x',
      attribution: { landingPage: '/tx?utm_source=x', referrer: '', utm_source: 'x' },
    });
    expect(body).toEqual({
      quoteFor: 'parent',
      gender: 'female',
      age: 72,
      tobacco: 'no',
      name: 'Mary Smith',
      email: 'mary@example.com',
      phone: '5552100142',
      zipCode: '43215',
      submissionId,
      consentVersion: CONSENT_VERSION,
      pageUrl: 'https://www.example.com/tx?utm_source=x',
      formToken: 'v1.abc.def.ghi',
      company: '',
      attribution: { landingPage: '/tx?utm_source=x', referrer: '', utm_source: 'x' },
    });
    expect(leadSchema.safeParse(JSON.parse(JSON.stringify(body)))).toMatchObject({
      success: true,
      data: { quoteFor: 'parent', age: 72, gender: 'female', name: 'Mary Smith' },
    });
  });
});

describe('readAttribution', () => {
  it('is null when nothing was captured, or the stored value is not an object', () => {
    expect(readAttribution()).toBeNull();
    window.sessionStorage.setItem(ATTRIBUTION_KEY, 'not json');
    expect(readAttribution()).toBeNull();
    window.sessionStorage.setItem(ATTRIBUTION_KEY, '"text"');
    expect(readAttribution()).toBeNull();
  });

  it('keeps the schema keys with text values, cut to the schema limit', () => {
    window.sessionStorage.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify({ landingPage: `/${'a'.repeat(900)}`, referrer: '', gclid: 'G', utm_source: 5, evil: 'x' }),
    );
    const data = readAttribution();
    expect(data).toEqual({ landingPage: `/${'a'.repeat(ATTRIBUTION_MAX - 1)}`, gclid: 'G' });
  });
});

describe('currentPageUrl', () => {
  it('is location.href, without its query when that would be too long', () => {
    window.history.replaceState(null, '', '/guide?utm_source=a');
    expect(currentPageUrl()).toBe('http://localhost:3000/guide?utm_source=a');
    window.history.replaceState(null, '', `/guide?utm_term=${'x'.repeat(PAGE_URL_MAX)}`);
    expect(currentPageUrl()).toBe('http://localhost:3000/guide');
  });
});

describe('sendLead', () => {
  const body = buildLeadBody(values, {
    submissionId: newSubmissionId(),
    formToken: 'v1.abc.def.ghi',
    pageUrl: 'http://localhost:3000/',
    attribution: null,
  });

  it('POSTs JSON to /api/quotes; 201 and 200 are successes', async () => {
    const fetchMock = vi.fn(async () => answer(201, { id: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await sendLead(body)).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      quotesEndpoint.path,
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
        body: JSON.stringify(body),
      }),
    );
    fetchMock.mockResolvedValueOnce(answer(200));
    expect(await sendLead(body)).toEqual({ ok: true });
  });

  it('carries the estimate the server stored, and ignores an answer that is not one', async () => {
    const estimate = quoteEstimate({ sex: 'male', age: 65, tobacco: false, state: 'MT' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(201, { id: 'x', estimate })),
    );
    expect(await sendLead(body)).toEqual({ ok: true, estimate });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(201, { id: 'x', estimate: { rows: 'nonsense' } })),
    );
    expect(await sendLead(body)).toEqual({ ok: true });
  });

  it('fails on any other status, keeping the known field messages of a 400 that fits the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(503)),
    );
    expect(await sendLead(body)).toEqual({ ok: false, fields: {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(400, { error: 'invalid', fields: { email: 'Bad e-mail.', phone: 'Bad phone.', x: 'y' } }),
      ),
    );
    expect(await sendLead(body)).toEqual({ ok: false, fields: { email: 'Bad e-mail.', phone: 'Bad phone.' } });
    // Not an answer of the contract (the parser's 400, a list for a message): no field messages.
    for (const other of [{ error: 'Bad Request' }, { error: 'invalid', fields: { phone: ['Bad phone.'] } }]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer(400, other)),
      );
      expect(await sendLead(body)).toEqual({ ok: false, fields: {} });
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ status: 400, json: async () => Promise.reject(new SyntaxError('not json')) })),
    );
    expect(await sendLead(body)).toEqual({ ok: false, fields: {} });
  });

  it('fails on a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendLead(body)).toEqual({ ok: false, fields: {} });
  });

  it('gives up on a hung request after the timeout', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const pending = sendLead(body);
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, fields: {} });
  });
});

describe('form token grants', () => {
  afterEach(() => vi.unstubAllGlobals());
  const grant = { token: 'v1.t', minFillMs: 3000, maxAgeMs: 7_200_000, receivedAt: 1000 };

  it("waits out the server's minimum fill time from when the token arrived, never less than 0", () => {
    expect(waitBeforeSending(grant, 1000)).toBe(3000);
    expect(waitBeforeSending(grant, 2500)).toBe(1500);
    expect(waitBeforeSending(grant, 4000)).toBe(0);
    expect(waitBeforeSending(grant, 90_000)).toBe(0);
  });

  it('is stale a margin before its maximum age', () => {
    expect(isStale(grant, 1000 + 7_200_000 - TOKEN_REFRESH_MARGIN_MS)).toBe(false);
    expect(isStale(grant, 1000 + 7_200_000 - TOKEN_REFRESH_MARGIN_MS + 1)).toBe(true);
  });

  it('fetches a grant without caching, and gives null for an error or a bad answer', async () => {
    const answer = (status: number, body: unknown) =>
      vi.fn(async () => ({ ok: status === 200, status, json: async () => body }) as unknown as Response);
    const good = answer(200, { token: 'v1.x', minFillMs: 0, maxAgeMs: 60_000 });
    vi.stubGlobal('fetch', good);
    expect(await fetchFormToken()).toMatchObject({ token: 'v1.x', minFillMs: 0, maxAgeMs: 60_000 });
    expect(good).toHaveBeenCalledWith(formTokenEndpoint.path, expect.objectContaining({ cache: 'no-store' }));
    for (const bad of [
      answer(503, { error: 'Service Unavailable' }),
      answer(200, { token: '', minFillMs: 0, maxAgeMs: 1 }),
      answer(200, { token: 'v1.x', minFillMs: -1, maxAgeMs: 1 }),
      answer(200, null),
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    ]) {
      vi.stubGlobal('fetch', bad);
      expect(await fetchFormToken()).toBeNull();
    }
  });

  it('reads formExpired (403), conflict and consentRetired (409) from the answer', async () => {
    const body = buildLeadBody(values, {
      submissionId: newSubmissionId(),
      formToken: 'v1.t',
      pageUrl: 'http://localhost:3000/',
      attribution: null,
    });
    const { formExpired, conflict, consentRetired, crossSite } = quotesEndpoint.answers;
    for (const [{ status, fixed }, reason] of [
      [formExpired, 'formExpired'],
      [conflict, 'conflict'],
      [consentRetired, 'consentRetired'],
      [crossSite, undefined],
    ] as const) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => ({ status, json: async () => fixed }) as unknown as Response),
      );
      const result = await sendLead(body);
      expect(result).toEqual(reason ? { ok: false, fields: {}, reason } : { ok: false, fields: {} });
    }
  });
});

describe('formTokenHolder', () => {
  const grant = (token: string, receivedAt = performance.now()) => ({
    token,
    minFillMs: 0,
    maxAgeMs: 3_600_000,
    receivedAt,
  });

  it('fetches once for presses in the same moment, keeps a fresh token, and fetches again once it is spent', async () => {
    let n = 0;
    const fetchToken = vi.fn(async () => grant(`t${++n}`));
    const tokens = formTokenHolder(fetchToken);
    const [a, b] = await Promise.all([tokens.ensure(), tokens.ensure()]);
    expect(a?.token).toBe('t1');
    expect(b).toBe(a);
    expect((await tokens.ensure())?.token).toBe('t1');
    expect(fetchToken).toHaveBeenCalledTimes(1);
    tokens.spend();
    expect((await tokens.ensure())?.token).toBe('t2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('replaces a token close to its maximum age, and keeps asking while the server gives none', async () => {
    const answers = [grant('old', performance.now() - 3_600_000), null, grant('new')];
    const fetchToken = vi.fn(async () => answers.shift() ?? null);
    const tokens = formTokenHolder(fetchToken);
    expect((await tokens.ensure())?.token).toBe('old');
    expect(await tokens.ensure()).toBeNull();
    expect((await tokens.ensure())?.token).toBe('new');
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });
});
