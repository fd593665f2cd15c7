import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../server/index';

/**
 * `npm start`: builds the site when dist/ is missing or older than its sources, then runs the
 * server (server/index.ts) in this process, so signals and exit codes are the server's own.
 */

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const distIndex = join(root, 'dist', 'index.html');
/** What the build reads: a change to any of these makes dist/ stale. */
const sources = ['src', 'content', 'public', 'index.html', 'vite.config.ts', 'build', 'package.json'];

function mtimeOf(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest file at or below path, or undefined when there is none. */
function newest(path: string): { path: string; mtime: number } | undefined {
  let best: { path: string; mtime: number } | undefined;
  const visit = (current: string) => {
    let stats: ReturnType<typeof statSync>;
    try {
      stats = statSync(current);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(current)) visit(join(current, name));
    } else if (!best || stats.mtimeMs > best.mtime) {
      best = { path: current, mtime: stats.mtimeMs };
    }
  };
  visit(path);
  return best;
}

/** Why dist/ must be rebuilt, or undefined when it is up to date. */
function buildReason(): string | undefined {
  const built = mtimeOf(distIndex);
  if (built === undefined) return 'dist/index.html is missing';
  for (const source of sources) {
    const latest = newest(join(root, source));
    if (latest && latest.mtime > built) return `${relative(root, latest.path)} is newer than dist/index.html`;
  }
  return undefined;
}

/** Runs `npm run build`; a SIGINT/SIGTERM meanwhile is passed on to it and ends this script. */
function build(): Promise<number> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const finish = (code: number) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done(code);
    };
    child.on('error', (error) => {
      process.stderr.write(`Cannot run npm run build: ${error.message}\n`);
      finish(1);
    });
    child.on('exit', (code, signal) => {
      if (signal) process.stderr.write(`The build was stopped by ${signal}.\n`);
      finish(signal ? 1 : (code ?? 1));
    });
  });
}

process.chdir(root); // DIST_DIR and the build are relative to the project, wherever this was started from.

// Only the default dist/ is ours to build; a DIST_DIR elsewhere is served as it is.
const servesDefaultDist = resolve(root, process.env.DIST_DIR?.trim() || 'dist') === join(root, 'dist');
const reason = servesDefaultDist ? buildReason() : undefined;

if (reason) {
  process.stdout.write(`Building the site: ${reason}.\n`);
  const code = await build();
  if (code !== 0) {
    process.stderr.write('The build did not finish: not starting the server.\n');
    process.exit(1);
  }
}

await main();
