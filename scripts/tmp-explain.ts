import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDb } from '../server/db';
import { migrate } from '../server/db/migrations';
import { insertColumns } from '../server/leads/columns';
import { insertLeadSql, storeLead } from '../server/leads/intake';
import { createTestDatabase, dropTestDatabase } from './test-db';
import { CONSENT_VERSION } from '#core/lead/consent';

const url = await createTestDatabase('explain');
const db = await openDb({ databaseUrl: url, timeoutMs: 5000 } as never);
await migrate(db);
const opts = { channels: ['log'], contactLimit: { limit: 3, windowMs: 86400000 } } as never;
const lead = (n: number) => ({
  gender: 'female', age: 60, tobacco: 'no', name: `L ${n}`, email: `l${n}@example.com`, phone: `555${200 + (n % 700)}${String(n % 10000).padStart(4, '0')}`,
  zipCode: '43215', submissionId: randomUUID(), consentVersion: CONSENT_VERSION, pageUrl: null, attribution: { utm_source: 'x' }, company: '', quoteFor: 'self',
}) as never;
for (let i = 0; i < 5000; i++) await storeLead(db, lead(i), { ip: '127.0.0.1', formTokenId: randomUUID(), spam: [] }, opts);
const captured: unknown[][] = [];
const spy = { kind: 'postgres', query: db.query.bind(db), transaction: (fn: any) => fn({ query: async (_s: string, p: unknown[]) => { captured.push(p); return { rows: [], rowCount: 0 }; } }) } as never;
for (let i = 0; i < 16; i++) await storeLead(spy, lead(90000 + i), { ip: '127.0.0.1', formTokenId: randomUUID(), spam: [] }, opts).catch(() => {});
const nPer = insertColumns.length + 5;
const merged = (captured[0] as unknown[]).map((v, i) => i < nPer ? captured.flatMap((p) => p[i] as unknown[]) : v);
const lk = nPer + 5; merged[lk] = [...new Set(captured.flatMap((p) => p[lk] as number[]))].sort((a, b) => a - b);
const c = new pg.Client({ connectionString: url }); await c.connect();
await c.query('ANALYZE');
await c.query(`PREPARE s AS ${insertLeadSql}`);
const lit = (v: unknown): string => v === null ? 'NULL' : Array.isArray(v) ? `'{${v.map((x) => x === null ? 'NULL' : JSON.stringify(String(x))).join(',').replace(/'/g, "''")}}'` : `'${String(v).replace(/'/g, "''")}'`;
for (const mode of ['auto', 'force_generic_plan', 'auto', 'force_generic_plan']) {
  await c.query(`SET plan_cache_mode = ${mode}`);
  const out: string[] = [];
  for (let k = 0; k < 8; k++) {
    await c.query('BEGIN');
    const r = await c.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE s(${merged.map(lit).join(',')})`);
    await c.query('ROLLBACK');
    const rows = r.rows.map((x: any) => x['QUERY PLAN'] as string);
    out.push(rows.filter((l) => /Planning Time|Execution Time/.test(l)).map((l) => l.replace(/ Time: /, ' ')).join(' '));
    if (k === 7 && mode === 'force_generic_plan') console.log(rows.filter((l) => /Scan on (quote|do_not|form)|Index/.test(l)).join('\n'));
  }
  console.log(mode, out.slice(3).join(' | '));
}
await c.end(); await db.close(); await dropTestDatabase(url);
