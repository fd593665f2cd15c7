import { Agent } from 'undici';
import { makeLead, postQuote } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { formToken } from '../lib/form-token';
import { withClient } from '../lib/pg';
import { sleep, startServer, tempDir } from '../lib/proc';
import type { Report } from '../lib/report';

/** A small seeded PRNG (mulberry32): the same 10,000 payloads every run. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sql = [
  "'; DROP TABLE quote_submissions; --",
  "1' OR '1'='1",
  "' UNION SELECT name, email, phone FROM quote_submissions --",
  "'); INSERT INTO quote_submissions DEFAULT VALUES; --",
  '1; SELECT pg_sleep(10)',
  '$$; DELETE FROM lead_notifications; $$',
];
const html = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<iframe src="https://evil.example"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
];
const unicode = [
  '\u0000',
  '\u0007\u001b[31m',
  '\u202eevil\u202c',
  '\u2028\u2029',
  '\ud800',
  '\udfff\ud800',
  'Z̴̡̢̛̗̘a̷l̸g̵o',
  '👵🏽🕊️',
  '\ufeff',
  '\u200b\u200d',
  'ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  '\r\nBcc: victim@example.com',
];

/** Values each field refuses (its schema in core/lead/schema.ts), of the wrong type or shape. */
const badValues: Record<string, readonly unknown[]> = {
  gender: ['other', 'MALE', '', 1, true, null, ['male'], { value: 'male' }, ...sql, ...html],
  age: [17, 86, -1, 0, 1.5, '1e2', '12a', '', 'sixty', null, true, [67], { age: 67 }, 1e308, '１２', ...sql],
  tobacco: ['maybe', 'YES', '', 0, false, null, ['no'], ...html],
  name: [
    '',
    'a',
    ' ',
    'x'.repeat(101),
    'a\u0000b',
    'Ann\u202eEvil',
    'Ann\nBcc: x',
    '\u200b\u200b\u200b',
    'Ann\u200bLee',
    '\ufeff\u2060',
    'Ann\ud800Lee',
    '12',
    '- .',
    1234,
    null,
    ['Ann Lee'],
    {},
    true,
  ],
  email: [
    'nope',
    'a@b',
    '@example.com',
    'ann@',
    'ann@@example.com',
    `${'x'.repeat(250)}@example.com`,
    ...sql,
    ...html,
    5,
    null,
    [],
  ],
  phone: ['123', 'abc-def-ghij', '555-010-014a', '1'.repeat(31), '+44 20 7946 0958', '', 5550100142, null, {}, ...sql],
  zipCode: ['1234', '123456', 'abcde', "12345'--", '', 43215, null, ['43215'], ...html],
  submissionId: [
    'not-a-uuid',
    '',
    "'; DROP TABLE quote_submissions; --",
    12345,
    null,
    {},
    '00000000-0000-0000-0000-00000000000g',
  ],
  consentVersion: ['XYZ', '', 'g'.repeat(10), 'abc', 'f'.repeat(65), '00000000', 'deadbeef', 1, null, ...html],
  pageUrl: [
    'javascript:alert(1)',
    'ftp://example.com/',
    'not a url',
    '',
    `https://example.com/${'a'.repeat(2001)}`,
    'https://example.com/\u0000',
    null,
    7,
    ...html,
  ],
  formToken: [5, true, [], {}, 'x'.repeat(201)],
  attribution: ['utm', 7, [1, 2], { utm_source: 'x'.repeat(501) }, { referrer: 5 }, { gclid: ['a'] }],
  company: ['x'.repeat(1001), 5, true, [], {}],
};
const required = [
  'gender',
  'age',
  'tobacco',
  'name',
  'email',
  'phone',
  'zipCode',
  'submissionId',
  'consentVersion',
  'pageUrl',
];
const textFields = ['name', 'email', 'phone', 'zipCode', 'pageUrl'];
const protoKeys = [
  '"__proto__":{"polluted":"yes","isAdmin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"__proto__":null',
  '"hasOwnProperty":"x","toString":"y","valueOf":1',
];

