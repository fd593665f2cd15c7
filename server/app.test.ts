import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirects } from '#core/redirects';
import { createApp, maxRequestTargetLength } from './app';
import { createPgliteDb } from './db/pglite';
import { silentLogger } from './logger';

const inlineStyleHash = `'sha256-${createHash('sha256').update('body{margin:0}').digest('base64')}'`;

/** A small built site: pages, error pages, a legacy page, a hashed asset, robots.txt. */
const page = (marker: string, size = 0) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>${marker}</title></head><body><h1>${marker}</h1>${'<p>padding</p>'.repeat(size)}</body></html>`;

const fixture: Record<string, string> = {
  'index.html': page('HOME PAGE'),
  'about.html': page('ABOUT PAGE', 200),
  'tx.html': page('TEXAS PAGE'),
  'tx/houston.html': page('HOUSTON PAGE'),
  '404.html': page('NOT FOUND PAGE'),
  '500.html': page('SERVER ERROR PAGE'),
  'faqs.html': page('LEGACY FAQS PAGE'),
  'faq.html': page('FAQ PAGE'),
  'assets/app-abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});\n`,
  'robots.txt': 'User-agent: *\nAllow: /\n',
  '.env': 'DOTFILE SECRET',
  // The build's CSP manifest (build/finish-build.ts): the inline styles the pages may hold.
  '.csp-hashes.json': JSON.stringify({ styleHashes: [inlineStyleHash] }),
};

