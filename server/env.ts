import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import { siteConfig } from '#core/site.config';
import { CONSENT_RETENTION_MIN_DAYS } from '#core/site.config.schema';

/**
 * The server's environment, validated once at start. Every variable is optional and has a
 * default where one makes sense; an empty value counts as unset. A bad value stops the server
 * with one message naming the variable (see `loadEnv`).
 *
 * Later features add their variables here: one schema entry and one line in `expectations` each.
 */

export const logLevels = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof logLevels)[number];

export const nodeEnvs = ['development', 'production', 'test'] as const;

/** Express's `trust proxy` setting: a boolean, a hop count, or a list of addresses and names. */
export type TrustProxy = boolean | number | string;

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One item of a TRUST_PROXY list: a name Express knows, an IP address, or a subnet. */
function isProxyItem(item: string): boolean {
  if (proxyNames.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d+$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4; // a netmask, e.g. 10.0.0.0/255.0.0.0
}

/**
 * `true` is refused: Express would then take the left-most X-Forwarded-For address, which any
 * client writes itself (its own IP for the rate limit and the consent record).
 */
function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const items = value.split(',').map((item) => item.trim());
  return items.every(isProxyItem) ? items.join(', ') : undefined;
}

const integer = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

export const leadChannels = ['log', 'smtp', 'webhook'] as const;
export type LeadChannel = (typeof leadChannels)[number];

/** A comma-separated list of channels, each once: "log,smtp". */
function parseChannels(value: string): LeadChannel[] | undefined {
  const items = value.split(',').map((item) => item.trim().toLowerCase());
  const known = new Set<string>(leadChannels);
  if (items.some((item) => !known.has(item)) || new Set(items).size !== items.length) return undefined;
  return items as LeadChannel[];
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

const windowUnits: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "10/10m": 10 requests per 10 minutes (units ms, s, m, h; a bare number is seconds). */
function parseRateLimit(value: string): RateLimit | undefined {
  const match = /^(\d+)\s*\/\s*(\d+)\s*(ms|s|m|h)?$/.exec(value);
  if (!match) return undefined;
  const limit = Number(match[1]);
  const windowMs = Number(match[2]) * (windowUnits[match[3] ?? 's'] ?? 1000);
  if (limit < 1 || limit > 1_000_000 || windowMs < 1000 || windowMs > 86_400_000) return undefined;
  return { limit, windowMs };
}

/** A rate limit variable ("10/10m"), with its default. */
const rateLimitSetting = (fallback: RateLimit) =>
  z
    .string()
    .transform((value, ctx) => {
      const parsed = parseRateLimit(value);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
      return parsed;
    })
    .default(fallback);

/** A URL with one of these protocols that also passes `check` (when given). */
const urlWithProtocol = (protocols: readonly string[], check: (url: URL) => boolean = () => true) =>
  z.string().refine((value) => {
    try {
      const url = new URL(value);
      return protocols.includes(url.protocol) && check(url);
    } catch {
      return false;
    }
  });

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Whether a URL's host is this machine: localhost, 127.0.0.0/8 or ::1 (IPv4-mapped too). Any
 * other name is not: when in doubt, the stricter TLS rule applies.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost' || host === 'localhost.') return true;
  const family = isIP(host);
  return family !== 0 && loopback.check(host, family === 6 ? 'ipv6' : 'ipv4');
}

/** nodemailer URL options that would turn STARTTLS or certificate checks off, overriding ours. */
const smtpTlsOptions = /^(?:ignoretls|requiretls|secure|tls\..*|rejectunauthorized)$/i;

/** smtp:// or smtps://, with no query option that loosens TLS (STARTTLS is required unless loopback). */
const smtpUrl = urlWithProtocol(['smtp:', 'smtps:'], (url) =>
  [...url.searchParams.keys()].every((key) => !smtpTlsOptions.test(key)),
);

/** https://, or http:// to this machine only: lead data never crosses a network in clear text. */
const webhookUrl = urlWithProtocol(
  ['http:', 'https:'],
  (url) => url.protocol === 'https:' || isLoopbackHost(url.hostname),
);

/** A millisecond bound of the HTTP server (headers, whole request, idle keep-alive). */
const httpTimeout = (fallback: number) => integer(1000, 600_000).default(fallback);

/** An address, or a list of them: "agent@example.com, backup@example.com". */
const mailList = z
  .string()
  .refine((value) => value.split(',').every((item) => z.email().safeParse(item.trim()).success));
