import { describe, expect, it } from 'vitest';
import { siteConfig } from '#core/site.config';
import { EnvError, loadDbEnv, loadEnv, loadRetentionEnv } from './env';

/** The lead pipeline's defaults (DATABASE_URL and the channel settings are unset). */
const leadDefaults = {
  DATA_DIR: 'data',
  DB_QUERY_TIMEOUT_MS: 1500,
  DB_START_WAIT_MS: 30_000,
  LEAD_CHANNELS: ['log'],
  OUTBOX_POLL_MS: 5000,
  OUTBOX_MAX_ATTEMPTS: 8,
  OUTBOX_BACKOFF_MS: 5000,
  OUTBOX_LOCK_MS: 60_000,
  QUOTE_RATE_LIMIT: { limit: 10, windowMs: 600_000 },
  QUOTE_MIN_FILL_MS: 3000,
  QUOTE_CONTACT_RATE_LIMIT: { limit: 3, windowMs: 86_400_000 },
  LEAD_RETENTION_DAYS: 1492,
  SPAM_RETENTION_DAYS: 30,
  CONSENT_RETENTION_DAYS: 1461,
  LEADS_LOG_MAX_BYTES: 10_485_760,
  LEADS_LOG_KEEP: 30,
  QUOTE_MAX_IN_FLIGHT: 16,
  QUOTE_PAGE_RATE_LIMIT: { limit: 60, windowMs: 60_000 },
  ALLOWED_HOSTS: [],
};

/** The HTTP server's defaults (issue 11). */
const httpDefaults = {
  HTTP_HEADERS_TIMEOUT_MS: 10_000,
  HTTP_REQUEST_TIMEOUT_MS: 30_000,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 5000,
  HSTS_PRELOAD: false,
};

function errorOf(source: NodeJS.ProcessEnv): EnvError {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('loadEnv accepted a bad environment');
}

describe('loadEnv', () => {
  it('applies the defaults to an empty environment', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DIST_DIR: 'dist',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ...httpDefaults,
      ...leadDefaults,
    });
  });

  it('treats empty values as unset and trims values', () => {
    const env = loadEnv({ PORT: '', LOG_LEVEL: ' debug ', TRUST_PROXY: '' });
    expect(env).toMatchObject({ PORT: 3000, LOG_LEVEL: 'debug' });
    expect(env.TRUST_PROXY).toBeUndefined();
  });

  it('parses the values it is given', () => {
    const env = loadEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DIST_DIR: '/srv/site',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      UNRELATED: 'ignored',
    });
    expect(env).toEqual({
      PORT: 8080,
      HOST: '127.0.0.1',
      DIST_DIR: '/srv/site',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...httpDefaults,
      ...leadDefaults,
    });
  });

  it.each([
    ['loopback', 'loopback'],
    ['1', 1],
    ['2', 2],
    ['false', false],
    ['loopback,10.0.0.0/8', 'loopback, 10.0.0.0/8'],
    ['fd00::/8, 192.168.1.1', 'fd00::/8, 192.168.1.1'],
    ['10.0.0.0/255.0.0.0', '10.0.0.0/255.0.0.0'],
  ])('accepts TRUST_PROXY=%s', (value, parsed) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(parsed);
  });

  it.each([
    ['PORT', 'abc', 'Invalid environment: PORT must be an integer from 1 to 65535 (got "abc")'],
    ['PORT', '70000', 'Invalid environment: PORT must be an integer from 1 to 65535 (got "70000")'],
    ['PORT', '0', 'Invalid environment: PORT must be an integer from 1 to 65535 (got "0")'],
    ['PORT', '30.5', 'Invalid environment: PORT must be an integer from 1 to 65535 (got "30.5")'],
    ['LOG_LEVEL', 'loud', 'Invalid environment: LOG_LEVEL must be one of debug, info, warn, error (got "loud")'],
    [
      'NODE_ENV',
      'staging',
      'Invalid environment: NODE_ENV must be one of development, production, test (got "staging")',
    ],
    ['HOST', 'my host', 'Invalid environment: HOST must be a host name or an IP address (got "my host")'],
  ])('rejects %s=%s naming the variable', (name, value, message) => {
    const error = errorOf({ [name]: value });
    expect(error.message).toBe(message);
    expect(error.variables).toEqual([name]);
  });

  it.each(['lookback', '10.0.0.0/33', '300.1.1.1', 'loopback,,'])('rejects TRUST_PROXY=%s', (value) => {
    expect(errorOf({ TRUST_PROXY: value }).message).toMatch(/^Invalid environment: TRUST_PROXY must be /);
  });

  it('refuses TRUST_PROXY=true, saying to give a hop count or the proxy addresses', () => {
    const error = errorOf({ TRUST_PROXY: 'true' });
    expect(error.variables).toEqual(['TRUST_PROXY']);
    expect(error.message).toMatch(/TRUST_PROXY must be a hop count .*the proxies' addresses.*true is refused/);
  });

  it('reads the HTTP timeouts and HSTS_PRELOAD', () => {
    expect(
      loadEnv({
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_REQUEST_TIMEOUT_MS: '20000',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '65000',
        HSTS_PRELOAD: 'true',
      }),
    ).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 5000,
      HTTP_REQUEST_TIMEOUT_MS: 20_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
      HSTS_PRELOAD: true,
    });
    expect(errorOf({ HTTP_HEADERS_TIMEOUT_MS: '40000' }).variables).toEqual(['HTTP_HEADERS_TIMEOUT_MS']);
    expect(errorOf({ HTTP_REQUEST_TIMEOUT_MS: '0' }).variables).toEqual(['HTTP_REQUEST_TIMEOUT_MS']);
    expect(errorOf({ HSTS_PRELOAD: 'yes' }).message).toBe(
      'Invalid environment: HSTS_PRELOAD must be true or false (got "yes")',
    );
  });

  it('names every bad variable in one message', () => {
    const error = errorOf({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(error.variables).toEqual(['PORT', 'LOG_LEVEL']);
    expect(error.message).toContain('PORT must be');
    expect(error.message).toContain('; LOG_LEVEL must be');
  });
});