let root: string;
let server: Server;
let port: number;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A raw HTTP request: the path goes on the wire exactly as written (fetch would normalise it). */
function get(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          done({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'server-test-'));
  const dist = join(root, 'dist');
  for (const [name, content] of Object.entries(fixture)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
  writeFileSync(join(root, 'package.json'), '{"name": "OUTSIDE SECRET"}');

  const api = express.Router();
  api.get('/boom', () => {
    throw new Error('api exploded at SECRET_STACK_MARKER');
  });
  api.post('/echo', (req, res) => {
    res.json({ got: req.body as unknown });
  });
  const app = createApp({
    distDir: dist,
    logger: silentLogger,
    api,
    mount: (app) =>
      app.get('/explode', () => {
        throw new Error('page exploded at SECRET_STACK_MARKER');
      }),
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((done) => server.once('listening', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(root, { recursive: true, force: true });
});

describe('health check', () => {
  it('answers /healthz with JSON and no-store', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('readiness check', () => {
  /** GET path from an app of its own with this readiness check. */
  async function getWith(readiness: (() => Promise<unknown>) | undefined, path: string) {
    const app = createApp({ distDir: join(root, 'dist'), logger: silentLogger, ...(readiness ? { readiness } : {}) });
    const local = app.listen(0, '127.0.0.1');
    await new Promise<void>((done) => local.once('listening', done));
    try {
      const res = await fetch(`http://127.0.0.1:${(local.address() as AddressInfo).port}${path}`);
      return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
    } finally {
      await new Promise<void>((done) => local.close(() => done()));
    }
  }

  it('answers /readyz 200 while SELECT 1 answers, 503 with Retry-After once the database is gone', async () => {
    const db = await createPgliteDb({ timeoutMs: 25_000 });
    const readiness = () => db.query('SELECT 1');
    const ready = await getWith(readiness, '/readyz');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    await db.close();
    const down = await getWith(readiness, '/readyz');
    expect(down).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.headers.get('cache-control')).toBe('no-store');
    // Liveness is not readiness: the process still answers.
    expect(await getWith(readiness, '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  }, 60_000);

  it('answers /healthz while the database hangs: liveness never waits behind it', async () => {
    let asked = 0;
    const hanging = () => {
      asked += 1;
      return new Promise<never>(() => {});
    };
    expect(await getWith(hanging, '/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(asked).toBe(0);
  });

  it('is ready when there is nothing to check', async () => {
    expect(await getWith(undefined, '/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});

describe('redirects', () => {
  it.each(redirects.map((r) => [r.from, r.to]))('%s -> 301 %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('answers a legacy path with its 301 even though dist holds a page for it', async () => {
    const res = await get('/faqs');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/faq');
    expect(res.body).not.toContain('LEGACY FAQS PAGE');
  });

  it('keeps the query string', async () => {
    expect((await get('/faqs?utm_source=mail&x=1')).headers.location).toBe('/faq?utm_source=mail&x=1');
    expect((await get('/about/?a=b')).headers.location).toBe('/about?a=b');
    expect((await get('/About?a=b')).headers.location).toBe('/about?a=b');
  });

  it.each([
    ['/about/', '/about'],
    ['/tx/', '/tx'],
    ['/tx/houston/', '/tx/houston'],
    ['/about///', '/about'],
    ['/faqs/', '/faq'],
    ['//', '/'],
  ])('drops the trailing slash: %s -> %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it.each([
    ['/About', '/about'],
    ['/TX/Houston', '/tx/houston'],
    ['/TX', '/tx'],
    ['/TX/Houston/', '/tx/houston'],
    ['/FAQS', '/faq'],
    ['/About-Us', '/about'],
  ])('lower-cases a page path: %s -> %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it.each([
    ['/about.html', '/about'],
    ['/tx/houston.html', '/tx/houston'],
    ['/tx.html', '/tx'],
    ['/faqs.html', '/faq'],
    ['/index.html', '/'],
    ['/index.html.html', '/'],
    ['/About.html', '/about'],
  ])('gives a page one URL: %s -> %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('never redirects to another host', async () => {
    for (const path of ['//evil.example/', '//evil.example//', '///evil.example/']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('does not lower-case unknown paths or hashed assets', async () => {
    expect((await get('/Nope')).status).toBe(404);
    expect((await get('/ASSETS/APP-ABC123.JS')).status).toBe(404);
  });
});

describe('pages', () => {
  it.each([
    ['/', 'HOME PAGE'],
    ['/about', 'ABOUT PAGE'],
    ['/tx', 'TEXAS PAGE'],
    ['/tx/houston', 'HOUSTON PAGE'],
    ['/faq', 'FAQ PAGE'],
    ['/about?ref=x', 'ABOUT PAGE'],
  ])('%s -> 200 HTML', async (path, marker) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(marker);
  });

  it('serves other files under their names with their types', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(fixture['robots.txt']);
    const asset = await get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  });

  it('answers HEAD like GET, without a body', async () => {
    const head = await get('/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers.etag).toBeDefined();
    expect(head.body).toBe('');
    expect((await get('/nope', { method: 'HEAD' })).status).toBe(404);
    const moved = await get('/faqs', { method: 'HEAD' });
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/faq');
  });

  it('refuses other methods on pages', async () => {
    const res = await get('/about', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('compresses text with gzip', async () => {
    const res = await get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body).toContain('ABOUT PAGE');
    const asset = await get('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers['content-encoding']).toBe('gzip');
  });
});

describe('not found', () => {
  it.each([
    '/nope',
    '/zz',
    '/tx/nowhere',
    '/tx/houston/extra',
    '/assets',
    '/assets/missing-abc.js',
    '/.env',
    '/404.html.txt',
  ])('%s -> 404 with the 404 page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('NOT FOUND PAGE');
    expect(res.body).not.toContain('DOTFILE SECRET');
  });

  it('serves the error pages with their own status', async () => {
    const notFound = await get('/404');
    expect(notFound.status).toBe(404);
    expect(notFound.body).toContain('NOT FOUND PAGE');
    const error = await get('/500');
    expect(error.status).toBe(500);
    expect(error.body).toContain('SERVER ERROR PAGE');
  });

  it('answers unknown /api paths with JSON', async () => {
    const res = await get('/api/nope');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ error: 'Not Found' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('path traversal', () => {
  it.each([
    '/../package.json',
    '/../../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/assets/..%5c..%5cpackage.json',
    '/..%5cpackage.json',
    '/%00',
    '/about%00.html',
    '/about%',
    '/%zz',
    '/./about',
    '/tx/../about',
    '/.%2e/package.json',
  ])('%s -> 4xx, never the file', async (path) => {
    const res = await get(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toContain('OUTSIDE SECRET');
    expect(res.body).not.toContain('ABOUT PAGE');
  });

  it('answers NUL bytes and broken escapes with 400', async () => {
    expect((await get('/%00')).status).toBe(400);
    expect((await get('/about%')).status).toBe(400);
  });
});

describe('caching', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates HTML, with validators', async () => {
    const res = await get('/tx/houston');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['last-modified']).toBeDefined();
  });

  it('caches other files for an hour', async () => {
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    for (const path of ['/about', '/assets/app-abc123.js']) {
      const first = await get(path);
      const etag = first.headers.etag;
      expect(etag).toBeDefined();
      const again = await get(path, { headers: { 'If-None-Match': etag ?? '' } });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('answers 304 to If-Modified-Since', async () => {
    const first = await get('/about');
    const again = await get('/about', { headers: { 'If-Modified-Since': first.headers['last-modified'] ?? '' } });
    expect(again.status).toBe(304);
  });

  it('never answers 304 for a 404', async () => {
    const first = await get('/nope');
    const again = await get('/nope', { headers: { 'If-None-Match': first.headers.etag ?? '*' } });
    expect(again.status).toBe(404);
  });
});

describe('security headers', () => {
  it('sends them on pages, 404s and redirects', async () => {
    for (const path of ['/', '/nope', '/faqs', '/assets/app-abc123.js']) {
      const { headers } = await get(path);
      const csp = String(headers['content-security-policy'] ?? '');
      const directives = new Map(
        csp.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(directives.get('default-src')).toBe("'self'");
      expect(directives.get('script-src')).toBe("'self' 'inline-speculation-rules'");
      expect(directives.get('script-src')).not.toContain('unsafe-inline');
      expect(directives.get('style-src')).toBe(`'self' ${inlineStyleHash}`);
      expect(directives.get('img-src')).toBe("'self' data:");
      expect(directives.get('object-src')).toBe("'none'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(directives.get('base-uri')).toBe("'self'");
      expect(directives.get('form-action')).toBe("'self'");
      expect(directives.has('upgrade-insecure-requests')).toBe(true);

      const hsts = headers['strict-transport-security'] ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
      expect(hsts).toContain('includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('security headers: options', () => {
  /** The headers of `/` from an app of its own. */
  const headersOf = async (options: { hstsPreload?: boolean; distDir?: string }) => {
    const app = createApp({ distDir: join(root, 'dist'), logger: silentLogger, ...options });
    const local = app.listen(0, '127.0.0.1');
    await new Promise<void>((done) => local.once('listening', done));
    const res = await fetch(`http://127.0.0.1:${(local.address() as AddressInfo).port}/`);
    await new Promise<void>((done) => local.close(() => done()));
    return res.headers;
  };

  it('adds preload to HSTS only when asked (HSTS_PRELOAD)', async () => {
    expect((await headersOf({})).get('strict-transport-security')).not.toContain('preload');
    expect((await headersOf({ hstsPreload: true })).get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });

  it('allows no inline style at all when the build has no CSP manifest', async () => {
    const bare = join(root, 'bare-dist');
    mkdirSync(bare, { recursive: true });
    writeFileSync(join(bare, 'index.html'), page('BARE'));
    expect((await headersOf({ distDir: bare })).get('content-security-policy')).toMatch(/style-src 'self';/);
  });

  it('never serves the CSP manifest', async () => {
    expect((await get('/.csp-hashes.json')).status).toBe(404);
  });
});

describe('request target length', () => {
  it('answers a target over 1 KB with 414 before routing, and serves one of 1 KB', async () => {
    const long = await get(`/${'a'.repeat(maxRequestTargetLength)}`);
    expect(long.status).toBe(414);
    expect(long.body).toBe('URI Too Long');
    expect(long.headers['cache-control']).toBe('no-store');
    // Even where a route would answer: the query counts too.
    expect((await get(`/healthz?${'q'.repeat(maxRequestTargetLength)}`)).status).toBe(414);
    expect((await get(`/${'a'.repeat(maxRequestTargetLength - 1)}`)).status).toBe(404);
  });
});

describe('Host header', () => {
  /** The status line of a request written as is (Node's client would not send two Host headers). */
  const statusLineOf = (head: string) =>
    new Promise<string>((done, fail) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(head));
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
      });
      socket.on('close', () => done(text.split('\r\n')[0] ?? ''));
      socket.on('error', fail);
    });

  it('refuses a request with two Host headers (400), and serves one with one (issue 27)', async () => {
    expect(
      await statusLineOf('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n'),
    ).toBe('HTTP/1.1 400 Bad Request');
    expect(await statusLineOf('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')).toBe(
      'HTTP/1.1 200 OK',
    );
  });
});

describe('errors', () => {
  it('answers an error on a page with the 500 page, no stack', async () => {
    const res = await get('/explode');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('SERVER ERROR PAGE');
    expect(res.body).not.toContain('SECRET_STACK_MARKER');
  });

  it('answers an error under /api with JSON, no stack', async () => {
    const res = await get('/api/boom');
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body)).toEqual({ error: 'Internal Server Error' });
    expect(res.body).not.toContain('SECRET_STACK_MARKER');
  });

  it('parses JSON bodies under /api and refuses bad ones with 400 JSON', async () => {
    const headers = { 'Content-Type': 'application/json' };
    const ok = await get('/api/echo', { method: 'POST', headers, body: '{"a":1}' });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toEqual({ got: { a: 1 } });
    const bad = await get('/api/echo', { method: 'POST', headers, body: '{"a":' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ error: 'Bad Request' });
    const big = await get('/api/echo', { method: 'POST', headers, body: JSON.stringify({ a: 'x'.repeat(20000) }) });
    expect(big.status).toBe(413);
  });

  it('refuses API bodies declared in a charset other than UTF-8 with 415 JSON', async () => {
    const body = '{"a":1}';
    for (const charset of ['utf-7', 'UTF-16', 'latin1', '"iso-8859-1"']) {
      const refused = await get('/api/echo', {
        method: 'POST',
        headers: { 'Content-Type': `application/json; charset=${charset}` },
        body,
      });
      expect(refused.status).toBe(415);
      expect(JSON.parse(refused.body)).toEqual({ error: 'Unsupported Media Type' });
    }
    const utf8 = await get('/api/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      body,
    });
    expect(utf8.status).toBe(200);
  });
});