/** "leads@example.com" or "Evergreen Leads <leads@example.com>". */
const mailFrom = z.string().refine((value) => {
  const match = /^(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[1] ?? match?.[2];
  return address !== undefined && z.email().safeParse(address).success;
});

const schema = z.object({
  PORT: integer(1, 65535).default(3000),
  HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]-]+$/)
    .default('0.0.0.0'),
  DIST_DIR: z.string().default('dist'),
  NODE_ENV: z.enum(nodeEnvs).default('production'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  HTTP_HEADERS_TIMEOUT_MS: httpTimeout(10_000),
  HTTP_REQUEST_TIMEOUT_MS: httpTimeout(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: httpTimeout(5000),
  HSTS_PRELOAD: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  DATABASE_URL: urlWithProtocol(['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().default('data'),
  DB_QUERY_TIMEOUT_MS: integer(100, 60_000).default(1500),
  DB_START_WAIT_MS: integer(0, 600_000).default(30_000),
  LEAD_CHANNELS: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseChannels(value);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
      return parsed;
    })
    .default(['log']),
  SMTP_URL: smtpUrl.optional(),
  LEAD_MAIL_TO: mailList.optional(),
  LEAD_MAIL_FROM: mailFrom.optional(),
  LEAD_WEBHOOK_URL: webhookUrl.optional(),
  LEAD_WEBHOOK_SECRET: z.string().min(16).optional(),
  OUTBOX_POLL_MS: integer(50, 3_600_000).default(5000),
  OUTBOX_MAX_ATTEMPTS: integer(1, 100).default(8),
  OUTBOX_BACKOFF_MS: integer(10, 3_600_000).default(5000),
  OUTBOX_LOCK_MS: integer(1000, 3_600_000).default(60_000),
  QUOTE_RATE_LIMIT: rateLimitSetting({ limit: 10, windowMs: 600_000 }),
  QUOTE_MIN_FILL_MS: integer(0, 600_000).default(3000),
  LEAD_RETENTION_DAYS: integer(1, 36_500).default(siteConfig.retention.leadDays),
  SPAM_RETENTION_DAYS: integer(1, 36_500).default(siteConfig.retention.spamDays),
  // Never below four years (TCPA claims: 28 U.S.C. 1658(a)): a smaller value stops the server at start.
  CONSENT_RETENTION_DAYS: integer(CONSENT_RETENTION_MIN_DAYS, 36_500).default(siteConfig.retention.consentDays),
  LEADS_LOG_MAX_BYTES: integer(1024, 1_073_741_824).default(10_485_760),
  LEADS_LOG_KEEP: integer(1, 10_000).default(30),
  QUOTE_CONTACT_RATE_LIMIT: rateLimitSetting({ limit: 3, windowMs: 86_400_000 }),
  FORM_TOKEN_SECRET: z.string().min(32).optional(),
  QUOTE_MAX_IN_FLIGHT: integer(1, 10_000).default(16),
  QUOTE_PAGE_RATE_LIMIT: rateLimitSetting({ limit: 60, windowMs: 60_000 }),
  ALLOWED_HOSTS: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]-]+(?:\s*,\s*[A-Za-z0-9.:[\]-]+)*$/)
    .transform((value) => value.split(',').map((host) => host.trim().toLowerCase()))
    .default([]),
});

/** Variables a channel cannot work without: missing ones are reported like bad values. */
const requiredBy: Record<Exclude<LeadChannel, 'log'>, readonly EnvName[]> = {
  smtp: ['SMTP_URL', 'LEAD_MAIL_TO', 'LEAD_MAIL_FROM'],
  webhook: ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET'],
};

export type Env = z.output<typeof schema>;
type EnvName = keyof Env;

