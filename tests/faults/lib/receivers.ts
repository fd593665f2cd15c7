import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';

/**
 * The agents' side of the notification channels, on loopback: a webhook receiver and an SMTP
 * server (smtp-server) that count what they receive. Each listens on a fixed port so that it can
 * be down (connection refused) first and come up later on the address the server was given.
 */

export interface Delivery {
  leadId: string;
  at: number;
}

/** How many deliveries each lead got, and the leads delivered more than once. */
export function countByLead(deliveries: readonly Delivery[]): { perLead: Map<string, number>; doubled: string[] } {
  const perLead = new Map<string, number>();
  for (const delivery of deliveries) perLead.set(delivery.leadId, (perLead.get(delivery.leadId) ?? 0) + 1);
  return { perLead, doubled: [...perLead].filter(([, count]) => count > 1).map(([id]) => id) };
}

export interface WebhookDelivery extends Delivery {
  idempotencyKey: string;
  signed: boolean;
  body: Record<string, unknown>;
}

export class WebhookReceiver {
  readonly deliveries: WebhookDelivery[] = [];
  /** Requests refused by `failFirst` (answered 500). */
  refused = 0;
  #server: Server | undefined;
  readonly port: number;
  readonly secret: string;
  readonly #delayMs: number;
  #failFirst: number;

  constructor(options: { port: number; secret: string; delayMs?: number; failFirst?: number }) {
    this.port = options.port;
    this.secret = options.secret;
    this.#delayMs = options.delayMs ?? 0;
    this.#failFirst = options.failFirst ?? 0;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  start(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const answer = () => {
          if (this.#failFirst > 0) {
            this.#failFirst--;
            this.refused++;
            res.writeHead(500).end();
            return;
          }
          const timestamp = String(req.headers['x-timestamp'] ?? '');
          const expected = `sha256=${createHmac('sha256', this.secret).update(`${timestamp}.${raw}`).digest('hex')}`;
          const given = String(req.headers['x-signature'] ?? '');
          const signed = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
          const body = JSON.parse(raw) as Record<string, unknown>;
          this.deliveries.push({
            leadId: String(body.leadId),
            at: Date.now(),
            idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
            signed,
            body,
          });
          res.writeHead(204).end();
        };
        if (this.#delayMs > 0) setTimeout(answer, this.#delayMs);
        else answer();
      });
    });
    this.#server = server;
    return new Promise((done, fail) => {
      server.once('error', fail);
      server.listen(this.port, '127.0.0.1', () => done());
    });
  }

  stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((done) => server.close(() => done()));
  }
}

export interface Mail extends Delivery {
  raw: string;
  to: string[];
}

export class SmtpCapture {
  readonly mails: Mail[] = [];
  readonly port: number;
  #server: SMTPServer | undefined;
  /** Connections that ended in an error (a reset by a killed sender), counted after listening. */
  connectionErrors = 0;

  constructor(port: number) {
    this.port = port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      disableReverseLookup: true,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const leadId = /^X-Lead-Id:\s*(\S+)/im.exec(raw)?.[1] ?? '';
          this.mails.push({ leadId, at: Date.now(), raw, to: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        });
      },
    });
    this.#server = server;
    return new Promise((done, fail) => {
      server.once('error', fail);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', fail);
        // Once listening, an error is one connection's: a sender killed mid-message (server-kill)
        // resets its socket. It is counted, never left unhandled (that would end the runner).
        server.on('error', () => {
          this.connectionErrors++;
        });
        done();
      });
    });
  }

  stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return Promise.resolve();
    return new Promise((done) => server.close(() => done()));
  }
}

/** Decodes a quoted-printable body part (soft line breaks, =XX bytes) as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded body of the first MIME part of `type` (text/html, text/plain) in a raw message. */
export function mimePart(raw: string, type: string): string | undefined {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const headers = part.slice(0, split.index);
    if (!new RegExp(`^Content-Type:\\s*${type.replace('/', '\\/')}`, 'im').test(headers)) continue;
    const body = part.slice(split.index + split[0].length);
    const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    return body;
  }
  return undefined;
}
