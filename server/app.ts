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
import helmet from 'helmet';
import { createApiRouter, jsonBodyLimit } from './api';
import type { TrustProxy } from './env';
import { type Logger, silentLogger } from './logger';
import { indexSite, resolvePath, type SiteFile } from './site';

export interface AppOptions {
  /** The built site (vite-react-ssg output, `dirStyle: 'flat'`). Indexed once, here. */
  distDir: string;
  /** Defaults to a silent logger. */
  logger?: Logger;
  /** Express's `trust proxy` setting (TRUST_PROXY); unset trusts no proxy. */
  trustProxy?: TrustProxy;
  /** The router mounted at /api; defaults to `createApiRouter()` (where POST /api/quotes goes). */
  api?: Router;
  /** Mounts extra routes after /api and before the static site (tests use it to throw). */
  mount?: (app: Express) => void;
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

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'upgrade-insecure-requests': [],
};

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
 * API bodies are UTF-8 (JSON's own encoding; the dialog sends no charset). A body declared in
 * another charset (utf-7, utf-16, latin1 ...) is refused with 415 before the parser would decode it.
 */
const utf8Only: RequestHandler = (req, res, next) => {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    res.status(415).json({ error: 'Unsupported Media Type' });
    return;
  }
  next();
};

/**
 * The site's Express app (no listen): security headers, compression, /healthz, the JSON API at
 * /api, legacy and canonical 301s, the prerendered pages and files of distDir, a 404 page with
 * status 404, and an error handler that never shows a stack trace.
 */
export function createApp(options: AppOptions): Express {
  const distDir = resolve(options.distDir);
  const logger = options.logger ?? silentLogger;
  const site = indexSite(distDir);
  const notFoundPage = readPage(distDir, '404.html', 'Page not found', logger);
  const errorPage = readPage(distDir, '500.html', 'Server error', logger);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);

  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.debug(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
      strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
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

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', cacheControl.none).json({ status: 'ok' });
  });

  // The JSON API. POST /api/quotes is added in api.ts (createApiRouter).
  app.use(
    '/api',
    (_req, res, next) => {
      res.locals.api = true;
      res.set('Cache-Control', cacheControl.none);
      next();
    },
    utf8Only,
    express.json({ limit: jsonBodyLimit }),
    options.api ?? createApiRouter(),
    (_req, res) => {
      res.status(404).json({ error: 'Not Found' });
    },
  );

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