/** What each variable must be, completing "NAME must be ...". */
const expectations: Record<EnvName, string> = {
  PORT: 'an integer from 1 to 65535',
  HOST: 'a host name or an IP address',
  DIST_DIR: 'a directory path',
  NODE_ENV: `one of ${nodeEnvs.join(', ')}`,
  LOG_LEVEL: `one of ${logLevels.join(', ')}`,
  TRUST_PROXY:
    "a hop count (the number of proxies in front, e.g. 1) or the proxies' addresses: a comma-separated list of addresses, subnets, loopback, linklocal, uniquelocal (or false); true is refused, as it lets any client choose its IP through X-Forwarded-For",
  HTTP_HEADERS_TIMEOUT_MS:
    "an integer from 1000 to 600000 (milliseconds to receive a request's headers), at most HTTP_REQUEST_TIMEOUT_MS",
  HTTP_REQUEST_TIMEOUT_MS: 'an integer from 1000 to 600000 (milliseconds to receive a whole request)',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 'an integer from 1000 to 600000 (milliseconds an idle connection is kept open)',
  HSTS_PRELOAD: 'true or false',
  DATABASE_URL: 'a postgres:// or postgresql:// URL',
  DATA_DIR: 'a directory path',
  DB_QUERY_TIMEOUT_MS: 'an integer from 100 to 60000 (milliseconds)',
  DB_START_WAIT_MS: 'an integer from 0 to 600000 (milliseconds)',
  LEAD_CHANNELS: `a comma-separated list of ${leadChannels.join(', ')}, each at most once`,
  SMTP_URL:
    'an smtp:// or smtps:// URL without ignoreTLS, requireTLS, secure or tls.* options (STARTTLS is required unless the host is loopback; required when LEAD_CHANNELS has smtp)',
  LEAD_MAIL_TO: 'an e-mail address or a comma-separated list of them (required when LEAD_CHANNELS has smtp)',
  LEAD_MAIL_FROM: 'an e-mail address, or "Name <address>" (required when LEAD_CHANNELS has smtp)',
  LEAD_WEBHOOK_URL:
    'an https:// URL (http:// only to localhost, 127.0.0.0/8 or ::1; required when LEAD_CHANNELS has webhook)',
  LEAD_WEBHOOK_SECRET: 'a secret of at least 16 characters (required when LEAD_CHANNELS has webhook)',
  OUTBOX_POLL_MS: 'an integer from 50 to 3600000 (milliseconds)',
  OUTBOX_MAX_ATTEMPTS: 'an integer from 1 to 100',
  OUTBOX_BACKOFF_MS: 'an integer from 10 to 3600000 (milliseconds)',
  OUTBOX_LOCK_MS:
    'an integer from 1000 to 3600000 (milliseconds; how long a claimed notification waits before another worker may take it)',
  QUOTE_RATE_LIMIT: 'requests per window, e.g. 10/10m (window units ms, s, m, h; from 1s to 24h)',
  QUOTE_MIN_FILL_MS: 'an integer from 0 to 600000 (milliseconds)',
  LEAD_RETENTION_DAYS: 'an integer from 1 to 36500 (days a quote request is kept)',
  SPAM_RETENTION_DAYS: 'an integer from 1 to 36500 (days a request flagged as spam is kept)',
  CONSENT_RETENTION_DAYS: `an integer from ${CONSENT_RETENTION_MIN_DAYS} to 36500 (days the consent record of a deleted or purged lead is kept, as proof of consent only; at least four years)`,
  LEADS_LOG_MAX_BYTES: 'an integer from 1024 to 1073741824 (bytes of leads.log before it rotates)',
  LEADS_LOG_KEEP: 'an integer from 1 to 10000 (rotated leads.log files kept)',
  QUOTE_CONTACT_RATE_LIMIT:
    'leads per phone number and per e-mail per window, e.g. 3/24h (units ms, s, m, h; from 1s to 24h)',
  FORM_TOKEN_SECRET: 'a secret of at least 32 characters (unset: one is made and kept in DATA_DIR)',
  QUOTE_MAX_IN_FLIGHT: 'an integer from 1 to 10000 (lead requests one process works on at once)',
  QUOTE_PAGE_RATE_LIMIT:
    'quote form and problem pages per client IP per window, e.g. 60/1m (window units ms, s, m, h; from 1s to 24h)',
  ALLOWED_HOSTS:
    'a comma-separated list of host names or host:port, e.g. staging.example.com (hosts whose own Origin is accepted)',
};

const names = Object.keys(expectations) as EnvName[];

/** A bad environment: `message` names every offending variable, `variables` lists them. */
export class EnvError extends Error {
  readonly variables: readonly string[];

  constructor(problems: ReadonlyArray<{ name: string; message: string }>) {
    super(`Invalid environment: ${problems.map((p) => p.message).join('; ')}`);
    this.name = 'EnvError';
    this.variables = problems.map((p) => p.name);
  }
}

