import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'logger-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Lines the child logs: about 4 MB, far beyond what a pipe holds (64 KB on Linux). */
const lines = 20_000;

/**
 * A process that logs through the server's logger to its stdout, a pipe the test does not read
 * yet, then reports over IPC whether its event loop still turns; told to, it closes the logger
 * and exits with process.exit(), as the server does when it stops.
 */
const child = `
import { createPinoLogger } from ${JSON.stringify(join(import.meta.dirname, 'pino-logger.ts'))};
const logger = createPinoLogger('info');
const filler = 'x'.repeat(180);
for (let i = 0; i < ${lines}; i++) logger.info('line ' + i, { filler });
let turns = 0;
const turn = () => {
  turns += 1;
  if (turns < 100) setImmediate(turn);
  else process.send({ turns });
};
setImmediate(turn);
process.on('message', () => logger.close().then(() => process.exit(0)));
`;

describe('the server logger', () => {
  it('keeps the event loop turning while stdout is not read, and loses no line at exit', async () => {
    const script = join(dir, 'child.ts');
    writeFileSync(script, child);
    const proc = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    const stdout = proc.stdout;
    if (!stdout) throw new Error('the child has no stdout pipe');
    stdout.pause();
    // A synchronous write to the full pipe would block the child in its logging loop until this
    // process read stdout, which it does only after this message: the message would never come.
    const [report] = (await once(proc, 'message')) as [{ turns: number }];
    expect(report.turns).toBe(100);

    const chunks: Buffer[] = [];
    stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    stdout.resume();
    proc.send('exit');
    const [code] = (await once(proc, 'close')) as [number];
    expect(code).toBe(0);
    const output = Buffer.concat(chunks).toString('utf8').trim().split('\n');
    expect(output).toHaveLength(lines);
    expect(JSON.parse(output.at(-1) ?? '{}')).toMatchObject({ level: 'info', msg: `line ${lines - 1}` });
  });
});
