import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { runEntry } from './entry';

/**
 * Fresh PostgreSQL databases for the test suites and the lead benchmark (`.ci/run` exports
 * TEST_DATABASE_URL with one).
 *
 *   tsx scripts/test-db.ts create        prints the URL of a new, empty database
 *   tsx scripts/test-db.ts drop <url>    drops it (only databases this script names: fe_test_*)
 *
 * The server is reached through TEST_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres,
 * trust auth); the new database's URL is that URL with the database name replaced.
 */

const namePattern = /^fe_test_[a-z0-9_]+$/;

function adminUrl(): string {
  return process.env.TEST_PG_ADMIN_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Runs `fn` with a client of `url`, closed afterwards. */
export async function withClient<T>(
  url: string,
  fn: (client: pg.Client) => Promise<T>,
  connectTimeoutMs = 5000,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates the database `name` on the server of `admin`; its URL (`admin` with the database replaced). */
export async function createDatabase(admin: string, name: string): Promise<string> {
  await withClient(admin, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, empty database named fe_test_[<tag>_]<time>_<random>; its URL. */
export async function createTestDatabase(tag?: string): Promise<string> {
  const stamp = new Date().toISOString().slice(0, 19).replace(/\D/g, '');
  const name = `fe_test_${tag ? `${tag}_` : ''}${stamp}_${randomBytes(4).toString('hex')}`;
  return createDatabase(adminUrl(), name);
}

export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!namePattern.test(name)) throw new Error(`Refusing to drop "${name}": not a database this script created`);
  await withClient(adminUrl(), (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function main(args: string[]): Promise<number> {
  const [command, url] = args;
  if (command === 'create') {
    process.stdout.write(`${await createTestDatabase()}\n`);
  } else if (command === 'drop' && url) {
    await dropTestDatabase(url);
  } else {
    throw new Error('usage: tsx scripts/test-db.ts create | drop <url>');
  }
  return 0;
}

runEntry(import.meta.url, 'test-db', () => main(process.argv.slice(2)), { stack: false });
