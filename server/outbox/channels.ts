import { createHmac } from 'node:crypto';
import nodemailer from 'nodemailer';
import { siteConfig } from '#core/site.config';
import { type Env, isLoopbackHost, type LeadChannel } from '../env';
import { LeadsLog } from './leads-log';
import { type LeadPayload, leadHtml, leadSubject, leadText } from './payload';

/**
 * What a delivery that went through wants staff to know: an e-mail some of whose recipients
 * refused it (the others have it, so it is not sent again).
 */
export interface DeliveryWarning {
  warning: string;
}

/**
 * A way to tell an agent about a lead. `deliver` resolves when delivered (with a warning when
 * only part of it went through) and throws otherwise.
 */
export interface Channel {
  readonly name: LeadChannel;
  deliver(payload: LeadPayload, job: { id: string }): Promise<DeliveryWarning | undefined>;
  close?(): void;
}

/** How long one delivery may take before it counts as failed. */
export const deliveryTimeoutMs = 15_000;

/**
 * `log`: one JSON line per lead appended to DATA_DIR/leads.log (mode 0600), never twice for one
 * lead (see LeadsLog: the id is looked up in the files first, which survives a restart). This file
 * is for the agent, so it holds the lead's fields, unlike the server log. Give the process's one
 * LeadsLog (shared with the retention job) or a DATA_DIR.
 */
export function logChannel(log: LeadsLog | string): Channel {
  const leadsLog = typeof log === 'string' ? new LeadsLog({ dir: log }) : log;
  return {
    name: 'log',
    async deliver(payload) {
      await leadsLog.append(payload);
      return undefined;
    },
  };
}

/** The host of the site's own URL: the right-hand side of the Message-IDs the smtp channel sends. */
const messageIdHost = new URL(siteConfig.siteUrl).hostname;

/**
 * The Message-ID of a lead's notification mail: the same for every attempt of one job, so a
 * mailbox or a mail filter that drops repeats of a Message-ID shows a re-sent mail once.
 */
export function leadMessageId(leadId: string, jobId: string): string {
  return `<lead-${leadId}.job-${jobId}@${messageIdHost}>`;
}

export interface SmtpOptions {
  url: string;
  to: string;
  from: string;
}

/**
 * nodemailer's options for SMTP_URL. `smtp://` to another machine must upgrade with STARTTLS
 * (`requireTLS`): a server that does not offer it gets no lead in clear text. smtps:// is TLS
 * from the start; loopback (a local relay) may stay plain. The env check refuses URL options
 * that would override this (ignoreTLS, requireTLS, secure, tls.*).
 */
export function smtpTransportOptions(url: string) {
  const parsed = new URL(url);
  return {
    url,
    requireTLS: parsed.protocol === 'smtp:' && !isLoopbackHost(parsed.hostname),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: deliveryTimeoutMs,
  };
}

/**
 * `smtp`: one e-mail per lead through nodemailer, with text and HTML bodies, every field escaped,
 * `X-Lead-Id`, and a `Message-ID` made of the lead and job ids (the same on every attempt).
 */
export function smtpChannel(options: SmtpOptions): Channel {
  const transport = nodemailer.createTransport(smtpTransportOptions(options.url));
  return {
    name: 'smtp',
    async deliver(payload, job) {
      // All recipients refusing is an error (nodemailer throws); some refusing is a warning.
      const info = await transport.sendMail({
        messageId: leadMessageId(payload.leadId, job.id),
        from: options.from,
        to: options.to,
        subject: leadSubject(payload),
        text: leadText(payload),
        html: leadHtml(payload),
        headers: { 'X-Lead-Id': payload.leadId },
      });
      const refused = ((info.rejected ?? []) as Array<string | { address: string }>).map((address) =>
        typeof address === 'string' ? address : address.address,
      );
      if (refused.length === 0) return undefined;
      const accepted = (info.accepted ?? []).length;
      return {
        warning: `refused by ${refused.length} recipient(s): ${refused.join(', ')} (accepted by ${accepted})`,
      };
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
      return undefined;
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
  /** The process's leads.log (shared with the retention job); default: one on DATA_DIR. */
  leadsLog?: LeadsLog,
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
    return logChannel(leadsLog ?? env.DATA_DIR);
  });
}
