import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { quoteEstimate } from '../../content/data/insurer-plans/claims';
import {
  createChannels,
  leadMessageId,
  logChannel,
  signWebhook,
  smtpChannel,
  smtpTransportOptions,
  webhookChannel,
} from './channels';
import { leadsLogName } from './leads-log';
import { type LeadPayload, leadHtml, leadPayloadSchema, leadSubject, leadText, QUOTE_FOR_LINES } from './payload';

const root = mkdtempSync(join(tmpdir(), 'channels-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const xss = '<img src=x onerror=alert(1)>';

const payload: LeadPayload = {
  leadId: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  createdAt: '2026-03-01T14:05:00.000Z',
  name: xss,
  email: 'mary@example.com',
  phone: '5552100142',
  zipCode: '43215',
  gender: 'female',
  age: 67,
  tobacco: 'no',
  state: 'OH',
  city: 'Columbus',
  duplicateOf: null,
};

describe('payload bodies', () => {
  it('escapes every field in HTML', () => {
    const html = leadHtml({ ...payload, email: '"><script>alert(1)</script>@example.com', city: '<b>C</b>' });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
  });

  it('writes a plain text body an agent can read', () => {
    expect(leadText(payload)).toContain('Phone: (555) 210-0142');
    // A name cannot pass for another field: it is one quoted value on the name's own line.
    const forged = leadText({ ...payload, name: 'Mary Jones" Phone: "(555) 999-0000' });
    expect(forged).toContain('Name (as typed): "Mary Jones\\" Phone: \\"(555) 999-0000"\n');
    expect(forged.split('\n').filter((line) => line.startsWith('Phone:'))).toEqual(['Phone: (555) 210-0142']);
    expect(leadText(payload)).toContain('ZIP code: 43215 (Columbus, OH)');
    expect(leadText({ ...payload, duplicateOf: 'abc' })).toContain('Repeat of lead: abc');
    // The estimate the visitor was shown travels with the notification.
    const estimate = quoteEstimate({ sex: 'female', age: 67, tobacco: false, state: 'OH' });
    const withEstimate = leadText({ ...payload, estimate });
    expect(withEstimate).toContain('Estimate shown: female, 67, no tobacco, OH; no plan priced');
    expect(withEstimate).toContain(
      'Estimate $10,000: United of Omaha Life Insurance Company Living Promise Whole Life, Level Benefit Plan (level benefit): no published price',
    );
    expect(leadHtml({ ...payload, estimate })).toContain('<th align="left">Estimate $10,000</th>');
    expect(leadText(payload)).not.toContain('Estimate');
  });

  it("tells the agent a quote for a parent: call the visitor, whose contact it is; the facts are the parent's", () => {
    const forParent: LeadPayload = { ...payload, name: 'Dana Helper', quoteFor: 'parent' };
    const text = leadText(forParent);
    expect(text.split('\n')[0]).toBe(
      'A visitor asked for a final expense quote for their parent. Call the visitor, not the parent.',
    );
    expect(text).toContain(`Quote for: ${QUOTE_FOR_LINES.parent}`);
    expect(text).toContain('Name (as typed): "Dana Helper"');
    expect(text).toContain('Phone: (555) 210-0142');
    expect(text).toContain("Age (parent's): 67");
    expect(text).toContain("Gender (parent's): Female");
    expect(text).toContain("Tobacco (parent's): No");
    expect(text).toContain("ZIP code (parent's): 43215 (Columbus, OH)");
    expect(leadSubject(forParent)).toBe('New quote request for a parent from Columbus, OH');
    expect(leadHtml(forParent)).toContain('<th align="left">Quote for</th>');
    // For oneself, and in jobs written before the choice was asked (no quoteFor): the visitor's own.
    for (const own of [payload, { ...payload, quoteFor: 'self' as const }]) {
      expect(leadText(own)).toContain(`Quote for: ${QUOTE_FOR_LINES.self}`);
      expect(leadText(own)).toContain('Age: 67');
      expect(leadSubject(own)).toBe('New quote request from Columbus, OH');
    }
    expect(leadPayloadSchema.safeParse({ ...payload, quoteFor: 'grandparent' }).success).toBe(false);
  });
});

describe('log channel', () => {
  it('appends one JSON line per lead to DATA_DIR/leads.log, readable by its owner only', async () => {
    const dir = join(root, 'data');
    const channel = logChannel(dir);
    await channel.deliver(payload, { id: '1' });
    await channel.deliver({ ...payload, leadId: 'second' }, { id: '2' });
    const lines = readFileSync(join(dir, leadsLogName), 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([payload, { ...payload, leadId: 'second' }]);
    expect(statSync(join(dir, leadsLogName)).mode & 0o777).toBe(0o600);
  });

  it('never writes a lead twice, also after a restart (a new channel on the same folder)', async () => {
    const dir = join(root, 'data-once');
    await logChannel(dir).deliver(payload, { id: '1' });
    // The process died after writing, before recording the job: the job is delivered again.
    const restarted = logChannel(dir);
    await restarted.deliver(payload, { id: '1' });
    await restarted.deliver(payload, { id: '1' });
    const lines = readFileSync(join(dir, leadsLogName), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
  });
});

/** The decoded text/html part of a raw MIME message (quoted-printable or base64). */
function htmlPart(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error('not multipart');
  for (const part of raw.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    const headers = part.slice(0, split);
    if (!/content-type:\s*text\/html/i.test(headers)) continue;
    const body = part.slice(split + 4);
    if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
      const bytes = body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  }
  throw new Error('no text/html part');
}

describe('smtp channel', () => {
  it('sends the lead to a real SMTP server, text and HTML, every field escaped', async () => {
    const received: Array<{ from: string; to: string[]; raw: string }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.server.address() as AddressInfo;
    const channel = smtpChannel({
      url: `smtp://127.0.0.1:${port}`,
      to: 'agent@example.com',
      from: 'Evergreen Leads <leads@example.com>',
    });
    try {
      await channel.deliver(payload, { id: '41' });
      // A second attempt of the same job (re-sent after a crash) carries the same Message-ID.
      await channel.deliver(payload, { id: '41' });
    } finally {
      channel.close?.();
      await new Promise<void>((done) => server.close(() => done()));
    }
    expect(received).toHaveLength(2);
    const messageIds = received.map((m) => /^Message-ID:\s*(\S+)\r?$/im.exec(m.raw)?.[1]);
    expect(messageIds).toEqual([
      '<lead-6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f.job-41@www.evergreenfinalexpense.com>',
      '<lead-6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f.job-41@www.evergreenfinalexpense.com>',
    ]);
    expect(leadMessageId(payload.leadId, '42')).not.toBe(messageIds[0]);
    const [mail] = received;
    expect(mail?.from).toBe('leads@example.com');
    expect(mail?.to).toEqual(['agent@example.com']);
    expect(mail?.raw).toMatch(/^Subject: New quote request from Columbus, OH\r?$/m);
    expect(mail?.raw).toMatch(/^X-Lead-Id: 6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f\r?$/im);
    const html = htmlPart(mail?.raw ?? '');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(mail?.raw).toMatch(/text\/plain/);
  });

  it('warns when some recipients refuse the mail, and fails when all do (issue 27)', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, done) {
        done(address.address.startsWith('gone') ? new Error('550 No such user') : undefined);
      },
      onData(stream, _session, done) {
        stream.resume();
        stream.on('end', () => done());
      },
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.server.address() as AddressInfo;
    const url = `smtp://127.0.0.1:${port}`;
    const partly = smtpChannel({ url, to: 'agent@example.com, gone@example.com', from: 'leads@example.com' });
    const none = smtpChannel({ url, to: 'gone@example.com', from: 'leads@example.com' });
    try {
      expect(await partly.deliver(payload, { id: '7' })).toEqual({
        warning: 'refused by 1 recipient(s): gone@example.com (accepted by 1)',
      });
      await expect(none.deliver(payload, { id: '8' })).rejects.toThrow();
    } finally {
      partly.close?.();
      none.close?.();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it('fails when no SMTP server answers', async () => {
    const channel = smtpChannel({ url: 'smtp://127.0.0.1:1', to: 'agent@example.com', from: 'leads@example.com' });
    await expect(channel.deliver(payload, { id: '1' })).rejects.toThrow();
    channel.close?.();
  });
});

describe('webhook channel', () => {
  const secret = 'a-webhook-secret-of-some-length';

  async function receiver(status: number) {
    const requests: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
    const server: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (status === 302) res.setHeader('Location', 'http://127.0.0.1:1/');
        res.statusCode = status;
        res.end('ok');
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
    return { url, requests, close: () => new Promise<void>((done) => server.close(() => done())) };
  }

  it('POSTs the payload signed with HMAC-SHA256 over the timestamp and the raw body', async () => {
    const hook = await receiver(204);
    try {
      await webhookChannel({ url: hook.url, secret }).deliver(payload, { id: '1' });
    } finally {
      await hook.close();
    }
    expect(hook.requests).toHaveLength(1);
    const [request] = hook.requests;
    const timestamp = String(request?.headers['x-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request?.body}`).digest('hex')}`;
    expect(request?.headers['x-signature']).toBe(expected);
    expect(signWebhook(secret, timestamp, request?.body ?? '')).toBe(expected);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['idempotency-key']).toBe(`lead-${payload.leadId}`);
    expect(JSON.parse(request?.body ?? '')).toEqual(payload);
    // A different secret or a changed body does not verify.
    expect(signWebhook('another-secret-entirely', timestamp, request?.body ?? '')).not.toBe(expected);
    expect(signWebhook(secret, timestamp, `${request?.body} `)).not.toBe(expected);
  });

  it.each([500, 404, 302])('fails on HTTP %d', async (status) => {
    const hook = await receiver(status);
    try {
      await expect(webhookChannel({ url: hook.url, secret }).deliver(payload, { id: '1' })).rejects.toThrow(
        `The webhook answered HTTP ${status}`,
      );
    } finally {
      await hook.close();
    }
  });

  it('fails when nothing listens', async () => {
    await expect(
      webhookChannel({ url: 'http://127.0.0.1:1/', secret }).deliver(payload, { id: '1' }),
    ).rejects.toThrow();
  });
});

describe('createChannels', () => {
  it('builds the channels LEAD_CHANNELS names, in order', () => {
    const channels = createChannels({
      LEAD_CHANNELS: ['webhook', 'log', 'smtp'],
      DATA_DIR: root,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LEAD_MAIL_TO: 'agent@example.com',
      LEAD_MAIL_FROM: 'leads@example.com',
      LEAD_WEBHOOK_URL: 'https://hooks.example.com/x',
      LEAD_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
    });
    expect(channels.map((channel) => channel.name)).toEqual(['webhook', 'log', 'smtp']);
    for (const channel of channels) channel.close?.();
  });
});

describe('smtp TLS', () => {
  it('requires STARTTLS for smtp:// to another host, not for smtps:// or loopback', () => {
    expect(smtpTransportOptions('smtp://user:pass@mail.example.com:587').requireTLS).toBe(true);
    expect(smtpTransportOptions('smtp://10.0.0.5:25').requireTLS).toBe(true);
    expect(smtpTransportOptions('smtps://mail.example.com:465').requireTLS).toBe(false);
    for (const host of ['127.0.0.1', '127.8.0.1', 'localhost', '[::1]']) {
      expect(smtpTransportOptions(`smtp://${host}:25`).requireTLS, host).toBe(false);
    }
  });

  it('refuses to send to a server that offers no STARTTLS, unless it is loopback', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        stream.on('data', () => {});
        stream.on('end', () => {
          received.push('mail');
          done();
        });
      },
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.server.address() as AddressInfo;
    // nodemailer with our options, its socket connected to the local server whatever the URL's host.
    const send = (url: string) => {
      const transport = nodemailer.createTransport({
        ...smtpTransportOptions(url),
        getSocket: (_options: unknown, callback: (error: Error | null, socket: { connection: Socket }) => void) =>
          callback(null, { connection: connect(port, '127.0.0.1') }),
      });
      return transport
        .sendMail({ from: 'leads@example.com', to: 'agent@example.com', subject: 'x', text: 'x' })
        .finally(() => transport.close());
    };
    try {
      await expect(send(`smtp://mail.example.com:${port}`)).rejects.toThrow(/STARTTLS/i);
      expect(received).toEqual([]);
      await send(`smtp://127.0.0.1:${port}`);
      expect(received).toEqual(['mail']);
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
