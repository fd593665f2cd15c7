import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { withClient } from '../../scripts/test-db';

/**
 * What the e2e server did with a lead, read from where it keeps it: the rows in PostgreSQL (when
 * the run uses TEST_DATABASE_URL, as CI does) and the `log` channel's delivered notifications in
 * the run's data folder. PGlite (the local default) is locked by the server process while it runs,
 * so its rows are counted only through the notifications.
 */

const databaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const dataDir = process.env.E2E_DATA_DIR;

export const usesPostgres = databaseUrl !== undefined;

/** Rows of quote_submissions carrying this submission id, and their notification jobs. */
export async function storedRows(
  submissionId: string,
): Promise<{ leads: Array<{ id: string; name: string }>; jobs: Array<{ channel: string; status: string }> }> {
  if (!databaseUrl) throw new Error('storedRows needs TEST_DATABASE_URL');
  return withClient(databaseUrl, async (client) => {
    const leads = await client.query<{ id: string; name: string }>(
      'SELECT id, name FROM quote_submissions WHERE submission_id = $1',
      [submissionId],
    );
    const jobs = await client.query<{ channel: string; status: string }>(
      `SELECT n.channel, n.status FROM lead_notifications n
         JOIN quote_submissions q ON q.id = n.lead_id WHERE q.submission_id = $1`,
      [submissionId],
    );
    return { leads: leads.rows, jobs: jobs.rows };
  });
}

/** The estimate stored with the lead of this submission id (PostgreSQL runs only). */
export async function storedEstimate(submissionId: string): Promise<unknown> {
  if (!databaseUrl) throw new Error('storedEstimate needs TEST_DATABASE_URL');
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ estimate: unknown }>('SELECT estimate FROM quote_submissions WHERE submission_id = $1', [
      submissionId,
    ]),
  );
  return rows[0]?.estimate;
}

/** The consent record of a lead: who asked for whom, the facts, and the consent with its words, time and IP. */
export interface ConsentRecord {
  quote_for: string;
  name: string;
  email: string;
  phone: string;
  gender: string;
  age: number;
  tobacco: string;
  zip_code: string;
  consent_version: string;
  consent_at: Date;
  ip: string | null;
  consent_text: string | null;
}

/** The stored lead of this submission id with its consent text (PostgreSQL runs only). */
export async function storedConsentRecord(submissionId: string): Promise<ConsentRecord | undefined> {
  if (!databaseUrl) throw new Error('storedConsentRecord needs TEST_DATABASE_URL');
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<ConsentRecord>(
      `SELECT q.quote_for, q.name, q.email, q.phone, q.gender, q.age, q.tobacco, q.zip_code, q.consent_version,
         q.consent_at, host(q.ip) AS ip, c.text AS consent_text
       FROM quote_submissions q LEFT JOIN consent_texts c ON c.version = q.consent_version
       WHERE q.submission_id = $1`,
      [submissionId],
    ),
  );
  return rows[0];
}

/** The `log` channel's delivered notifications (DATA_DIR/leads.log) with these field values. */
export function deliveredNotifications(match: Record<string, string>): Array<Record<string, unknown>> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  let text = '';
  try {
    text = readFileSync(join(dataDir, 'leads.log'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => Object.entries(match).every(([key, value]) => entry[key] === value));
}

/**
 * The lead reached the store once and its agent notification was delivered once: exactly one row
 * for the submission id (PostgreSQL runs), one `log` job delivered, one line in leads.log.
 */
export async function expectStoredOnceAndNotified(submissionId: string, email: string, name: string): Promise<void> {
  await expect.poll(() => deliveredNotifications({ email }).length, { timeout: 15_000 }).toBe(1);
  const [notification] = deliveredNotifications({ email });
  expect(notification).toMatchObject({ name, email, leadId: expect.any(String) });
  const leadId = String(notification?.leadId);
  if (usesPostgres) {
    const { leads, jobs } = await storedRows(submissionId);
    expect(leads).toEqual([{ id: leadId, name }]);
    expect(jobs).toEqual([{ channel: 'log', status: 'delivered' }]);
  }
}