export interface FuzzCase {
  kind: string;
  /** null: no Content-Type header at all. */
  contentType: string | null;
  body: string | Uint8Array;
  headers?: Record<string, string>;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Inserts raw JSON members (e.g. "__proto__") at the start of an object's JSON text. */
const withMembers = (json: string, members: readonly string[]) =>
  members.length === 0 ? json : `{${members.join(',')},${json.slice(1)}`;

/** A lead with at least one field refused by the schema, dressed up with other hostile content. */
function brokenLead(random: () => number): { json: string; broken: string } {
  const lead: Record<string, unknown> = { ...makeLead('fuzz') };
  // Hostile but valid-looking text first (the broken field set after it keeps the lead invalid).
  if (random() < 0.5) {
    const field = pick(random, textFields);
    lead[field] = `${String(lead[field])}${pick(random, [...sql, ...html, ...unicode])}`;
  }
  if (random() < 0.2) lead.attribution = { utm_campaign: pick(random, sql), referrer: pick(random, html) };
  const broken = pick(random, Object.keys(badValues));
  // company is optional but a long one is refused too; a second broken field now and then.
  lead[broken] = pick(random, badValues[broken] ?? []);
  if (random() < 0.3) {
    const second = pick(random, required);
    lead[second] = pick(random, badValues[second] ?? []);
  }
  if (random() < 0.25) delete lead[pick(random, required)];
  const members = random() < 0.3 ? [pick(random, protoKeys)] : [];
  return { json: withMembers(JSON.stringify(lead), members), broken };
}

export function fuzzCase(random: () => number, n: number): FuzzCase {
  const json = 'application/json';
  switch (n % 10) {
    case 0:
    case 1:
    case 2:
    case 3:
      return { kind: 'bad field', contentType: json, body: brokenLead(random).json };
    case 4: {
      const lead: Record<string, unknown> = { ...makeLead('fuzz') };
      const count = 1 + Math.floor(random() * 4);
      for (let i = 0; i < count; i++) delete lead[pick(random, required)];
      return {
        kind: 'missing fields',
        contentType: json,
        body: withMembers(JSON.stringify(lead), random() < 0.5 ? [pick(random, protoKeys)] : []),
      };
    }
    case 5: {
      const bodies = [
        'null',
        'true',
        '0',
        '-1e309',
        '"a lead"',
        '[]',
        JSON.stringify([makeLead('fuzz')]),
        '{}',
        `${'['.repeat(2000)}${']'.repeat(2000)}`,
        `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`,
        JSON.stringify({ lead: makeLead('fuzz') }),
        JSON.stringify(pick(random, [...sql, ...html, ...unicode])),
        `{${protoKeys.join(',')}}`,
      ];
      return { kind: 'wrong type', contentType: json, body: pick(random, bodies) };
    }
    case 6: {
      const valid = JSON.stringify(makeLead('fuzz'));
      const bodies = [
        valid.slice(0, Math.floor(random() * (valid.length - 1))),
        valid.replace(/"/g, "'"),
        valid.replace(/}$/, ',}'),
        `${valid}${valid}`,
        `${valid} trailing`,
        valid.replace(':', ':NaN,"x":'),
        `// comment\n${valid}`,
        '{"name": undefined}',
        '{"age": 0x41}',
        '',
        ' ',
        '\u0000',
        '{"a":"\\x41"}',
        '{"a":"\\ud83d"',
        'name=Ann&age=67',
        '<lead><name>Ann</name></lead>',
      ];
      return { kind: 'malformed JSON', contentType: json, body: pick(random, bodies) };
    }
    case 7: {
      // A valid lead under a type that is not JSON: refused with 415, never parsed or stored; as
      // a form (the type of the /quote page's post) its JSON text is no field: 303 to the problem page.
      const types = [
        null,
        'text/plain',
        'text/html',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'text/json',
        'application/jsonx',
        'application/json-patch+json',
        'application/json; charset=latin1',
        'application/json; charset=utf-7',
        '*/*',
        'application/json, text/plain',
        'application/vnd.api+json',
        'application/json; charset=utf-16',
        'application/json; charset=iso-8859-1',
      ];
      return { kind: 'wrong content type', contentType: pick(random, types), body: JSON.stringify(makeLead('fuzz')) };
    }
    case 8: {
      // Over the 16 kB limit (413), from a valid lead made large: a huge field, or many members.
      const lead: Record<string, unknown> = { ...makeLead('fuzz') };
      const size = pick(random, [16_400, 20_000, 100_000, 1_000_000]);
      const shapes = [
        () => ({ ...lead, name: 'A'.repeat(size) }),
        () => ({ ...lead, attribution: { utm_campaign: 'é'.repeat(size / 2) } }),
        () => ({ ...lead, padding: Array.from({ length: size / 3 }, (_, i) => i) }),
        () => ({ ...lead, company: '🕊'.repeat(size / 4) }),
      ];
      return { kind: 'huge body', contentType: json, body: JSON.stringify(pick(random, shapes)()) };
    }
    default: {
      // Bytes and encodings: invalid UTF-8, a BOM, a body that claims gzip, or unicode noise in every field.
      const lead = makeLead('fuzz');
      const variants: Array<() => FuzzCase> = [
        () => ({
          kind: 'invalid utf-8',
          contentType: json,
          body: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')]),
        }),
        () => ({ kind: 'bom', contentType: json, body: `\ufeff${brokenLead(random).json}` }),
        () => ({
          kind: 'false gzip',
          contentType: json,
          body: JSON.stringify(lead),
          headers: { 'Content-Encoding': 'gzip' },
        }),
        () => ({
          kind: 'unknown encoding',
          contentType: json,
          body: JSON.stringify(lead),
          headers: { 'Content-Encoding': 'compress' },
        }),
        () => {
          const noisy: Record<string, unknown> = { ...lead };
          for (const field of textFields)
            noisy[field] = `${pick(random, unicode)}${String(noisy[field])}${pick(random, unicode)}`;
          noisy.name = `Ann${pick(random, ['\u0000', '\u0007', '\u202e', '\u2028', '\u001b'])}Lee`;
          return { kind: 'unicode noise', contentType: json, body: JSON.stringify(noisy) };
        },
      ];
      return pick(random, variants)();
    }
  }
}

interface FuzzResult {
  status: number;
  contentType: string;
  body: string;
  /** The Location of a redirect (a form post's 303). */
  location?: string;
}

const stackTrace = /\bat [^\n]*:\d+:\d+|node_modules|\/work\/|\/server\/|\.ts:\d+|Error: /;

/**
 * 5. Hostile input: 10,000 generated bad payloads to POST /api/quotes. None may get a 5xx or write
 * a row; each answer is 400, 413, 415 or 429 with a JSON error and no stack trace. Then the
 * honeypot, the minimum fill time and the rate limit (429 past it, recovery after its window).
 */
export const fuzz: Scenario = {
  name: 'fuzz',
  quick: true,
  reports: ['fuzz', 'spam-and-rate-limit'],
  async run(ctx: Context) {
    await hostile(ctx, ctx.report('fuzz'));
    await spamAndRateLimit(ctx, ctx.report('spam-and-rate-limit'));
  },
};

async function hostile(ctx: Context, report: Report): Promise<void> {
  const databaseUrl = await ctx.database('fuzz');
  const server = await startServer({
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDir('fuzz-data'),
      LEAD_CHANNELS: 'log',
      QUOTE_RATE_LIMIT: '1000000/1m',
      // Above the 16 connections below: every answer here is about the input, never the cap.
      QUOTE_MAX_IN_FLIGHT: '64',
      OUTBOX_POLL_MS: '200',
    },
  });
  const dispatcher = new Agent({ connections: 16, pipelining: 1 });
  try {
    const random = prng(0x8f4a11);
    const total = 10_000;
    const cases = Array.from({ length: total }, (_, n) => fuzzCase(random, n));
    const results: FuzzResult[] = new Array(total);
    let next = 0;
    const worker = async () => {
      for (;;) {
        const n = next++;
        const c = cases[n];
        if (!c) return;
        const headers: Record<string, string> = { ...c.headers };
        if (c.contentType !== null) headers['Content-Type'] = c.contentType;
        const body = typeof c.body === 'string' && c.contentType === null ? Buffer.from(c.body) : c.body;
        try {
          const response = await fetch(`${server.url}/api/quotes`, {
            method: 'POST',
            headers,
            body,
            dispatcher,
            signal: AbortSignal.timeout(20_000),
            redirect: 'manual',
          } as RequestInit);
          results[n] = {
            status: response.status,
            contentType: response.headers.get('content-type') ?? '',
            body: await response.text(),
            location: response.headers.get('location') ?? '',
          };
        } catch (error) {
          results[n] = { status: 0, contentType: '', body: String((error as { cause?: unknown }).cause ?? error) };
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));

    const byStatus = new Map<number, number>();
    const byKind = new Map<string, number>();
    const wrong: string[] = [];
    let badAnswers = 0;
    results.forEach((result, n) => {
      byStatus.set(result.status, (byStatus.get(result.status) ?? 0) + 1);
      const kind = cases[n]?.kind ?? '?';
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
      let error: unknown;
      try {
        error = (JSON.parse(result.body) as { error?: unknown }).error;
      } catch {
        error = undefined;
      }
      const formPost = /^application\/x-www-form-urlencoded/i.test(cases[n]?.contentType ?? '');
      const ok = formPost
        ? result.status === 303 &&
          (result.location ?? '').startsWith('/quote/problem?fields=') &&
          !stackTrace.test(result.body)
        : [400, 413, 415, 429].includes(result.status) &&
          result.contentType.startsWith('application/json') &&
          typeof error === 'string' &&
          !stackTrace.test(result.body);
      if (!ok && wrong.length < 5) wrong.push(`#${n} ${kind}: ${result.status} ${result.body.slice(0, 200)}`);
      if (!ok) badAnswers++;
    });
    report.equal(
      badAnswers,
      0,
      `answers that were not 400/413/415/429 with a JSON error, or for a form 303 to the problem page (e.g. ${wrong.join(' | ')})`,
    );
    const fiveHundreds = [...byStatus]
      .filter(([status]) => status >= 500 || status === 0)
      .reduce((s, [, n]) => s + n, 0);
    report.equal(fiveHundreds, 0, 'answers of 5xx or none at all');

    const counts = await withClient(databaseUrl, async (db) => {
      const { rows } = await db.query<{ leads: number; jobs: number }>(
        'SELECT (SELECT count(*)::int FROM quote_submissions) AS leads, (SELECT count(*)::int FROM lead_notifications) AS jobs',
      );
      return rows[0] ?? { leads: -1, jobs: -1 };
    });
    report.equal(counts, { leads: 0, jobs: 0 }, 'rows written by the fuzz');
    report.check(server.alive(), 'the server died during the fuzz');

    // The server still works, and nothing in it was polluted: a valid lead is taken, answered with its id
    // and the price estimate the server stored with it.
    const after = await postQuote(server.url, makeLead('fuzz-after'));
    report.equal(after.status, 201, 'a valid lead after the fuzz');
    report.equal(
      Object.keys(JSON.parse(after.body || '{}') as object),
      ['id', 'estimate'],
      'keys of the answer to a valid lead',
    );

    report.set({ sent: total, acknowledged: 0, stored: counts.leads, lost: 0, doubled: 0 });
    report.note(
      `answers ${[...byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}:${n}`)
        .join(' ')}; payloads ${[...byKind].map(([k, n]) => `${k}:${n}`).join(', ')}`,
    );
  } finally {
    await dispatcher.close();
    await server.stop();
  }
}

async function spamAndRateLimit(ctx: Context, report: Report): Promise<void> {
  const databaseUrl = await ctx.database('spam');
  const server = await startServer({
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: tempDir('spam-data'),
      LEAD_CHANNELS: 'log',
      QUOTE_RATE_LIMIT: '5/5s',
      QUOTE_MIN_FILL_MS: '3000',
      OUTBOX_POLL_MS: '200',
    },
  });
  try {
    // Five quick requests fill the window: a honeypot, a form filled in 0.8 s, and three people.
    const honeypot = makeLead('spam', { company: 'Acme Leads LLC' });
    const tooFast = makeLead('spam', { formToken: formToken(800) });
    const people = [makeLead('spam'), makeLead('spam'), makeLead('spam')];
    const answers = [];
    for (const lead of [honeypot, tooFast, ...people]) answers.push(await postQuote(server.url, lead));
    const limited = [await postQuote(server.url, makeLead('spam')), await postQuote(server.url, makeLead('spam'))];
    report.equal(
      answers.map((a) => a.status),
      [201, 201, 201, 201, 201],
      'answers to the first five (spam is answered like a lead)',
    );
    report.equal(
      limited.map((a) => a.status),
      [429, 429],
      'answers past the rate limit',
    );
    const retryAfter = Number(limited[0]?.retryAfter ?? Number.NaN);
    report.check(
      limited.every(
        (a) => a.retryAfter !== null && (JSON.parse(a.body) as { error?: string }).error === 'Too Many Requests',
      ),
      '429 without Retry-After or JSON error',
    );

    const rows = await withClient(databaseUrl, async (db) => {
      const { rows: found } = await db.query<{
        submission_id: string;
        is_spam: boolean;
        spam_reason: string | null;
        jobs: number;
      }>(
        `SELECT q.submission_id::text, q.is_spam, q.spam_reason,
           (SELECT count(*)::int FROM lead_notifications n WHERE n.lead_id = q.id) AS jobs
         FROM quote_submissions q`,
      );
      return new Map(found.map((row) => [row.submission_id, row]));
    });
    report.equal(rows.size, 5, 'rows after the rate-limited requests');
    report.equal(
      [rows.get(String(honeypot.submissionId)), rows.get(String(tooFast.submissionId))].map((row) => [
        row?.is_spam,
        row?.spam_reason,
        row?.jobs,
      ]),
      [
        [true, 'honeypot', 0],
        [true, 'too_fast', 0],
      ],
      'honeypot and too-fast leads: flagged, never notified',
    );
    report.equal(
      people.map((lead) => [rows.get(String(lead.submissionId))?.is_spam, rows.get(String(lead.submissionId))?.jobs]),
      [
        [false, 1],
        [false, 1],
        [false, 1],
      ],
      'people: not spam, one notification job each',
    );

    // After the window the same client is served again.
    await sleep((Number.isFinite(retryAfter) ? retryAfter : 5) * 1000 + 300);
    const recovered = await postQuote(server.url, makeLead('spam'));
    report.equal(recovered.status, 201, 'a lead once the rate-limit window has passed');

    report.set({
      sent: 8,
      acknowledged: 6,
      stored: rows.size + (recovered.status === 201 ? 1 : 0),
      lost: 0,
      doubled: 0,
    });
    report.note(
      `honeypot and 0.8 s form stored as spam with no notification; 6th and 7th request in 5 s: 429 (Retry-After ${retryAfter}s); recovered after the window: ${recovered.status}`,
    );
  } finally {
    await server.stop();
  }
}
