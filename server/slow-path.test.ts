import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { type RunningServer, startServer } from './index';
import { silentLogger } from './logger';
import { candidatePaths, resolvePath, type SiteFile, type SiteIndex } from './site';

/**
 * Issue 11, item 1: no request may stall the server. The request targets that took seconds
 * (a path made of `.html` repeated, a run of slashes) are answered within 50 ms, and /healthz
 * answers within 50 ms while 20 of them are in flight. The bound is the (the cost before
 * the fix was 46.9 s for one); it is checked on the server's own CPU time over its handling of
 * each request (Express answers these synchronously within the 'request' event), which a busy
 * machine does not inflate: under 50 ms for one such request, and for all 20 and /healthz
 * together, so nothing can wait longer than that on the server's work. Wall-clock times (the
 * server's, from the request to the end of its answer, and the client's) are printed.
 */

const boundMs = 50;

/** The shapes the issue measured, and a plain long path. */
const hostile: ReadonlyArray<[string, string]> = [
  ['a 16 KB path', `/${'a'.repeat(16 * 1024)}`],
  ['/A + .html x 3250', `/A${'.html'.repeat(3250)}`],
  ['/ + 16,000 / + a', `/${'/'.repeat(16_000)}a`],
  ['a 1 KB path of .html', `/A${'.html'.repeat(203)}`],
  ['a 1 KB path of slashes', `/${'/'.repeat(1020)}a`],
];

const root = mkdtempSync(join(tmpdir(), 'slow-path-'));
let running: RunningServer;
/** How long the server took from each request (by its path) to the end of its answer. */
const serverMs = new Map<string, number>();
/** CPU time (ms) of the server's handling of each request, in order: the 'request' event's listeners. */
const handlingCpu: number[] = [];

/** The server's handling CPU over the requests answered during `fn`, in ms. */
async function cpuDuring<T>(fn: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const from = handlingCpu.length;
  const value = await fn();
  return { value, cpuMs: handlingCpu.slice(from).reduce((sum, ms) => sum + ms, 0) };
}

beforeAll(async () => {
  mkdirSync(join(root, 'dist'));
  for (const page of ['index.html', '404.html', 'about.html']) {
    writeFileSync(join(root, 'dist', page), `<!DOCTYPE html><title>${page}</title>`);
  }
  const env = { ...loadEnv({ HOST: '127.0.0.1', DIST_DIR: join(root, 'dist') }), PORT: 0 };
  running = await startServer(env, silentLogger);
  let cpuBefore = process.cpuUsage();
  running.server.prependListener('request', (req, res) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => serverMs.set(req.url ?? '', Number(process.hrtime.bigint() - started) / 1e6));
    cpuBefore = process.cpuUsage();
  });
  // After the app's own listener: its synchronous handling (routing, resolving, the answer) is done.
  running.server.on('request', () => {
    const used = process.cpuUsage(cpuBefore);
    handlingCpu.push((used.user + used.system) / 1000);
  });
});

afterAll(async () => {
  await running.close();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  /** From writing the request to the end of the answer, as this client saw it. */
  ms: number;
}

/** Sends a GET; `written` resolves once the request is on the wire, `answer` with the answer. */
function send(path: string): { written: Promise<void>; answer: Promise<Answer> } {
  const { hostname, port } = new URL(running.url);
  let started = performance.now();
  let written!: () => void;
  const onWire = new Promise<void>((done) => {
    written = done;
  });
  const answer = new Promise<Answer>((done, fail) => {
    const req = request({ host: hostname, port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', fail);
    req.on('socket', (socket) => {
      socket.once('connect', () => {
        started = performance.now();
      });
    });
    req.on('finish', written);
    req.end();
  });
  return { written: onWire, answer };
}

describe('slow paths (issue 11, item 1)', () => {
  it.each(hostile)('answers %s within 50 ms', async (name, path) => {
    const { value: answer, cpuMs } = await cpuDuring(() => send(path).answer);
    const server = serverMs.get(path);
    console.log(
      `[slow-path] ${name} (${path.length} chars): ${answer.status}, ${cpuMs.toFixed(2)} ms of server CPU; ${server?.toFixed(2) ?? '-'} ms (server), ${answer.ms.toFixed(1)} ms (client)`,
    );
    expect(cpuMs).toBeLessThan(boundMs);
    if (answer.status === 431) {
      // Over Node's own header limit (16 KB with the request line): refused by its parser, before our code.
      expect(path.length).toBeGreaterThan(16_000);
      return;
    }
    expect(answer.status).toBe(path.length > 1024 ? 414 : 404);
    expect(server).toBeDefined();
  });

  it('answers /healthz within 50 ms while 20 such requests are in flight', async () => {
    const shapes = hostile.map(([, path]) => path);
    const { value, cpuMs } = await cpuDuring(async () => {
      const flight = Array.from({ length: 20 }, (_, i) => send(shapes[i % shapes.length] ?? '/'));
      await Promise.all(flight.map((f) => f.written));
      const health = await send('/healthz').answer;
      return { health, answers: await Promise.all(flight.map((f) => f.answer)) };
    });
    const { health, answers } = value;
    console.log(
      `[slow-path] /healthz with 20 in flight: ${health.status} in ${health.ms.toFixed(1)} ms (client); the 20: slowest ${Math.max(...answers.map((a) => a.ms)).toFixed(1)} ms (client); ${cpuMs.toFixed(1)} ms of server CPU for all 21`,
    );
    expect(health.status).toBe(200);
    expect(cpuMs).toBeLessThan(boundMs);
    expect(answers.every((a) => [404, 414, 431].includes(a.status))).toBe(true);
  });
});

describe('resolvePath cost', () => {
  /** An index that counts its lookups. */
  function countingIndex(): { index: SiteIndex; lookups: () => number } {
    const map = new Map<string, SiteFile>([['/about', { file: 'about.html', kind: 'page', status: 200 }]]);
    let count = 0;
    const index = {
      get: (key: string) => {
        count++;
        return map.get(key);
      },
      has: (key: string) => map.has(key),
    } as unknown as SiteIndex;
    return { index, lookups: () => count };
  }

  it.each([10, 100, 1000, 10_000])('looks up at most 4 candidates, each no longer than the path (%i repeats)', (n) => {
    for (const path of [
      `/A${'.html'.repeat(n)}`,
      `/A${'.HTML'.repeat(n)}`,
      `/${'Ab'.repeat(n)}`,
      `/${'/'.repeat(n)}a`,
    ]) {
      const { index, lookups } = countingIndex();
      resolvePath(index, path);
      expect(lookups(), path.slice(0, 20)).toBeLessThanOrEqual(4);
      const candidates = candidatePaths(path);
      expect(candidates.length).toBeLessThanOrEqual(4);
      // The work is the candidates' total length: at most 4 times the path's, so linear.
      expect(candidates.reduce((sum, c) => sum + c.length, 0)).toBeLessThanOrEqual(4 * path.length);
    }
  });

  it('strips .html once and lower-cases once', () => {
    expect(candidatePaths('/About.html.html')).toEqual([
      '/About.html.html',
      '/About.html',
      '/about.html.html',
      '/about.html',
    ]);
    expect(candidatePaths('/about')).toEqual(['/about']);
  });
});
