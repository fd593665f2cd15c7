import type { Socket } from 'node:net';
import type { RequestHandler, Response } from 'express';
import { type MemoryMode, memoryMode } from './memory-mode';

/**
 * How long an answer may make no progress towards a client that has bytes of it waiting, before
 * its connection is closed: the same figure as the API's answer write bound (app.ts). A reading
 * client takes a page of 200 KB in well under a second even on a slow mobile link (a stall is
 * no byte taken at all, not a slow transfer).
 */
export const answerStallMs = 10_000;

/**
 * Requests one connection may have waiting behind the answer in progress. Browsers do not
 * pipeline (they open more connections); past this many, the connection is closed.
 */
export const maxWaitingPerConnection = 64;

interface Connection {
  /** An answer is being prepared or written on this connection. */
  busy: boolean;
  /** The answer in progress (the one that holds `busy`). */
  current: Response | undefined;
  waiting: Array<() => void>;
}

const connections = new WeakMap<Socket, Connection>();

function connectionOf(socket: Socket): Connection {
  const known = connections.get(socket);
  if (known !== undefined) return known;
  const created: Connection = { busy: false, current: undefined, waiting: [] };
  connections.set(socket, created);
  // Node destroys the requests queued on a closed connection: drop them and what they hold.
  socket.once('close', () => {
    created.waiting.length = 0;
  });
  return created;
}

/**
 * Watches one answer on `socket` until it is written out (or the connection is gone), then calls
 * `release` once. While it is not, the socket is looked at every half `stallMs`: bytes waiting for
 * the client and none taken (no `drain`, no fewer waiting) for `stallMs` close the connection.
 * Waiting for the route (a lead's database work) is not a stall: nothing is waiting to be sent.
 */
function watchAnswer(socket: Socket, res: Response, stallMs: number, release: () => void): void {
  let done = false;
  let lastProgressAt = Date.now();
  let lastPending = socket.writableLength;
  const progress = () => {
    lastProgressAt = Date.now();
  };
  const check = () => {
    const pending = socket.writableLength;
    if (pending === 0 || pending < lastPending) progress();
    lastPending = pending;
    if (Date.now() - lastProgressAt >= stallMs) {
      socket.destroy();
      return;
    }
    timer = setTimeout(check, stallMs / 2);
    timer.unref();
  };
  let timer = setTimeout(check, stallMs / 2);
  timer.unref();
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    socket.off('drain', progress);
    socket.off('close', finish);
    res.off('finish', finish);
    res.off('close', finish);
    release();
  };
  socket.on('drain', progress);
  socket.once('close', finish);
  res.once('finish', finish);
  res.once('close', finish);
}

/**
 * One answer at a time per connection, each bounded in how long it may wait for its client.
 *
 * A client that pipelines requests on one connection and never reads would otherwise have every
 * answer prepared at once: Node parses all the requests it was sent, and each answer (a page of up
 * to 200 KB, its compression state) waits in memory behind the ones before it, which can never be
 * written (issue 44: 100 such connections of 40 page requests took the server from 359 to 896 MB).
 * Here a request waits, holding only its parsed headers, until the answer before it on the same
 * connection has been written out; so a connection holds at most one answer in preparation plus
 * at most `maxWaiting` parsed requests, and an answer that cannot be written is cut after
 * `stallMs` without progress. A connection with one request at a time (every browser, every
 * benchmark client) is never delayed.
 */
export function oneAnswerAtATime(
  options: { stallMs?: number | undefined; maxWaiting?: number | undefined; memory?: MemoryMode | undefined } = {},
): RequestHandler {
  const stallMs = options.stallMs ?? answerStallMs;
  const maxWaiting = options.maxWaiting ?? maxWaitingPerConnection;
  const memory = options.memory ?? memoryMode;
  return (req, res, next) => {
    const socket = req.socket;
    const connection = connectionOf(socket);
    const start = () => {
      connection.busy = true;
      connection.current = res;
      watchAnswer(socket, res, stallMs, () => {
        // An answer that was already written out when the next one started no longer holds the turn.
        if (connection.current !== res) return;
        connection.busy = false;
        connection.current = undefined;
        if (socket.destroyed) connection.waiting.length = 0;
        else connection.waiting.shift()?.();
      });
      next();
    };
    // The answer before is ended and all its bytes are with the kernel: it holds no memory here, so
    // the next request need not wait for its 'finish' event (a turn of the event loop, which under
    // load cost a third of the lead endpoint's throughput).
    const drained =
      connection.current?.writableEnded === true && socket.writableLength === 0 && connection.waiting.length === 0;
    if (!connection.busy || drained) {
      start();
      return;
    }
    // A request behind an answer not yet written out: the client pipelines (memory-mode.ts).
    memory.pressure();
    if (connection.waiting.length >= maxWaiting) socket.destroy();
    else connection.waiting.push(start);
  };
}
