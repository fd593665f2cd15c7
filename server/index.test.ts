import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { listensEverywhere, startServer, trustProxyWarning } from './index';
import { silentLogger } from './logger';

const root = mkdtempSync(join(tmpdir(), 'server-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function fetchStatus(url: string, agent?: Agent): Promise<number> {
  return new Promise((done, fail) => {
    get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    }).on('error', fail);
  });
}

describe('startServer', () => {
  it('listens, serves, and closes promptly despite idle keep-alive connections', async () => {
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '<!DOCTYPE html><title>home</title>');
    // Idle connections are kept for ten minutes: close() resolving at all (well inside the test's
    // timeout) shows it closes them instead of waiting them out. No wall-clock bound to flake.
    const env = {
      ...loadEnv({ HOST: '127.0.0.1', DIST_DIR: join(root, 'dist'), HTTP_KEEP_ALIVE_TIMEOUT_MS: '600000' }),
      PORT: 0,
    };
    const running = await startServer(env, silentLogger);
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const agent = new Agent({ keepAlive: true });
    expect(await fetchStatus(`${running.url}/`, agent)).toBe(200);
    expect(await fetchStatus(`${running.url}/healthz`, agent)).toBe(200);

    await running.close();
    await expect(fetchStatus(`${running.url}/`)).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });

  it('sets the HTTP timeouts from the environment', async () => {
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(join(root, 'dist', 'index.html'), '<!DOCTYPE html><title>home</title>');
    const env = loadEnv({
      HOST: '127.0.0.1',
      DIST_DIR: join(root, 'dist'),
      HTTP_HEADERS_TIMEOUT_MS: '4000',
      HTTP_REQUEST_TIMEOUT_MS: '9000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '3000',
    });
    const running = await startServer({ ...env, PORT: 0 }, silentLogger);
    try {
      expect(running.server.headersTimeout).toBe(4000);
      expect(running.server.requestTimeout).toBe(9000);
      expect(running.server.keepAliveTimeout).toBe(3000);
    } finally {
      await running.close();
    }
    const defaults = await startServer(
      { ...loadEnv({ HOST: '127.0.0.1', DIST_DIR: join(root, 'dist') }), PORT: 0 },
      silentLogger,
    );
    try {
      expect([
        defaults.server.headersTimeout,
        defaults.server.requestTimeout,
        defaults.server.keepAliveTimeout,
      ]).toEqual([10_000, 30_000, 5000]);
    } finally {
      await defaults.close();
    }
  });

  it('answers a request whose headers never finish with 408 after HTTP_HEADERS_TIMEOUT_MS', async () => {
    mkdirSync(join(root, 'dist'), { recursive: true });
    writeFileSync(join(root, 'dist', 'index.html'), '<!DOCTYPE html><title>home</title>');
    const env = loadEnv({
      HOST: '127.0.0.1',
      DIST_DIR: join(root, 'dist'),
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_REQUEST_TIMEOUT_MS: '1000',
    });
    const running = await startServer({ ...env, PORT: 0 }, silentLogger);
    try {
      const { port } = new URL(running.url);
      const answer = await new Promise<string>((done, fail) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
        let text = '';
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        socket.on('close', () => done(text));
        socket.on('error', fail);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await running.close();
    }
  });
});

describe('trustProxyWarning', () => {
  it('warns when TRUST_PROXY is set on a server listening on every interface, and only then', () => {
    expect(trustProxyWarning({ TRUST_PROXY: 'loopback', HOST: '0.0.0.0' })).toMatch(
      /TRUST_PROXY is set and HOST=0\.0\.0\.0/,
    );
    expect(trustProxyWarning({ TRUST_PROXY: 1, HOST: '::' })).toMatch(/chooses the IP/);
    expect(trustProxyWarning({ TRUST_PROXY: true, HOST: '127.0.0.1' })).toBeUndefined();
    expect(trustProxyWarning({ TRUST_PROXY: undefined, HOST: '0.0.0.0' })).toBeUndefined();
    expect(trustProxyWarning({ TRUST_PROXY: false, HOST: '0.0.0.0' })).toBeUndefined();
  });

  it.each(['0', '0.0.0.0', '0.0', '::', '::0', '[::]', '[::0]', '0:0:0:0:0:0:0:0', '0000::'])(
    'knows HOST=%s listens on every interface (issue 27)',
    (host) => {
      expect(listensEverywhere(host)).toBe(true);
      expect(trustProxyWarning({ TRUST_PROXY: 'loopback', HOST: host })).toMatch(/listens on every interface/);
    },
  );

  it.each(['127.0.0.1', '::1', '10.0.0.5', 'localhost', '0.0.0.1', '::2'])('knows HOST=%s does not', (host) => {
    expect(listensEverywhere(host)).toBe(false);
  });
});
