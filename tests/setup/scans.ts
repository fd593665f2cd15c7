import type { Queryable } from '../../server/db';

/**
 * Rows and index entries that scans of `table` and of its indexes have returned or fetched on this
 * connection and not yet flushed to the statistics (nothing is flushed inside a transaction). Read
 * it before and after a statement, inside one transaction: the difference is what that statement
 * read, whatever plan PostgreSQL chose.
 */
export async function rowsScanned(tx: Queryable, table: string): Promise<number> {
  const { rows } = await tx.query<{ read: number }>(
    `SELECT sum(pg_stat_get_xact_tuples_returned(r) + pg_stat_get_xact_tuples_fetched(r))::int AS read
     FROM (SELECT $1::regclass::oid AS r UNION ALL SELECT indexrelid FROM pg_index WHERE indrelid = $1::regclass) s`,
    [table],
  );
  return rows[0]?.read ?? Number.NaN;
}
