import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import type pg from 'pg';
import { CONSENT_VERSION } from '#core/lead/consent';
import type { LeadInput } from '#core/lead/schema';
import { siteConfig } from '#core/site.config';
import { possibleExchange } from '../../../scripts/sample-phones';
import { formToken } from './form-token';
import { sleep } from './proc';

/**
 * The visitor's side: valid, distinct leads and a client that submits them as the Quick Quote
 * dialog does, retrying with the same submission id when the answer is not a success.
 */

let counter = 0;

/**
 * A valid lead, unique by e-mail and phone within the run (`tag` names the scenario), with a form
 * token of its own issued 15 s ago (the form shown, then filled in).
 */
export function makeLead(tag: string, overrides: Partial<Record<keyof LeadInput, unknown>> = {}): LeadInput {
  counter++;
  const n = counter;
  return {
    gender: n % 2 === 0 ? 'female' : 'male',
    age: String(50 + (n % 36)),
    tobacco: n % 3 === 0 ? 'yes' : 'no',
    name: `Faults Person ${n}`,
    email: `${tag}.${n}.${process.pid}@example.com`,
    phone: `(555) ${possibleExchange(Math.floor(n / 10000))}-${String(n % 10000).padStart(4, '0')}`,
    zipCode: '43215',
    submissionId: randomUUID(),
    consentVersion: CONSENT_VERSION,
    pageUrl: `${siteConfig.siteUrl}/ohio/columbus`,
    formToken: formToken(),
    ...overrides,
  } as LeadInput;
}

export interface Answer {
  /** 0 when no HTTP answer came (connection refused or reset, timeout). */
  status: number;
  ms: number;
  startedAt: number;
  retryAfter: string | null;
  contentType: string | null;
  body: string;
  error?: string;
}

/** One POST /api/quotes (with extra request headers, e.g. Origin); never throws. */
export async function postQuote(
  baseUrl: string,
  lead: unknown,
  timeoutMs = 10_000,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    return {
      status: response.status,
      ms: Date.now() - startedAt,
      startedAt,
      retryAfter: response.headers.get('retry-after'),
      contentType: response.headers.get('content-type'),
      body,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      status: 0,
      ms: Date.now() - startedAt,
      startedAt,
      retryAfter: null,
      contentType: null,
      body: '',
      error: cause ?? (error instanceof Error ? error.name : String(error)),
    };
  }
}

/**
 * When a flood's requests last got an answer: a request of the flood waits for its own as long as
 * the server keeps answering the others (see postQuoteWhileAnswering).
 */
export class FloodClock {
  lastAnswerAt = Date.now();
  constructor(readonly stallMs: number) {}
  answered(): void {
    this.lastAnswerAt = Date.now();
  }
  stalled(now = Date.now()): boolean {
    return now - this.lastAnswerAt > this.stallMs;
  }
}

/**
 * One POST /api/quotes of a flood, on a connection of its own (`Connection: close`: no kept-alive
 * connection that the server may be closing as it is reused), waiting for its answer as long as
 * the server keeps answering the flood's other requests: it gives up only when no answer came to
 * any of them for the clock's stall bound. Never throws; status 0 with the error's code otherwise.
 */