/** Variables whose value may hold a password or secret: never echoed in an error message. */
const secretNames: ReadonlySet<EnvName> = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'LEAD_WEBHOOK_SECRET',
  'FORM_TOKEN_SECRET',
]);

function describeValue(name: EnvName, value: string | undefined): string {
  if (!value) return 'got ""';
  return secretNames.has(name) ? 'value hidden' : `got ${JSON.stringify(value)}`;
}

function envError(failed: ReadonlySet<EnvName>, source: NodeJS.ProcessEnv): EnvError {
  return new EnvError(
    names
      .filter((name) => failed.has(name))
      .map((name) => ({
        name,
        message: `${name} must be ${expectations[name]} (${describeValue(name, source[name])})`,
      })),
  );
}

function inputOf(source: NodeJS.ProcessEnv, only: readonly EnvName[]): Partial<Record<EnvName, string>> {
  const input: Partial<Record<EnvName, string>> = {};
  for (const name of only) {
    const value = source[name]?.trim();
    if (value) input[name] = value;
  }
  return input;
}

function failedNames(issues: ReadonlyArray<{ path: readonly PropertyKey[] }>): Set<EnvName> {
  const failed = new Set<EnvName>();
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && name in expectations) failed.add(name as EnvName);
  }
  return failed;
}

/**
 * Parses and validates the environment. Returns the typed env, or throws an `EnvError` whose
 * message names the variable, e.g. `Invalid environment: PORT must be an integer from 1 to 65535 (got "abc")`.
 * A channel named in LEAD_CHANNELS makes its variables required (smtp: SMTP_URL, LEAD_MAIL_TO,
 * LEAD_MAIL_FROM; webhook: LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET). Values of DATABASE_URL,
 * SMTP_URL and LEAD_WEBHOOK_SECRET are never echoed.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(inputOf(source, names));
  if (!result.success) throw envError(failedNames(result.error.issues), source);
  const failed = new Set<EnvName>();
  for (const channel of result.data.LEAD_CHANNELS) {
    if (channel === 'log') continue;
    for (const name of requiredBy[channel]) if (result.data[name] === undefined) failed.add(name);
  }
  if (result.data.HTTP_HEADERS_TIMEOUT_MS > result.data.HTTP_REQUEST_TIMEOUT_MS) failed.add('HTTP_HEADERS_TIMEOUT_MS');
  if (failed.size > 0) throw envError(failed, source);
  return result.data;
}

const dbNames = ['DATABASE_URL', 'DATA_DIR', 'DB_QUERY_TIMEOUT_MS'] as const satisfies readonly EnvName[];
const dbSchema = schema.pick({ DATABASE_URL: true, DATA_DIR: true, DB_QUERY_TIMEOUT_MS: true });
export type DbEnv = z.output<typeof dbSchema>;

/** Only the variables that choose and reach the database (the staff CLI needs no more). */
export function loadDbEnv(source: NodeJS.ProcessEnv = process.env): DbEnv {
  const result = dbSchema.safeParse(inputOf(source, dbNames));
  if (!result.success) throw envError(failedNames(result.error.issues), source);
  return result.data;
}

const retentionNames = [
  ...dbNames,
  'LEAD_RETENTION_DAYS',
  'SPAM_RETENTION_DAYS',
  'CONSENT_RETENTION_DAYS',
  'LEADS_LOG_MAX_BYTES',
  'LEADS_LOG_KEEP',
  'FORM_TOKEN_SECRET',
] as const satisfies readonly EnvName[];
const retentionSchema = schema.pick({
  DATABASE_URL: true,
  DATA_DIR: true,
  DB_QUERY_TIMEOUT_MS: true,
  LEAD_RETENTION_DAYS: true,
  SPAM_RETENTION_DAYS: true,
  CONSENT_RETENTION_DAYS: true,
  LEADS_LOG_MAX_BYTES: true,
  LEADS_LOG_KEEP: true,
  FORM_TOKEN_SECRET: true,
});
export type RetentionEnv = z.output<typeof retentionSchema>;

/**
 * The database variables, the retention settings and the form token secret (the key of the
 * rate-limit rows) for `leads purge` and `leads delete`.
 */
export function loadRetentionEnv(source: NodeJS.ProcessEnv = process.env): RetentionEnv {
  const result = retentionSchema.safeParse(inputOf(source, retentionNames));
  if (!result.success) throw envError(failedNames(result.error.issues), source);
  return result.data;
}
