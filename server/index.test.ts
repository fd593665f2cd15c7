import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startServer } from './index';
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
    const env = { ...loadEnv({ HOST: '127.0.0.1', DIST_DIR: join(root, 'dist') }), PORT: 0 };
    const running = await startServer(env, silentLogger);
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const agent = new Agent({ keepAlive: true });
    expect(await fetchStatus(`${running.url}/`, agent)).toBe(200);
    expect(await fetchStatus(`${running.url}/healthz`, agent)).toBe(200);

    const started = Date.now();
    await running.close();
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(fetchStatus(`${running.url}/`)).rejects.toThrow(/ECONNREFUSED/);
    agent.destroy();
  });
});
