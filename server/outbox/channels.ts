import { createHmac } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Env, LeadChannel } from '../env';
import { type LeadPayload, leadHtml, leadSubject, leadText } from './payload';

/** A way to tell an agent about a lead. `deliver` resolves when delivered and throws otherwise. */
export interface Channel {
  readonly name: LeadChannel;
  deliver(payload: LeadPayload, job: { id: string }): Promise<void>;
  close?(): void;
}

/** How long one delivery may take before it counts as failed. */
export const deliveryTimeoutMs = 15_000;

/** The file the `log` channel appends to, inside DATA_DIR. */
export const leadsLogName = 'leads.log';

/**
 * `log`: one JSON line per lead appended to DATA_DIR/leads.log (mode 0600). This file is for the
 * agent, so it holds the lead's fields, unlike the server log.
 */
export function logChannel(dataDir: string): Channel {
  const dir = resolve(dataDir);
  const file = join(dir, leadsLogName);
  return {
    name: 'log',
    async deliver(payload) {
      await mkdir(dir, { recursive: true });
      await appendFile(file, `${JSON.stringify(payload)}\n`, { mode: 0o600 });
    },
  };
}

export interface SmtpOptions {
  url: string;
  to: string;
  from: string;
}

/** `smtp`: one e-mail per lead through nodemailer, with text and HTML bodies, every field escaped. */
export function smtpChannel(options: SmtpOptions): Channel {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: deliveryTimeoutMs,
  });
  return {
    name: 'smtp',
    async deliver(payload) {
      await transport.sendMail({
        from: options.from,
        to: options.to,
        subject: leadSubject(payload),
        text: leadText(payload),
        html: leadHtml(payload),
        headers: { 'X-Lead-Id': payload.leadId },
      });
    },
    close: () => transport.close(),
  };
}

export interface WebhookOptions {
  url: string;
  secret: string;
}

/** The signature header's value for a body sent at `timestamp` (seconds since the epoch). */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * `webhook`: POSTs the payload as JSON. Headers: `X-Timestamp` (seconds since the epoch) and
 * `X-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" keyed with the secret>`, and
 * `Idempotency-Key` (the same for every attempt of one lead). Any 2xx is delivered; anything else,
 * a redirect included, is a failure retried later.
 */
export function webhookChannel(options: WebhookOptions): Channel {
  return {
    name: 'webhook',
    async deliver(payload) {
      const body = JSON.stringify(payload);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const response = await fetch(options.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(deliveryTimeoutMs),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'final-expense-site-outbox',
          'X-Timestamp': timestamp,
          'X-Signature': signWebhook(options.secret, timestamp, body),
          'Idempotency-Key': `lead-${payload.leadId}`,
        },
        body,
      });
      await response.body?.cancel().catch(() => {});
      if (response.status < 200 || response.status > 299) {
        throw new Error(`The webhook answered HTTP ${response.status}`);
      }
    },
  };
}

/** The channels LEAD_CHANNELS names, configured from the env (loadEnv made sure their variables are set). */
export function createChannels(
  env: Pick<
    Env,
    | 'LEAD_CHANNELS'
    | 'DATA_DIR'
    | 'SMTP_URL'
    | 'LEAD_MAIL_TO'
    | 'LEAD_MAIL_FROM'
    | 'LEAD_WEBHOOK_URL'
    | 'LEAD_WEBHOOK_SECRET'
  >,
): Channel[] {
  return env.LEAD_CHANNELS.map((name): Channel => {
    if (name === 'smtp') {
      if (!env.SMTP_URL || !env.LEAD_MAIL_TO || !env.LEAD_MAIL_FROM) {
        throw new Error('smtp needs SMTP_URL, LEAD_MAIL_TO and LEAD_MAIL_FROM');
      }
      return smtpChannel({ url: env.SMTP_URL, to: env.LEAD_MAIL_TO, from: env.LEAD_MAIL_FROM });
    }
    if (name === 'webhook') {
      if (!env.LEAD_WEBHOOK_URL || !env.LEAD_WEBHOOK_SECRET) {
        throw new Error('webhook needs LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET');
      }
      return webhookChannel({ url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET });
    }
    return logChannel(env.DATA_DIR);
  });
}