export function postQuoteWhileAnswering(
  baseUrl: string,
  lead: unknown,
  clock: FloodClock,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(baseUrl);
  const startedAt = Date.now();
  const body = JSON.stringify(lead);
  return new Promise((done) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms' | 'startedAt'>) => {
      if (settled) return;
      settled = true;
      clearInterval(watchdog);
      if (answer.status !== 0) clock.answered();
      done({ ...answer, ms: Date.now() - startedAt, startedAt });
    };
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/quotes',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
          Connection: 'close',
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          finish({
            status: res.statusCode ?? 0,
            retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
            contentType: res.headers['content-type'] ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (error: Error & { code?: string }) =>
          finish({ status: 0, retryAfter: null, contentType: null, body: '', error: error.code ?? error.message }),
        );
      },
    );
    const watchdog = setInterval(() => {
      if (clock.stalled()) req.destroy(Object.assign(new Error('stalled'), { code: 'STALLED' }));
    }, 1000);
    req.on('error', (error: Error & { code?: string }) =>
      finish({ status: 0, retryAfter: null, contentType: null, body: '', error: error.code ?? error.message }),
    );
    req.end(body);
  });
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the path sent exactly as given (fetch would normalise `..` and encodings). */
export function rawRequest(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((done, fail) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        timeout: 20_000,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', fail);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer to ${options.method ?? 'GET'} ${options.path}`)));
    req.on('error', fail);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** Every answer of one lead's submission, until it was acknowledged (or given up). */
export interface Submission {
  lead: LeadInput;
  answers: Answer[];
  /** The lead id of the 201/200 answer. */
  id?: string;
  /** The status that acknowledged it (201 first time, 200 replay). */
  ackStatus?: number;
}

export interface LoadOptions {
  /** The servers to send to (round robin by client). */
  urls: () => readonly string[];
  clients: number;
  tag: string;
  /** Whether to start another lead. */
  keepGoing: () => boolean;
  /** How long a client keeps retrying one lead before giving up. */
  giveUpMs?: number;
  retryDelayMs?: number;
  /** Called with every answer, as it comes. */
  onAnswer?: (answer: Answer, submission: Submission) => void;
}

/**
 * Runs `clients` concurrent visitors, each sending distinct leads one after another; a lead that
 * gets no success (503, connection refused, timeout) is sent again with the same submission id.
 */
export async function runLoad(options: LoadOptions): Promise<Submission[]> {
  const submissions: Submission[] = [];
  const giveUpMs = options.giveUpMs ?? 60_000;
  const client = async (index: number) => {
    while (options.keepGoing()) {
      const submission: Submission = { lead: makeLead(options.tag), answers: [] };
      submissions.push(submission);
      const started = Date.now();
      for (;;) {
        const urls = options.urls();
        const url = urls[index % urls.length] ?? '';
        const answer = await postQuote(url, submission.lead);
        submission.answers.push(answer);
        options.onAnswer?.(answer, submission);
        if (answer.status === 201 || answer.status === 200) {
          submission.id = (JSON.parse(answer.body) as { id: string }).id;
          submission.ackStatus = answer.status;
          break;
        }
        if (Date.now() - started > giveUpMs) break;
        await sleep(options.retryDelayMs ?? 200);
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  return submissions;
}

export interface StoredLead {
  id: string;
  submission_id: string;
  email: string;
  name: string;
}

export async function storedLeads(db: pg.Client): Promise<StoredLead[]> {
  const { rows } = await db.query<StoredLead>(
    'SELECT id::text, submission_id::text, email, name FROM quote_submissions ORDER BY created_at',
  );
  return rows;
}

/**
 * Compares what the clients were told with the table: every acknowledged lead is stored once
 * under the id it was given; nothing is stored twice (by submission id or by e-mail).
 */
export function reconcile(
  submissions: readonly Submission[],
  rows: readonly StoredLead[],
): {
  acknowledged: Submission[];
  missing: Submission[];
  wrongId: Submission[];
  doubled: number;
  unacknowledgedStored: number;
} {
  const bySubmission = new Map<string, StoredLead[]>();
  const byEmail = new Map<string, number>();
  for (const row of rows) {
    bySubmission.set(row.submission_id, [...(bySubmission.get(row.submission_id) ?? []), row]);
    byEmail.set(row.email, (byEmail.get(row.email) ?? 0) + 1);
  }
  const acknowledged = submissions.filter((s) => s.id !== undefined);
  const missing = acknowledged.filter((s) => !bySubmission.has(String(s.lead.submissionId)));
  const wrongId = acknowledged.filter((s) => {
    const found = bySubmission.get(String(s.lead.submissionId));
    return found !== undefined && !found.some((row) => row.id === s.id);
  });
  let bySubmissionId = 0;
  for (const found of bySubmission.values()) if (found.length > 1) bySubmissionId += found.length - 1;
  let sameEmail = 0;
  for (const count of byEmail.values()) if (count > 1) sameEmail += count - 1;
  const doubled = Math.max(bySubmissionId, sameEmail);
  const unacknowledgedStored = submissions.filter(
    (s) => s.id === undefined && bySubmission.has(String(s.lead.submissionId)),
  ).length;
  return { acknowledged, missing, wrongId, doubled, unacknowledgedStored };
}
