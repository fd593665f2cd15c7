import { connect } from 'node:net';
import { makeLead, postQuote } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { pgliteDataDir, type ServerProcess, startServer, tempDir } from '../lib/proc';
import type { Report } from '../lib/report';

/**
 * Issue 27, "Lead intake that no connection can switch off".
 *
 * - intake-pipeline: on PostgreSQL and on PGlite, one connection pipelines 40 `GET /` and 16
 *   `POST /api/quotes` with `{}` bodies in one write and never reads; once the server has taken
 *   what it can of them (its log stops growing), the client disconnects. Then a visitor's valid
 *   lead is stored (201) and /readyz answers 200: the connection held no slot of the in-flight cap.
 *   (The pipelined requests come from loopback itself; the visitors through a proxy on loopback.)
 */

const pipelinedGets = 40;
const pipelinedPosts = 16;

/** How many of the lead requests the server has answered so far, by its log lines. */
function leadAnswers(server: ServerProcess): number {
  let count = 0;
  for (const line of server.output().split('\n')) {
    if (line.includes('"msg":"Quote refused:')) count++;
  }
  return count;
}

/** Waits until `count()` reaches `target`, or stops growing for `stallMs` (a stall bound, not a measure). */
async function untilCountOrStall(count: () => number, target: number, stallMs: number): Promise<number> {
  let last = count();
  let changedAt = Date.now();
  while (last < target && Date.now() - changedAt < stallMs) {
    await new Promise((done) => setTimeout(done, 50));
    const now = count();
    if (now !== last) {
      last = now;
      changedAt = Date.now();
    }
  }
  return last;
}

async function pipelineNeverRead(report: Report, server: ServerProcess, label: string): Promise<void> {
  const { port, hostname } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((done, fail) => {
    socket.once('connect', () => done());
    socket.once('error', fail);
  });
  socket.on('error', () => {});
  // Never read: paused, the socket leaves the answers in the kernel until its window is full.
  socket.pause();
  const host = `Host: ${hostname}:${port}\r\n`;
  const get = `GET / HTTP/1.1\r\n${host}\r\n`;
  const post = `POST /api/quotes HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`;
  const before = leadAnswers(server);
  socket.write(get.repeat(pipelinedGets) + post.repeat(pipelinedPosts));
  const taken = (await untilCountOrStall(() => leadAnswers(server), before + pipelinedPosts, 5000)) - before;
  socket.destroy();
  await new Promise<void>((done) => (socket.closed ? done() : socket.once('close', () => done())));

  const answers = [];
  for (let i = 0; i < 3; i++)
    answers.push(
      await postQuote(server.url, makeLead(`pipeline-${label}-${i}`), 20_000, {
        'X-Forwarded-For': `203.0.113.${10 + i}`,
      }),
    );
  const ready = await fetch(`${server.url}/readyz`);
  report.equal(
    answers.map((a) => a.status),
    [201, 201, 201],
    `${label}: visitors' leads after the pipelined connection left`,
  );
  report.equal(ready.status, 200, `${label}: /readyz after the pipelined connection left`);
  report.counts.sent = (report.counts.sent ?? 0) + answers.length;
  report.counts.acknowledged = (report.counts.acknowledged ?? 0) + answers.filter((a) => a.status === 201).length;
  report.note(
    `${label}: ${pipelinedGets} GET + ${pipelinedPosts} POST pipelined unread, ${taken} lead request(s) answered before the client left; then ${answers.map((a) => a.status).join(' ')}, /readyz ${ready.status}`,
  );
}

export const intake: Scenario = {
  name: 'intake',
  quick: true,
  reports: ['intake-pipeline'],
  async run(ctx: Context) {
    const pipeline = ctx.report('intake-pipeline');
    // Visitors come through a proxy on loopback, each from an address of its own.
    const env = { LEAD_CHANNELS: 'log', QUOTE_MAX_IN_FLIGHT: '16', TRUST_PROXY: 'loopback' };
    const postgres = await startServer({
      env: { ...env, DATABASE_URL: await ctx.database('intake'), DATA_DIR: tempDir('intake-pg') },
    });
    try {
      await pipelineNeverRead(pipeline, postgres, 'PostgreSQL');
    } finally {
      await postgres.stop();
    }
    const pglite = await startServer({ env: { ...env, DATA_DIR: await pgliteDataDir('intake-pglite') } });
    try {
      await pipelineNeverRead(pipeline, pglite, 'PGlite');
    } finally {
      await pglite.stop();
    }
    pipeline.finished = Date.now();
  },
};
