import { existsSync, realpathSync } from 'node:fs';
import { createServer, type Server, type ServerOptions } from 'node:http';
import { type AddressInfo, isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiRouter } from './api';
import { createApp } from './app';
import { DataDirPermissionsError, ensurePrivateDir } from './data-dir';
import { DataDirLockedError, DbUnavailableError, describeDb } from './db';
import { withTimeout } from './db/types';
import { type Env, EnvError, loadEnv } from './env';
import type { Logger } from './logger';
import { createPinoLogger } from './pino-logger';
import { type LeadServices, startLeadServices } from './services';

/** How long in-flight requests get to finish after SIGTERM/SIGINT before connections are cut. */
export const shutdownGraceMs = 5000;

/**
 * Explicit bounds on a slow client (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS): a request
 * whose headers or body trickle in is answered 408 and closed, checked every second. The idle
 * keep-alive bound (HTTP_KEEP_ALIVE_TIMEOUT_MS) is set on the server after it is created.
 */
export function httpServerOptions(
  env: Pick<Env, 'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS'>,
): ServerOptions {
  return {
    headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: 1000,
  };
}

export interface RunningServer {
  server: Server;
  /** http://HOST:PORT as bound (the real port when PORT was 0). */
  url: string;
  /**
   * Stops accepting, lets in-flight requests finish, then cuts what is left after the grace
   * period; then stops the outbox worker and closes the database, when it was given them.
   */
  close(): Promise<void>;
}

/**
 * Creates the app on env.DIST_DIR and listens on env.HOST:env.PORT. With `leads` (the database
 * and the outbox worker, see `startLeadServices`), `POST /api/quotes` takes leads; `close()`
 * then closes them too, after the last request.
 */
export async function startServer(env: Env, logger: Logger, leads?: LeadServices): Promise<RunningServer> {
  const app = createApp({
    distDir: resolve(env.DIST_DIR),
    logger,
    trustProxy: env.TRUST_PROXY,
    hstsPreload: env.HSTS_PRELOAD,
    quotePageRateLimit: env.QUOTE_PAGE_RATE_LIMIT,
    ...(leads
      ? {
          api: createApiRouter({ quotes: leads.quotes }),
          // Ready: the database answers, and lead requests are being finished (not all slots stuck).
          readiness: async () => {
            const stuck = leads.quotes.inFlight?.stuck();
            if (stuck !== undefined) throw new Error(`Lead intake stuck: ${stuck}`);
            await withTimeout(leads.db.query('SELECT 1'), env.DB_QUERY_TIMEOUT_MS, 'readiness check');
          },
          // The quote form page (no script) carries a token from the same issuer as the dialog's.
          issueFormToken: () => leads.quotes.formTokens.issueFormToken(Date.now()),
        }
      : {}),
  });
  const server = createServer(httpServerOptions(env), app);
  server.keepAliveTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', fail);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  const url = `http://${host}:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((done) => {
      const force = setTimeout(() => {
        logger.warn(`Requests still open after ${shutdownGraceMs} ms: closing their connections`);
        server.closeAllConnections();
      }, shutdownGraceMs);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        void (leads ? leads.close() : Promise.resolve()).then(done, done);
      });
      // Keep-alive connections with no request in flight would hold close() open: end them now.
      server.closeIdleConnections();
    });
    return closing;
  };
  return { server, url, close };
}

/**
 * Whether HOST listens on every interface: the unspecified address however it is spelled
 * ("0.0.0.0", "0", "::", "::0", "[::]", "0:0:0:0:0:0:0:0" ...), which Node binds as such.
 */
export function listensEverywhere(host: string): boolean {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  if (bare === '') return true;
  if (/^0+(\.0+){0,3}$/.test(bare)) return true;
  return isIP(bare) === 6 && new URL(`http://[${bare}]/`).hostname === '[::]';
}

/**
 * The warning for TRUST_PROXY set on a server that listens on every interface: a client that
 * reaches the port directly, past the proxy, writes its own X-Forwarded-For and picks the IP its
 * limit is counted under. Undefined when the pair is safe.
 */
export function trustProxyWarning(env: Pick<Env, 'TRUST_PROXY' | 'HOST'>): string | undefined {
  if (env.TRUST_PROXY === undefined || env.TRUST_PROXY === false || env.TRUST_PROXY === 0) return undefined;
  if (!listensEverywhere(env.HOST)) return undefined;
  return `TRUST_PROXY is set and HOST=${env.HOST} listens on every interface: a client that reaches this port directly, not through the proxy, chooses the IP its rate limit is counted under (X-Forwarded-For). Set HOST to the address only the proxy reaches (e.g. 127.0.0.1), or firewall the port.`;
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * The server process: validate env, check the build, open the database and apply migrations,
 * start the outbox worker, listen, stop cleanly on SIGTERM/SIGINT.
 */
export async function main(source: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  let env: Env;
  try {
    env = loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  const logger = createPinoLogger(env.LOG_LEVEL);
  const proxyWarning = trustProxyWarning(env);
  if (proxyWarning) logger.warn(proxyWarning);
  const distDir = resolve(env.DIST_DIR);
  if (!existsSync(join(distDir, 'index.html'))) {
    fail(`No built site in ${distDir} (index.html is missing): run \`npm run build\` first.`);
  }

  let leads: LeadServices;
  try {
    // leads.log and the embedded database live here, with either database.
    ensurePrivateDir(env.DATA_DIR);
    leads = await startLeadServices(env, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DataDirPermissionsError) fail(error.message);
    if (error instanceof DbUnavailableError) {
      const where = describeDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
      fail(`Cannot reach the database (${where}): ${error.message}. Start it, or check DATABASE_URL.`);
    }
    throw error;
  }

  let running: RunningServer;
  try {
    running = await startServer(env, logger, leads);
  } catch (error) {
    await leads.close();
    const code = (error as { code?: string }).code;
    if (code === 'EADDRINUSE') fail(`Cannot listen on ${env.HOST}:${env.PORT}: the port is in use (set PORT).`);
    if (code === 'EADDRNOTAVAIL') fail(`Cannot listen on ${env.HOST}:${env.PORT}: no such address here (set HOST).`);
    if (code === 'EACCES') fail(`Cannot listen on ${env.HOST}:${env.PORT}: permission denied (set PORT).`);
    throw error;
  }
  logger.info(`Listening on ${running.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C: do not wait for the grace period.
      running.server.closeAllConnections();
      return;
    }
    stopping = true;
    logger.info(`${signal}: shutting down`);
    void running
      .close()
      .then(() => {
        logger.info('Stopped');
        return logger.close();
      })
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return running;
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    process.stderr.write(`Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