describe('loadEnv: the lead pipeline', () => {
  const smtp = {
    SMTP_URL: 'smtp://user:pass@mail.example.com:587',
    LEAD_MAIL_TO: 'agent@example.com, backup@example.com',
    LEAD_MAIL_FROM: 'Evergreen Leads <leads@example.com>',
  };
  const webhook = { LEAD_WEBHOOK_URL: 'https://hooks.example.com/leads', LEAD_WEBHOOK_SECRET: 'a-long-enough-secret' };

  it('parses every variable it is given', () => {
    const env = loadEnv({
      DATABASE_URL: 'postgres://app@db.internal:5432/leads',
      DATA_DIR: '/var/lib/site',
      DB_QUERY_TIMEOUT_MS: '2500',
      DB_START_WAIT_MS: '0',
      LEAD_CHANNELS: 'log, smtp,webhook',
      ...smtp,
      ...webhook,
      OUTBOX_POLL_MS: '1000',
      OUTBOX_MAX_ATTEMPTS: '5',
      OUTBOX_BACKOFF_MS: '2000',
      OUTBOX_LOCK_MS: '20000',
      QUOTE_RATE_LIMIT: '20/1h',
      QUOTE_MIN_FILL_MS: '0',
      QUOTE_CONTACT_RATE_LIMIT: '5/12h',
      FORM_TOKEN_SECRET: 'a-form-token-secret-of-32-characters-at-least',
      QUOTE_MAX_IN_FLIGHT: '40',
      ALLOWED_HOSTS: 'Staging.Example.com, preview.example.com:8443',
    });
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://app@db.internal:5432/leads',
      DATA_DIR: '/var/lib/site',
      DB_QUERY_TIMEOUT_MS: 2500,
      DB_START_WAIT_MS: 0,
      LEAD_CHANNELS: ['log', 'smtp', 'webhook'],
      ...smtp,
      ...webhook,
      OUTBOX_POLL_MS: 1000,
      OUTBOX_MAX_ATTEMPTS: 5,
      OUTBOX_BACKOFF_MS: 2000,
      OUTBOX_LOCK_MS: 20_000,
      QUOTE_RATE_LIMIT: { limit: 20, windowMs: 3_600_000 },
      QUOTE_MIN_FILL_MS: 0,
      QUOTE_CONTACT_RATE_LIMIT: { limit: 5, windowMs: 43_200_000 },
      FORM_TOKEN_SECRET: 'a-form-token-secret-of-32-characters-at-least',
      QUOTE_MAX_IN_FLIGHT: 40,
      ALLOWED_HOSTS: ['staging.example.com', 'preview.example.com:8443'],
    });
  });

  it.each([
    ['10/10m', { limit: 10, windowMs: 600_000 }],
    ['5 / 30s', { limit: 5, windowMs: 30_000 }],
    ['100/60', { limit: 100, windowMs: 60_000 }],
    ['3/1500ms', { limit: 3, windowMs: 1500 }],
  ])('reads QUOTE_RATE_LIMIT=%s', (value, parsed) => {
    expect(loadEnv({ QUOTE_RATE_LIMIT: value }).QUOTE_RATE_LIMIT).toEqual(parsed);
  });

  it.each([
    ['DATABASE_URL', 'mysql://db/x', 'DATABASE_URL must be a postgres:// or postgresql:// URL (value hidden)'],
    ['DB_QUERY_TIMEOUT_MS', '50', 'DB_QUERY_TIMEOUT_MS must be an integer from 100 to 60000 (milliseconds) (got "50")'],
    [
      'LEAD_CHANNELS',
      'log,fax',
      'LEAD_CHANNELS must be a comma-separated list of log, smtp, webhook, each at most once (got "log,fax")',
    ],
    [
      'LEAD_CHANNELS',
      'log,log',
      'LEAD_CHANNELS must be a comma-separated list of log, smtp, webhook, each at most once (got "log,log")',
    ],
    ['OUTBOX_MAX_ATTEMPTS', '0', 'OUTBOX_MAX_ATTEMPTS must be an integer from 1 to 100 (got "0")'],
    ['OUTBOX_POLL_MS', 'often', 'OUTBOX_POLL_MS must be an integer from 50 to 3600000 (milliseconds) (got "often")'],
    ['OUTBOX_BACKOFF_MS', '-5', 'OUTBOX_BACKOFF_MS must be an integer from 10 to 3600000 (milliseconds) (got "-5")'],
    [
      'QUOTE_RATE_LIMIT',
      '10',
      'QUOTE_RATE_LIMIT must be requests per window, e.g. 10/10m (window units ms, s, m, h; from 1s to 24h) (got "10")',
    ],
    [
      'QUOTE_RATE_LIMIT',
      '0/1m',
      'QUOTE_RATE_LIMIT must be requests per window, e.g. 10/10m (window units ms, s, m, h; from 1s to 24h) (got "0/1m")',
    ],
    ['QUOTE_MIN_FILL_MS', '3s', 'QUOTE_MIN_FILL_MS must be an integer from 0 to 600000 (milliseconds) (got "3s")'],
    [
      'QUOTE_CONTACT_RATE_LIMIT',
      '3/2d',
      'QUOTE_CONTACT_RATE_LIMIT must be leads per phone number and per e-mail per window, e.g. 3/24h (units ms, s, m, h; from 1s to 24h) (got "3/2d")',
    ],
    [
      'QUOTE_MAX_IN_FLIGHT',
      '0',
      'QUOTE_MAX_IN_FLIGHT must be an integer from 1 to 10000 (lead requests one process works on at once) (got "0")',
    ],
    [
      'ALLOWED_HOSTS',
      'a.example.com, https://b.example.com/',
      'ALLOWED_HOSTS must be a comma-separated list of host names or host:port, e.g. staging.example.com (hosts whose own Origin is accepted) (got "a.example.com, https://b.example.com/")',
    ],
    [
      'FORM_TOKEN_SECRET',
      'short',
      'FORM_TOKEN_SECRET must be a secret of at least 32 characters (unset: one is made and kept in DATA_DIR) (value hidden)',
    ],
    [
      'LEAD_MAIL_TO',
      'agent',
      'LEAD_MAIL_TO must be an e-mail address or a comma-separated list of them (required when LEAD_CHANNELS has smtp) (got "agent")',
    ],
    [
      'LEAD_WEBHOOK_URL',
      'ftp://x',
      'LEAD_WEBHOOK_URL must be an https:// URL (http:// only to localhost, 127.0.0.0/8 or ::1; required when LEAD_CHANNELS has webhook) (got "ftp://x")',
    ],
    [
      'LEAD_WEBHOOK_URL',
      'http://hooks.example.com/leads',
      'LEAD_WEBHOOK_URL must be an https:// URL (http:// only to localhost, 127.0.0.0/8 or ::1; required when LEAD_CHANNELS has webhook) (got "http://hooks.example.com/leads")',
    ],
  ])('rejects %s=%s naming the variable', (name, value, message) => {
    const error = errorOf({ [name]: value });
    expect(error.message).toBe(`Invalid environment: ${message}`);
    expect(error.variables).toEqual([name]);
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://127.1.2.3/hook',
    'http://localhost:9000/hook',
    'http://[::1]:9000/hook',
    'https://hooks.example.com/leads',
  ])('accepts LEAD_WEBHOOK_URL=%s', (value) => {
    expect(loadEnv({ LEAD_WEBHOOK_URL: value }).LEAD_WEBHOOK_URL).toBe(value);
  });

  it.each(['http://10.0.0.5/hook', 'http://128.0.0.1/hook', 'http://localhost.example.com/hook', 'not a url'])(
    'refuses LEAD_WEBHOOK_URL=%s',
    (value) => {
      expect(errorOf({ LEAD_WEBHOOK_URL: value }).variables).toEqual(['LEAD_WEBHOOK_URL']);
    },
  );

  it.each([
    'smtp://mail.example.com:25?ignoreTLS=true',
    'smtp://mail.example.com:25?requireTLS=false',
    'smtp://mail.example.com:25?tls.rejectUnauthorized=false',
    'smtps://mail.example.com:465?secure=false',
    'http://mail.example.com',
  ])('refuses SMTP_URL=%s naming the variable, without echoing it', (value) => {
    const error = errorOf({ SMTP_URL: value });
    expect(error.variables).toEqual(['SMTP_URL']);
    expect(error.message).toContain('STARTTLS is required unless the host is loopback');
    expect(error.message).toContain('(value hidden)');
  });

  it('never echoes a secret', () => {
    const error = errorOf({ LEAD_WEBHOOK_SECRET: 'short-secret', SMTP_URL: 'http://user:pw@x' });
    expect(error.variables).toEqual(['SMTP_URL', 'LEAD_WEBHOOK_SECRET']);
    expect(error.message).not.toMatch(/short-secret|pw@x/);
    expect(error.message).toContain('(value hidden)');
  });

  it('requires the variables of the channels it names', () => {
    expect(errorOf({ LEAD_CHANNELS: 'smtp' }).variables).toEqual(['SMTP_URL', 'LEAD_MAIL_TO', 'LEAD_MAIL_FROM']);
    expect(errorOf({ LEAD_CHANNELS: 'webhook', LEAD_WEBHOOK_URL: webhook.LEAD_WEBHOOK_URL }).message).toBe(
      'Invalid environment: LEAD_WEBHOOK_SECRET must be a secret of at least 16 characters (required when LEAD_CHANNELS has webhook) (got "")',
    );
    expect(loadEnv({ LEAD_CHANNELS: 'smtp', ...smtp }).LEAD_CHANNELS).toEqual(['smtp']);
    // Settings of a channel that is not enabled are not required, and are still checked.
    expect(errorOf({ LEAD_MAIL_FROM: 'nobody' }).variables).toEqual(['LEAD_MAIL_FROM']);
  });

  it('loadDbEnv reads only what selects the database', () => {
    expect(loadDbEnv({ PORT: 'not checked here', LEAD_CHANNELS: 'smtp' })).toEqual({
      DATA_DIR: 'data',
      DB_QUERY_TIMEOUT_MS: 1500,
    });
    expect(() => loadDbEnv({ DATABASE_URL: 'nope' })).toThrow(/DATABASE_URL must be/);
  });
});

