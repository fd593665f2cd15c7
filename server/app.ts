import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express, {
  type ErrorRequestHandler,
  type Express,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import { getPath } from '#core/paths';
import { createApiRouter, formBodyLimit, jsonBodyLimit } from './api';
import { contentSecurityPolicy, readCspManifest } from './csp';
import type { TrustProxy } from './env';
import { oneAnswerAtATime } from './in-order';
import { ipLimitKey } from './leads/contact-keys';
import { type Logger, silentLogger } from './logger';
import { createQuotePages } from './quote-pages';
import { indexSite, resolvePath, type SiteFile } from './site';
import { takeTurns } from './turns';

export interface AppOptions {
  /** The built site (vite-react-ssg output, `dirStyle: 'flat'`). Indexed once, here. */
  distDir: string;
  /** Defaults to a silent logger. */
  logger?: Logger;
  /** Express's `trust proxy` setting (TRUST_PROXY); unset trusts no proxy. */
  trustProxy?: TrustProxy;
  /** The router mounted at /api; defaults to `createApiRouter()` (where POST /api/quotes goes). */
  api?: Router;
  /**
   * Issues the form token the server puts in the quote form page (/quote) each time it serves
   * it, for the form to send back without script. Without it the page's token input is empty.
   */
  issueFormToken?: () => string;
  /** Mounts extra routes after /api and before the static site (tests use it to throw). */
  mount?: (app: Express) => void;
  /** HSTS_PRELOAD: add `preload` to Strict-Transport-Security (off by default; see the README). */
  hstsPreload?: boolean;
  /**
   * What /readyz checks (the server: `SELECT 1` on the database, bounded by DB_QUERY_TIMEOUT_MS);
   * it throws when not ready. Unset: nothing to wait for, /readyz answers like /healthz.
   */
  readiness?: () => Promise<unknown>;
  /**
   * QUOTE_PAGE_RATE_LIMIT: quote form and problem pages one client IP may load per window (each is
   * made for the request, with a signed token), past which it gets 429. Default 60 a minute.
   */
  quotePageRateLimit?: { limit: number; windowMs: number };
  /**
   * How long any answer, a page's or the API's, may wait for a client that takes none of its
   * bytes before the connection is closed (in-order.ts, which also holds every answer but one per
   * connection back). Default `answerStallMs` (10 s, the API's write bound of decision 0070).
   */
  answerStallMs?: number;
}

export const cacheControl = {
  /** Hashed file names under /assets: the content of a URL never changes. */
  asset: 'public, max-age=31536000, immutable',
  /** HTML: always revalidate (ETag / Last-Modified make that a cheap 304). */
  page: 'no-cache',
  /** favicon, robots.txt, sitemap.xml, logo: stable names, short life. */
  static: 'public, max-age=3600',
  /** 301s from legacy and non-canonical URLs. */
  redirect: 'public, max-age=3600',
  /** Health checks, API answers, error answers. */
  none: 'no-store',
} as const;

/** Retry-After of a 503 from /readyz. */
export const readyRetryAfterSeconds = 5;

export const permissionsPolicy = 'camera=(), microphone=(), geolocation=()';

const fallbackPage = (title: string) =>
  Buffer.from(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p><a href="/">Home page</a></p></body></html>`,
  );

function readPage(distDir: string, name: string, title: string, logger: Logger): Buffer {
  try {
    return readFileSync(join(distDir, name));
  } catch {
    logger.warn(`${name} is missing from ${distDir}: using a plain fallback page`);
    return fallbackPage(title);
  }
}

/** Headers a half-prepared file response may carry, cleared before an error answer replaces it. */
const entityHeaders = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
];

/** The HTTP status an error asks for: a client error it carries (body parser: 400, 413 ...), else 500. */
function statusOf(err: unknown): number {
  if (typeof err === 'object' && err !== null) {
    const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
    const code = typeof status === 'number' ? status : statusCode;
    if (typeof code === 'number' && code >= 400 && code < 500) return code;
  }
  return 500;
}

/**
 * The longest request target (path and query) the server reads: every page, asset and legacy
 * URL of the site is far shorter. Longer targets are answered 414 before any route, regular
 * expression or lookup sees them.
 */
export const maxRequestTargetLength = 1024;

/** A request target for the log: its first 200 characters and its length when longer. */
function loggedTarget(target: string): string {
  return target.length > 200 ? `${target.slice(0, 200)}...(${target.length} chars)` : target;
}

/**
 * 414 for a request target over `maxRequestTargetLength`. Mounted first (after the timing of
 * the debug log): Express reaches it without matching a route pattern (a middleware at "/"
 * matches without one), and it reads only the length of the raw target.
 */
const rejectLongTargets: RequestHandler = (req, res, next) => {
  if (req.url.length <= maxRequestTargetLength) {
    next();
    return;
  }
  res.status(414).set('Cache-Control', cacheControl.none).set('Connection', 'close').type('text');
  res.send('URI Too Long');
};

/**
 * API bodies are UTF-8 (JSON's own encoding; the dialog sends no charset). A body declared in
 * another charset (utf-7, utf-16, latin1 ...) is refused with 415 before the parser would decode it.
 */

/** How many API requests go on per turn of the event loop (turns.ts). */
export const apiRequestsPerTurn = 4;

/**
 * 400 for a request with more than one Host header: HTTP/1.1 allows exactly one (RFC 9112, 3.2),
 * and Node keeps only the first, so a proxy that reads the last would see another host than we do.
 */
const oneHostHeader: RequestHandler = (req, res, next) => {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]?.toLowerCase() === 'host') hosts++;
  }
  if (hosts <= 1) {
    next();
    return;
  }
  res.status(400).set('Cache-Control', cacheControl.none).set('Connection', 'close').type('text');
  res.send('Bad Request: more than one Host header');
};

const utf8Only: RequestHandler = (req, res, next) => {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    res.status(415).json({ error: 'Unsupported Media Type' });
    return;
  }
  next();
};

/**
 * The site's Express app (no listen): security headers, compression, /healthz and /readyz, the JSON API at
 * /api, legacy and canonical 301s, the prerendered pages and files of distDir, a 404 page with
 * status 404, and an error handler that never shows a stack trace.
 */
export function createApp(options: AppOptions): Express {
  const distDir = resolve(options.distDir);
  const logger = options.logger ?? silentLogger;
  const site = indexSite(distDir);
  const notFoundPage = readPage(distDir, '404.html', 'Page not found', logger);
  const errorPage = readPage(distDir, '500.html', 'Server error', logger);
  const csp = readCspManifest(distDir);
  if (!csp) logger.info(`${distDir} has no CSP manifest: no inline style is allowed (npm run build writes one)`);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  // One answer at a time per connection: a pipelining client that never reads holds one (issue 44).
  app.use(oneAnswerAtATime({ stallMs: options.answerStallMs }));

  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.debug(`${req.method} ${loggedTarget(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  });
  app.use(rejectLongTargets);
  app.use(oneHostHeader);

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(csp?.styleHashes, csp?.scriptHashes),
      },
      strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true, preload: options.hstsPreload === true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy);
    next();
  });
  app.use(compression());

  const sendNotFound = (res: Response) => {
    res.status(404).set('Cache-Control', cacheControl.page).type('html').send(notFoundPage);
  };

  // Liveness: the process answers. Readiness: it can also take a lead (the database answers).
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', cacheControl.none).json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    res.set('Cache-Control', cacheControl.none);
    void Promise.resolve(options.readiness?.()).then(
      () => res.json({ status: 'ready' }),
      (error: unknown) => {
        logger.warn('Not ready', {
          error: error instanceof Error ? error.message : String(error),
        });
        res.status(503).set('Retry-After', String(readyRetryAfterSeconds)).json({ status: 'unavailable' });
      },
    );
  });

  // A few API and quote page requests per turn of the event loop: a flood of either cannot keep
  // /healthz or the static pages waiting behind it (turns.ts).
  const turns = takeTurns(apiRequestsPerTurn);

  // The JSON API. POST /api/quotes is added in api.ts (createApiRouter).
  app.use(
    '/api',
    (_req, res, next) => {
      res.locals.api = true;
      res.set('Cache-Control', cacheControl.none);
      next();
    },
    turns,
    utf8Only,
    express.json({ limit: jsonBodyLimit }),
    // The quote form page posts without script: a small urlencoded body, flat keys only.
    express.urlencoded({ extended: false, limit: formBodyLimit, parameterLimit: 32 }),
    options.api ?? createApiRouter(),
    (_req, res) => {
      res.status(404).json({ error: 'Not Found' });
    },
  );

  // The quote form page (a fresh token each time, never cached) and its problem page.
  const quotePages = createQuotePages({
    distDir,
    ...(options.issueFormToken ? { issueFormToken: options.issueFormToken } : {}),
  });
  // Made per request (a fresh token): taken in turns and limited per client IP like the API.
  const quotePageLimit = rateLimit({
    windowMs: options.quotePageRateLimit?.windowMs ?? 60_000,
    limit: options.quotePageRateLimit?.limit ?? 60,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    validate: { xForwardedForHeader: false, trustProxy: false, keyGeneratorIpFallback: false },
    keyGenerator: (req) => ipLimitKey(req.ip),
    handler: (_req, res) => {
      res.status(429).set('Cache-Control', cacheControl.none).type('text');
      res.send('Too Many Requests: please wait a minute, or call us.');
    },
  });
  if (quotePages.form) app.get(getPath('quote'), turns, quotePageLimit, quotePages.form);
  if (quotePages.problem) app.get(getPath('quoteProblem'), turns, quotePageLimit, quotePages.problem);

  options.mount?.(app);

  const sendSiteFile = (res: Response, file: SiteFile, next: (err?: unknown) => void) => {
    res.status(file.status);
    res.sendFile(
      file.file,
      {
        root: distDir,
        dotfiles: 'allow', // only indexed files get here, and the index holds no dotfiles
        acceptRanges: file.status === 200,
        cacheControl: false,
        headers: { 'Cache-Control': cacheControl[file.kind] },
      },
      (err?: Error & { code?: string; status?: number }) => {
        // A visitor who navigates away mid-download is not a server error.
        if (!err || res.headersSent || err.code === 'ECONNABORTED') return;
        // Deleted since start (a rebuild in place): the index is stale, answer 404 anyway.
        if (err.code === 'ENOENT' || err.status === 404) {
          for (const name of entityHeaders) res.removeHeader(name);
          sendNotFound(res);
          return;
        }
        next(err);
      },
    );
  };

  const sitePages: RequestHandler = (req, res, next) => {
    const found = resolvePath(site, req.path);
    if (found.type === 'bad') {
      res.status(400).set('Cache-Control', cacheControl.none).type('text').send('Bad Request');
      return;
    }
    if (found.type === 'none') {
      sendNotFound(res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').set('Cache-Control', cacheControl.none).type('text');
      res.send('Method Not Allowed');
      return;
    }
    if (found.type === 'redirect') {
      const query = req.originalUrl.indexOf('?');
      const location = query === -1 ? found.location : found.location + req.originalUrl.slice(query);
      res.set('Cache-Control', cacheControl.redirect).redirect(301, location);
      return;
    }
    sendSiteFile(res, found.file, next);
  };
  app.use(sitePages);

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = statusOf(err);
    if (status >= 500) {
      logger.error(`${req.method} ${req.originalUrl} failed`, {
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      });
    } else {
      logger.debug(`${req.method} ${req.originalUrl} rejected with ${status}`);
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of entityHeaders) res.removeHeader(name);
    res.status(status).set('Cache-Control', cacheControl.none);
    if (res.locals.api === true) {
      res.json({ error: status >= 500 ? 'Internal Server Error' : (STATUS_CODES[status] ?? 'Error') });
    } else if (status === 404) {
      res.type('html').send(notFoundPage);
    } else if (status >= 500) {
      res.type('html').send(errorPage);
    } else {
      res.type('text').send(STATUS_CODES[status] ?? 'Error');
    }
  };
  app.use(onError);

  return app;
}
