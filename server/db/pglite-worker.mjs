// The embedded database's thread (server/db/pglite.ts starts it): PGlite runs its WebAssembly
// PostgreSQL here, so that a long statement or a flood of them never holds the event loop that
// answers HTTP (/healthz included). Plain JavaScript: a worker thread does not inherit tsx's loader.
//
// Messages in:  { id, op: 'query', sql, params } | { id, op: 'exec', sql } | { id, op: 'close' }
// Messages out: { ready: true } once open, or { failed: { message } }; then for each request
//               { id, rows, affectedRows } or { id, error: { message, code } }.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

/** @param {unknown} error */
const describe = (error) => ({
  message: error instanceof Error ? error.message : String(error),
  code: typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined,
});

/** @type {PGlite} */
let db;
try {
  db = await PGlite.create(workerData.location);
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: describe(error) });
  process.exit(1);
}

// One request at a time, in the order they came: the main thread's mutex keeps transactions whole.
let queue = Promise.resolve();
port.on('message', (/** @type {{ id: number, op: string, sql?: string, params?: unknown[] }} */ message) => {
  queue = queue.then(async () => {
    try {
      if (message.op === 'close') {
        await db.close();
        port.postMessage({ id: message.id, rows: [], affectedRows: 0 });
        return;
      }
      if (message.op === 'exec') {
        const results = await db.exec(message.sql ?? '');
        const last = results.at(-1);
        port.postMessage({ id: message.id, rows: last?.rows ?? [], affectedRows: last?.affectedRows ?? 0 });
        return;
      }
      const result = await db.query(message.sql ?? '', message.params);
      port.postMessage({ id: message.id, rows: result.rows, affectedRows: result.affectedRows ?? 0 });
    } catch (error) {
      port.postMessage({ id: message.id, error: describe(error) });
    }
  });
});
