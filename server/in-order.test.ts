import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { oneAnswerAtATime } from './in-order';
import { createMemoryMode, type MemoryMode } from './memory-mode';

/**
 * Issue 44, point 1: a connection holds one answer at a time. Each test runs a small Express app
 * behind the middleware whose handler counts how many answers are in preparation at once.
 */

let server: Server | undefined;
/** Each test's own memory mode: what V8 was asked, never the process's flags. */
let flags: string[] = [];
let memory: MemoryMode = createMemoryMode({ setFlags: (f) => flags.push(f) });
const sockets: Socket[] = [];
/** The server's side of each connection: a client that never reads never sees the server close it. */
const serverSockets: Socket[] = [];

afterEach(async () => {
  memory.stop();
  flags = [];
  memory = createMemoryMode({ setFlags: (f) => flags.push(f) });
  for (const socket of sockets.splice(0)) socket.destroy();
  serverSockets.length = 0;
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  server = undefined;
});

interface Counts {
  started: number;
  inPreparation: number;
  most: number;
}

async function serve(
  bytes: number,
  options: Parameters<typeof oneAnswerAtATime>[0],
): Promise<{ port: number; counts: Counts }> {
  const counts: Counts = { started: 0, inPreparation: 0, most: 0 };
  const app = express();
  app.use(oneAnswerAtATime({ memory, ...options }));
  const body = Buffer.alloc(bytes, 'x');
  app.get('/', (_req, res) => {
    counts.started++;
    counts.inPreparation++;
    counts.most = Math.max(counts.most, counts.inPreparation);
    res.once('prefinish', () => counts.inPreparation--);
    // Answered a moment later, as a file read would be: pipelined requests overlap unless held.
    setImmediate(() => res.type('text').send(body));
  });
  const listening = createServer(app);
  server = listening;
  listening.on('connection', (socket: Socket) => {
    serverSockets.push(socket);
  });
  await new Promise<void>((done) => listening.listen(0, '127.0.0.1', () => done()));
  return { port: (listening.address() as AddressInfo).port, counts };
}

function pipeline(port: number, requests: number, read: boolean): Socket {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => {});
  if (!read) socket.pause();
  socket.once('connect', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(requests)));
  return socket;
}

/** Resolves when the server has closed its side of the (only) connection. */
async function closedByServer(): Promise<void> {
  while (serverSockets.length === 0) await new Promise((done) => setImmediate(done));
  const socket = serverSockets[0] as Socket;
  await new Promise<void>((done) => (socket.destroyed ? done() : socket.once('close', () => done())));
}

describe('oneAnswerAtATime', () => {
  it('answers a reading client every pipelined request, in order, one at a time', async () => {
    const { port, counts } = await serve(100, {});
    const socket = pipeline(port, 10, true);
    let text = '';
    await new Promise<void>((done) => {
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if ((text.match(/HTTP\/1\.1 200/g) ?? []).length === 10 && text.endsWith('x'.repeat(100))) done();
      });
    });
    expect(counts.started).toBe(10);
    expect(counts.most).toBe(1);
    // Pipelining switched V8 to favor memory (memory-mode.ts).
    expect(memory.on).toBe(true);
    expect(flags).toEqual(['--optimize-for-size']);
  });

  it('never favors memory for a client that sends one request at a time on a kept-alive connection', async () => {
    const { port, counts } = await serve(100, {});
    const socket = pipeline(port, 1, true);
    let answers = 0;
    let text = '';
    await new Promise<void>((done) => {
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        const complete = (text.match(/HTTP\/1\.1 200/g) ?? []).length;
        if (complete > answers && text.endsWith('x'.repeat(100))) {
          answers = complete;
          if (answers === 5) done();
          else socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
        }
      });
    });
    expect(counts.started).toBe(5);
    expect(memory.on).toBe(false);
    expect(flags).toEqual([]);
  });

  it('prepares no further answer for a client that does not read, and closes it after the stall bound', async () => {
    // 16 MB answers: more than the kernel's buffers take, so the first one cannot be written out.
    const { port, counts } = await serve(16 * 1024 * 1024, { stallMs: 400 });
    pipeline(port, 20, false);
    await closedByServer();
    expect(counts.started).toBe(1);
    expect(counts.most).toBe(1);
  });

  it('closes a connection that pipelines more requests than may wait', async () => {
    const { port, counts } = await serve(16 * 1024 * 1024, { stallMs: 60_000, maxWaiting: 5 });
    pipeline(port, 20, false);
    await closedByServer();
    expect(counts.started).toBe(1);
  });
});
