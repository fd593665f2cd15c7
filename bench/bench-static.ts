import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { ensureTool, toolVersion } from '../scripts/ensure';
import { runEntry } from '../scripts/entry';
import { type BenchOptions, benchMain, connections, numberArg, type Report, startBenchServer } from './bench-common';

/**
 * `npm run bench:static` (and the second half of `npm run bench`): GET of four prerendered pages
 * (gzip accepted) for 15 s at 50 connections: our server, then nginx (one worker, our own child
 * process with a config in a temporary folder) serving the same dist/, with the ratio. Debian's
 * nginx is installed by scripts/ensure.ts when it is missing and we are root.
 *
 * Target (printed, not gated): server/nginx >= 0.5. With --write, the figures are appended to
 * bench/results.md.
 *
 * Usage: tsx bench/bench-static.ts [--write] [--duration 15]
 * Env: those of bench/bench-common.ts (nginx listens on BENCH_PORT + 1).
 */

const staticPaths = ['/', '/guide', '/tx/houston', '/funeral-cost-calculator'];

function nginxConfig(dir: string, dist: string, port: number): string {
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript image/svg+xml application/json;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dist};
    location = / { try_files /index.html =404; }
    location / { try_files $uri $uri.html =404; }
  }
}
`;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function benchStatic(url: string, duration: number): Promise<Result> {
  // One round first: pages read from disk once, JIT warm.
  for (const path of staticPaths) await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  return autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip' },
    requests: staticPaths.map((path) => ({ method: 'GET', path })),
  });
}

function describeStatic(name: string, r: Result): string {
  return `${name}: ${r.requests.average.toFixed(0)} requests/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`;
}

/** Our server, then nginx, on the same pages, and the ratio: the static section of the report. */
export async function benchStaticPages(options: BenchOptions, duration: number, report: Report): Promise<void> {
  const { port, dist } = options;
  report.say('');
  report.say(`### Static HTML: GET ${staticPaths.join(', ')} (gzip), ${connections} connections, ${duration} s each`);
  report.say('');
  const ours = await startBenchServer(options, { LOG_LEVEL: 'warn' });
  let node: Result;
  try {
    node = await benchStatic(ours.url, duration);
  } finally {
    await ours.stop();
  }
  report.say(describeStatic('our server (Express, one process)', node));
  const nginx = ensureTool('nginx');
  if (!nginx) {
    report.say('nginx: not available, no comparison');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'fe-bench-nginx-'));
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, dist, port + 1));
  const version = toolVersion('nginx', nginx);
  const child = spawn(nginx, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitFor(`http://127.0.0.1:${port + 1}/`, child);
    const ng = await benchStatic(`http://127.0.0.1:${port + 1}`, duration);
    report.say(describeStatic(`nginx${version ? ` (${version})` : ''} (one worker)`, ng));
    const ratio = node.requests.average / ng.requests.average;
    report.say(`ratio server/nginx: ${ratio.toFixed(2)} (target >= 0.5: ${ratio >= 0.5 ? 'met' : 'MISSED'})`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  }
}

runEntry(import.meta.url, 'bench', () => {
  const argv = process.argv.slice(2);
  return benchMain(argv, 'Static throughput (`npm run bench:static`)', async (options, report) => {
    await benchStaticPages(options, numberArg(argv, '--duration', 15), report);
    return { ok: true };
  });
});
