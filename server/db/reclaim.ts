import type { Db } from './types';

/** The tables whose deleted rows held personal data (leads, their outbox jobs, rate-limit keys). */
export const personalTables = ['quote_submissions', 'lead_notifications', 'rate_limit_hits'] as const;

export interface ReclaimResult {
  /** What was run, in order (for the command's report). */
  steps: string[];
}

/**
 * Takes the bytes of deleted rows off the disk, after a delete or a purge, and takes the planner's
 * statistics again (ANALYZE): a value of a deleted row may be one of a column's most common values
 * or histogram bounds in pg_stats until the statistics are taken from the rows that remain.
 *
 * - PGlite (nobody else would ever do it: it has no autovacuum): VACUUM FULL rewrites each table
 *   and its indexes into new files and removes the old ones; then, with WAL segments removed
 *   rather than recycled, two WAL switches and checkpoints leave no segment older than the
 *   delete. A byte search of DATA_DIR then finds nothing of the deleted rows.
 * - PostgreSQL, `full`: VACUUM FULL (the tables are locked while each is rewritten; a small
 *   leads table takes well under a second). Without `full`: a plain VACUUM, which frees the space
 *   for reuse but leaves the old bytes in the table files until new rows overwrite them. Either
 *   way PostgreSQL's WAL keeps the rows until its segments are recycled and overwritten, and a
 *   backup or WAL archive keeps them for its own retention (see the README).
 */
export async function reclaimDeletedRows(
  db: Db,
  options: { full: boolean; timeoutMs: number },
): Promise<ReclaimResult> {
  const tables = personalTables.join(', ');
  return db.session(
    async (session) => {
      const steps: string[] = [];
      const run = async (sql: string) => {
        await session.query(sql);
        steps.push(sql);
      };
      if (db.kind === 'postgres') {
        await run(`VACUUM (${options.full ? 'FULL, ' : ''}ANALYZE) ${tables}`);
        return { steps };
      }
      await run(`VACUUM (FULL, ANALYZE) ${tables}`);
      await run('SET wal_recycle = off');
      for (let round = 0; round < 2; round++) {
        await run('SELECT pg_switch_wal()');
        await run('CHECKPOINT');
      }
      return { steps };
    },
    { timeoutMs: options.timeoutMs },
  );
}
