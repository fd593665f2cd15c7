import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Fresh PostgreSQL databases for the test suites (`.ci/run` exports TEST_DATABASE_URL with one).
 *
 *   tsx scripts/test-db.ts create        prints the URL of a new, empty database
 *   tsx scripts/test-db.ts drop <url>    drops it (only databases this script names: fe_test_*)
 *
 * The server is reached through TEST_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres,
 * trust auth); the new database's URL is that URL with the database name replaced.
 */

const adminUrl = process.env.TEST_PG_ADMIN_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const namePattern = /^fe_test_[a-z0-9_]+$/;

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<string> {
  const stamp = new Date().toISOString().slice(0, 19).replace(/\D/g, '');
  const name = `fe_test_${stamp}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!namePattern.test(name)) throw new Error(`Refusing to drop "${name}": not a database this script created`);
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function main(args: string[]): Promise<void> {
  const [command, url] = args;
  if (command === 'create') {
    process.stdout.write(`${await createTestDatabase()}\n`);
  } else if (command === 'drop' && url) {
    await dropTestDatabase(url);
  } else {
    throw new Error('usage: tsx scripts/test-db.ts create | drop <url>');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`test-db: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