describe('retention settings', () => {
  it('default to the site config, the values the privacy policy states', () => {
    const env = loadEnv({});
    expect(env.LEAD_RETENTION_DAYS).toBe(siteConfig.retention.leadDays);
    expect(env.SPAM_RETENTION_DAYS).toBe(siteConfig.retention.spamDays);
  });

  it('are read by loadRetentionEnv with the database variables, and checked', () => {
    expect(
      loadRetentionEnv({ LEAD_RETENTION_DAYS: '365', SPAM_RETENTION_DAYS: '7', LEADS_LOG_KEEP: '3', PORT: 'bad' }),
    ).toEqual({
      DATA_DIR: 'data',
      DB_QUERY_TIMEOUT_MS: 1500,
      LEAD_RETENTION_DAYS: 365,
      SPAM_RETENTION_DAYS: 7,
      CONSENT_RETENTION_DAYS: 1461,
      LEADS_LOG_MAX_BYTES: 10_485_760,
      LEADS_LOG_KEEP: 3,
    });
    expect(() => loadRetentionEnv({ LEAD_RETENTION_DAYS: '0' })).toThrow(
      'LEAD_RETENTION_DAYS must be an integer from 1 to 36500 (days a quote request is kept) (got "0")',
    );
    // The consent record's floor: four years and a day; the server refuses to start below it (issue 30, point 8).
    expect(() => loadEnv({ CONSENT_RETENTION_DAYS: '1460' })).toThrow(
      /CONSENT_RETENTION_DAYS must be an integer from 1461 to 36500/,
    );
    expect(loadEnv({ CONSENT_RETENTION_DAYS: '2000' }).CONSENT_RETENTION_DAYS).toBe(2000);
  });
});
