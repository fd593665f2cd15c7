import { canonicalEmailSql } from '#core/lead/inbox';
import type { Db } from './types';

/**
 * The schema, as versioned migrations. Append a new entry for every change; never edit one that
 * has shipped. Each statement runs on its own (PGlite's extended protocol takes one at a time),
 * and all pending migrations run in one transaction under an advisory lock, so two processes
 * starting together never apply one twice.
 */
export interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'quote submissions, do-not-contact list, notification outbox',
    statements: [
      `CREATE TABLE quote_submissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        gender text NOT NULL CHECK (gender IN ('male', 'female')),
        age integer NOT NULL CHECK (age BETWEEN 18 AND 85),
        tobacco text NOT NULL CHECK (tobacco IN ('yes', 'no')),
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        zip_code text NOT NULL,
        submission_id uuid NOT NULL UNIQUE,
        consent_version text NOT NULL,
        consent_at timestamptz NOT NULL,
        ip inet,
        user_agent text,
        page_url text NOT NULL,
        referrer text,
        landing_page text,
        utm_source text,
        utm_medium text,
        utm_campaign text,
        utm_term text,
        utm_content text,
        gclid text,
        msclkid text,
        fbclid text,
        state text,
        city text,
        is_spam boolean NOT NULL DEFAULT false,
        spam_reason text,
        duplicate_of uuid REFERENCES quote_submissions (id),
        do_not_contact boolean NOT NULL DEFAULT false
      )`,
      'CREATE INDEX quote_submissions_created_at ON quote_submissions (created_at)',
      'CREATE INDEX quote_submissions_phone ON quote_submissions (phone, created_at)',
      'CREATE INDEX quote_submissions_email ON quote_submissions (email, created_at)',
      `CREATE TABLE do_not_contact (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        phone text,
        email text,
        created_at timestamptz NOT NULL DEFAULT now(),
        source text NOT NULL,
        CHECK ((phone IS NULL) <> (email IS NULL))
      )`,
      'CREATE UNIQUE INDEX do_not_contact_phone ON do_not_contact (phone) WHERE phone IS NOT NULL',
      'CREATE UNIQUE INDEX do_not_contact_email ON do_not_contact (email) WHERE email IS NOT NULL',
      `CREATE TABLE lead_notifications (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES quote_submissions (id) ON DELETE CASCADE,
        channel text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'dead')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        locked_until timestamptz,
        claimed_by text,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (lead_id, channel)
      )`,
      `CREATE INDEX lead_notifications_due ON lead_notifications (next_attempt_at)
        WHERE status IN ('pending', 'sending')`,
    ],
  },
  {
    version: 2,
    name: 'form tokens spent, consent texts, body hash of a submission, page_url optional, shared rate limits and secrets',
    statements: [
      // A hash of the normalised body: a repeat of a submission id with other values is refused.
      'ALTER TABLE quote_submissions ADD COLUMN body_hash text',
      // A page address off the site's own origin is dropped (stored as null), never stored.
      'ALTER TABLE quote_submissions ALTER COLUMN page_url DROP NOT NULL',
      `CREATE TABLE consent_texts (
        version text PRIMARY KEY,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE form_tokens_spent (
        token_id text PRIMARY KEY,
        spent_at timestamptz NOT NULL DEFAULT now()
      )`,
      'CREATE INDEX form_tokens_spent_at ON form_tokens_spent (spent_at)',
      `CREATE TABLE rate_limit_hits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      )`,
      'CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at)',
      // Secrets every process on the database shares (the form token key when FORM_TOKEN_SECRET is unset).
      `CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    version: 3,
    name: 'retention: the last run of each daily maintenance job; delivered payloads emptied',
    statements: [
      `CREATE TABLE maintenance_runs (
        job text PRIMARY KEY,
        last_run_at timestamptz NOT NULL DEFAULT '-infinity'
      )`,
      `INSERT INTO maintenance_runs (job) VALUES ('retention')`,
      `UPDATE lead_notifications SET payload = '{}'::jsonb WHERE status = 'delivered'`,
    ],
  },
  {
    version: 4,
    name: 'the price estimate shown to the visitor, kept with the lead',
    statements: ['ALTER TABLE quote_submissions ADD COLUMN estimate jsonb'],
  },
  {
    version: 5,
    name: 'one key per inbox (canonical e-mail); contact limits counted from the leads; bare hashes dropped; data dirs',
    statements: [
      // The inbox an address delivers to (server/leads/contact-keys.ts canonicalEmail), written
      // by the intake; earlier rows get the same rule in SQL here.
      'ALTER TABLE quote_submissions ADD COLUMN email_key text',
      `UPDATE quote_submissions SET email_key = CASE
         WHEN split_part(lower(email), '@', 2) IN ('gmail.com', 'googlemail.com')
           THEN replace(split_part(split_part(lower(email), '@', 1), '+', 1), '.', '') || '@gmail.com'
         ELSE split_part(split_part(lower(email), '@', 1), '+', 1) || '@' || split_part(lower(email), '@', 2)
       END`,
      'ALTER TABLE quote_submissions ALTER COLUMN email_key SET NOT NULL',
      'CREATE INDEX quote_submissions_email_key ON quote_submissions (email_key, created_at)',
      // The per-contact counts move into the leads table, and the per-IP keys become keyed
      // hashes (HMAC): the rows of bare SHA-256 (phone numbers, e-mails, IPs) go.
      'DELETE FROM rate_limit_hits',
      // Where each server process keeps leads.log, so that `leads delete` can clean them all.
      `CREATE TABLE server_data_dirs (
        hostname text NOT NULL,
        path text NOT NULL,
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (hostname, path)
      )`,
    ],
  },
  {
    version: 6,
    name: 'duplicate_of indexed (purges); do-not-contact by inbox; +tags kept at domains without plus addressing',
    statements: [
      // Deleting a lead looks up the leads that point at it: without this index every deleted
      // row scanned the table, and purges stopped at about 20,000 rows (issue 27).
      'CREATE INDEX quote_submissions_duplicate_of ON quote_submissions (duplicate_of) WHERE duplicate_of IS NOT NULL',
      // The inbox rule of contact-keys.ts as it stands at this version (its test holds the two to
      // the same answers): a +tag dropped only at providers with plus addressing.
      `UPDATE quote_submissions SET email_key = ${canonicalEmailSql('email')}
       WHERE email_key IS DISTINCT FROM ${canonicalEmailSql('email')}`,
      // An opt-out holds for the inbox, however the address is spelled.
      'ALTER TABLE do_not_contact ADD COLUMN email_key text',
      `UPDATE do_not_contact SET email_key = ${canonicalEmailSql('email')} WHERE email IS NOT NULL`,
      'CREATE INDEX do_not_contact_email_key ON do_not_contact (email_key) WHERE email_key IS NOT NULL',
      // Leads already stored under another spelling of an opted-out inbox: flagged, and their
      // notifications not yet sent cancelled, as leads opt-out does.
      `UPDATE lead_notifications SET status = 'dead', last_error = 'do not contact', locked_until = NULL
       WHERE status IN ('pending', 'sending') AND lead_id IN (
         SELECT q.id FROM quote_submissions q JOIN do_not_contact d ON d.email_key = q.email_key)`,
      `UPDATE quote_submissions SET do_not_contact = true
       WHERE NOT do_not_contact AND email_key IN (SELECT email_key FROM do_not_contact WHERE email_key IS NOT NULL)`,
    ],
  },
  {
    version: 7,
    name: 'consent records kept apart when a lead is deleted or purged (TCPA proof only)',
    statements: [
      // What proves a person's consent to be called (issue 30, point 8): the words (by version:
      // consent_texts keeps each text), when, from which address, for which phone. Nothing else
      // of the lead; read by no page or notification; removed once kept_until has passed.
      `CREATE TABLE consent_records (
        lead_id uuid PRIMARY KEY,
        phone text NOT NULL,
        consent_version text NOT NULL,
        consent_at timestamptz NOT NULL,
        ip inet,
        user_agent text,
        reason text NOT NULL CHECK (reason IN ('delete request', 'retention')),
        recorded_at timestamptz NOT NULL DEFAULT now(),
        kept_until timestamptz NOT NULL
      )`,
      'CREATE INDEX consent_records_phone ON consent_records (phone)',
      'CREATE INDEX consent_records_kept_until ON consent_records (kept_until)',
    ],
  },
  {
    version: 8,
    name: 'whom the quote is for: the visitor (self) or their parent',
    statements: [
      // Leads stored before were all asked about "you": self. For a parent, the age, gender,
      // tobacco and ZIP code are the parent's, and the name, e-mail, phone and consent the visitor's own.
      `ALTER TABLE quote_submissions ADD COLUMN quote_for text NOT NULL DEFAULT 'self'
        CHECK (quote_for IN ('self', 'parent'))`,
    ],
  },
  {
    version: 9,
    name: 'the contact limit and the earlier lead decided under the contact locks, inside the one insert statement',
    statements: [
      // Called by the lead's insert (intake.ts) so that a lead is stored in one statement (decision
      // 0074). It takes the advisory lock of each contact key in the order given (the caller sorts
      // them), then counts. A VOLATILE function takes a fresh snapshot for each statement it runs,
      // so the counts see every lead committed before the locks were granted, as a second
      // statement after them did; the statement that calls it cannot (its snapshot is older).
      `CREATE FUNCTION lead_contact_check(
        lock_class integer,
        lock_keys integer[],
        contact_phone text,
        contact_email_key text,
        contact_limit integer,
        contact_window_ms double precision,
        duplicate_window_days integer
      ) RETURNS TABLE (over_limit boolean, earlier_lead uuid)
      LANGUAGE plpgsql VOLATILE AS $fn$
      DECLARE
        lock_key integer;
      BEGIN
        FOREACH lock_key IN ARRAY lock_keys LOOP
          PERFORM pg_advisory_xact_lock(lock_class, lock_key);
        END LOOP;
        RETURN QUERY SELECT
          contact_limit IS NOT NULL AND (
            (SELECT count(*) FROM quote_submissions q WHERE q.phone = contact_phone AND NOT q.is_spam
              AND q.created_at > now() - make_interval(secs => contact_window_ms / 1000)) >= contact_limit
            OR (SELECT count(*) FROM quote_submissions q WHERE q.email_key = contact_email_key AND NOT q.is_spam
              AND q.created_at > now() - make_interval(secs => contact_window_ms / 1000)) >= contact_limit
          ),
          (SELECT q.id FROM quote_submissions q
            WHERE (q.phone = contact_phone OR q.email_key = contact_email_key) AND NOT q.is_spam
              AND q.created_at > now() - make_interval(days => duplicate_window_days)
            ORDER BY q.created_at, q.id LIMIT 1);
      END
      $fn$`,
    ],
  },
  {
    version: 10,
    name: 'the contact check of a batch of leads: every lock first, then each lead checked as in migration 9',
    statements: [
      // Called by the intake's one statement when it stores several leads at once (intake.ts,
      // decision 0082). It takes every contact lock of the batch first, in the order given (the
      // caller sorts them, so two batches never wait on each other in a circle), then checks each
      // lead with migration 9's function, its own locks already held (an empty list): each of that
      // function's statements takes a fresh snapshot, after every lock of the batch was granted.
      // The leads of one batch share no contact (the intake puts a lead that shares one in a later
      // batch), so no lead of a batch needs to see another's row.
      `CREATE FUNCTION lead_contact_check_batch(
        lock_class integer,
        lock_keys integer[],
        contact_phones text[],
        contact_email_keys text[],
        contact_limit integer,
        contact_window_ms double precision,
        duplicate_window_days integer
      ) RETURNS TABLE (lead_index bigint, over_limit boolean, earlier_lead uuid)
      LANGUAGE plpgsql VOLATILE AS $fn$
      DECLARE
        lock_key integer;
      BEGIN
        FOREACH lock_key IN ARRAY lock_keys LOOP
          PERFORM pg_advisory_xact_lock(lock_class, lock_key);
        END LOOP;
        RETURN QUERY SELECT c.n, checked.over_limit, checked.earlier_lead
          FROM unnest(contact_phones, contact_email_keys) WITH ORDINALITY AS c(phone, email_key, n),
            LATERAL lead_contact_check(lock_class, '{}'::integer[], c.phone, c.email_key,
              contact_limit, contact_window_ms, duplicate_window_days) AS checked;
      END
      $fn$`,
    ],
  },
  {
    version: 11,
    name: 'claims past their lock found through an index of their own',
    statements: [
      // Each round of the outbox worker first marks dead the claims whose lock ran out on their
      // last attempt (queue.ts, claimJobs). Through lead_notifications_due that read every job
      // waiting to be sent, so a backlog of thousands made every round of ten deliveries read it all
      // (6.5 ms of the database for 9,533 waiting jobs, 0.07 ms with this index; decision 0082).
      `CREATE INDEX lead_notifications_claim_expiry ON lead_notifications (locked_until)
        WHERE status = 'sending'`,
    ],
  },
  {
    version: 12,
    name: 'the outbox claim walks the queue in order, whatever the statistics say',
    statements: [
      // The jobs waiting to be sent, in the order they are claimed (queue.ts, claimJobs).
      `CREATE INDEX lead_notifications_queue ON lead_notifications (next_attempt_at, id)
        WHERE status = 'pending'`,
      // Replaced: expired claims are found through lead_notifications_claim_expiry (migration 11)
      // and the waiting jobs through lead_notifications_queue.
      'DROP INDEX lead_notifications_due',
      // One round's claim in one call (decision 0085). First the claims whose lock ran out: back to
      // pending, due as they were (so first in line again), or dead when that was their last
      // allowed attempt. Then the first due jobs of the given channels, oldest first, skipping
      // those another worker holds and those of leads on the do-not-contact list. Each claimed
      // payload gains the lead's price estimate from its row: the intake stores the estimate once,
      // in quote_submissions, not again in every job (a job written with one keeps its own).
      //
      // Its plan must not depend on statistics. PostgreSQL analyzes a table only after
      // autovacuum's first look at it (a minute), and until then it guessed a handful of waiting
      // jobs and planned the claim as a read of every one, joined and sorted: 38 ms for 13,556
      // waiting, and a round for every ten jobs. With sorting ruled out for the function's own
      // statements (SET enable_sort = off, nowhere else), the only plan left walks
      // lead_notifications_queue from its start and stops after the limit.
      `CREATE FUNCTION lead_notifications_claim(
        claim_limit integer,
        lock_ms double precision,
        claim_token text,
        max_attempts integer,
        claim_channels text[]
      ) RETURNS TABLE (id text, lead_id uuid, channel text, payload jsonb, attempts integer)
      LANGUAGE plpgsql VOLATILE SET enable_sort = off AS $fn$
      BEGIN
        UPDATE lead_notifications AS x
          SET status = CASE WHEN x.attempts >= max_attempts THEN 'dead' ELSE 'pending' END,
              locked_until = NULL,
              last_error = CASE WHEN x.attempts >= max_attempts
                THEN coalesce(x.last_error, 'worker lost the job') ELSE x.last_error END
          WHERE x.status = 'sending' AND x.locked_until <= now();
        RETURN QUERY
          UPDATE lead_notifications AS n
          SET status = 'sending', attempts = n.attempts + 1, claimed_by = claim_token,
              locked_until = now() + lock_ms * interval '1 millisecond'
          FROM quote_submissions AS lead
          WHERE lead.id = n.lead_id AND n.id IN (
            SELECT j.id FROM lead_notifications j
            JOIN quote_submissions q ON q.id = j.lead_id
            WHERE j.status = 'pending' AND j.next_attempt_at <= now()
              AND j.attempts < max_attempts
              AND NOT q.do_not_contact
              AND j.channel = ANY (claim_channels)
            ORDER BY j.next_attempt_at, j.id
            LIMIT claim_limit
            FOR UPDATE OF j SKIP LOCKED
          )
          RETURNING n.id::text, n.lead_id, n.channel,
            CASE WHEN lead.estimate IS NULL OR n.payload ? 'estimate' THEN n.payload
              ELSE n.payload || jsonb_build_object('estimate', lead.estimate) END,
            n.attempts;
      END
      $fn$`,
    ],
  },
  {
    version: 13,
    name: 'the contact check looks leads up through their indexes, whatever the statistics say',
    statements: [
      // Migration 9's check runs for every lead. PL/pgSQL keeps a plan of each of its statements
      // for the connection's life, and PostgreSQL reuses a generic plan once it seems no dearer
      // than a fresh one: one made while quote_submissions was nearly empty read the whole table
      // for the earlier lead (phone or inbox), for every lead after, until autovacuum's first
      // analyze (decision 0085: 3-5 ms a lead with 500 stored, growing with the table). Every
      // statement of the check looks a contact up through its index; with sequential scans ruled
      // out for the function alone, no plan can read the table instead.
      `ALTER FUNCTION lead_contact_check(integer, integer[], text, text, integer, double precision, integer)
        SET enable_seqscan = off`,
    ],
  },
  {
    version: 14,
    name: 'consent records keep a keyed hash of the phone, not the phone',
    statements: [
      // Issue 44, point 4: anyone can send a lead with someone else's number, and the record kept
      // that number in clear beside the sender's IP for four years. It keeps an HMAC-SHA256 of the
      // phone digits under the server's secret instead (server/leads/consent-records.ts): enough to
      // match a complaint about that number, nothing to read a number from. Rows kept before are
      // hashed, and their phone cleared, by the server at start and by leads delete and purge
      // (the key is not the database's to know).
      'ALTER TABLE consent_records ALTER COLUMN phone DROP NOT NULL',
      'ALTER TABLE consent_records ADD COLUMN phone_hash text',
      'DROP INDEX consent_records_phone',
      'CREATE INDEX consent_records_phone_hash ON consent_records (phone_hash)',
    ],
  },
  {
    version: 15,
    name: 'the contact check and the outbox claim in plain SQL, with no planner setting',
    statements: [
      // Issue 45, point 5 (decision 0096). Migration 13 ruled sequential scans out for the contact
      // check because PL/pgSQL kept a plan of its earlier-lead lookup (one phone number OR one
      // inbox) made on a nearly empty table, where reading the whole table looked cheapest. Now
      // each of its reads looks up one phone number or one inbox (the earlier lead: the first of
      // two such lookups), which PostgreSQL plans through that column's index even on an empty
      // table, so any plan PL/pgSQL keeps is an index lookup. Same arguments and answers as
      // migration 9; CREATE OR REPLACE drops migration 13's setting (enable_seqscan = off).
      `CREATE OR REPLACE FUNCTION lead_contact_check(
        lock_class integer,
        lock_keys integer[],
        contact_phone text,
        contact_email_key text,
        contact_limit integer,
        contact_window_ms double precision,
        duplicate_window_days integer
      ) RETURNS TABLE (over_limit boolean, earlier_lead uuid)
      LANGUAGE plpgsql VOLATILE AS $fn$
      BEGIN
        PERFORM pg_advisory_xact_lock(lock_class, taken.key)
          FROM unnest(lock_keys) WITH ORDINALITY AS taken(key, place) ORDER BY taken.place;
        RETURN QUERY SELECT
          contact_limit IS NOT NULL
            AND greatest(
              (SELECT count(*) FROM quote_submissions WHERE phone = contact_phone AND NOT is_spam
                AND created_at > now() - make_interval(secs => contact_window_ms / 1000)),
              (SELECT count(*) FROM quote_submissions WHERE email_key = contact_email_key AND NOT is_spam
                AND created_at > now() - make_interval(secs => contact_window_ms / 1000))
            ) >= contact_limit,
          (SELECT first.id FROM (
            (SELECT id, created_at FROM quote_submissions WHERE phone = contact_phone AND NOT is_spam
              AND created_at > now() - make_interval(days => duplicate_window_days) ORDER BY created_at, id LIMIT 1)
            UNION ALL
            (SELECT id, created_at FROM quote_submissions WHERE email_key = contact_email_key AND NOT is_spam
              AND created_at > now() - make_interval(days => duplicate_window_days) ORDER BY created_at, id LIMIT 1)
          ) AS first ORDER BY first.created_at, first.id LIMIT 1);
      END
      $fn$`,
      // The claim is two plain statements the worker sends (server/outbox/queue.ts): one that
      // walks lead_notifications_queue an entry at a time, so that no plan can read and sort every
      // waiting job, in place of migration 12's function and its setting (enable_sort = off).
      'DROP FUNCTION lead_notifications_claim(integer, double precision, text, integer, text[])',
    ],
  },
];

/** The advisory lock key migrations run under ("lead" in ASCII). */
export const migrationLockKey = 0x6c656164;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface MigrateResult {
  /** Versions applied by this call (empty when the schema was up to date). */
  applied: number[];
  /** The schema's version afterwards. */
  version: number;
}

/**
 * Applies the pending migrations, recorded in schema_migrations. Runs in one transaction holding
 * a transaction-level advisory lock (pg_try_advisory_xact_lock, polled so that no single
 * statement outlives the query timeout); a second process waits for the first, then finds
 * nothing to do. Re-running is a no-op.
 */
/**
 * The bound on each migration statement: a schema change or backfill over a large leads table
 * (an index, a recomputed key) runs longer than a request's query timeout.
 */
export const migrationTimeoutMs = 600_000;

export async function migrate(db: Db, options: { lockWaitMs?: number; upTo?: number } = {}): Promise<MigrateResult> {
  const deadline = Date.now() + (options.lockWaitMs ?? 60_000);
  return db.transaction(
    async (tx) => {
      for (;;) {
        const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [
          migrationLockKey,
        ]);
        if (rows[0]?.locked) break;
        if (Date.now() > deadline) throw new Error('Timed out waiting for another process to finish the migrations');
        await sleep(100);
      }
      await tx.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`,
      );
      const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
      const done = new Set(rows.map((row) => row.version));
      const applied: number[] = [];
      for (const migration of migrations) {
        if (done.has(migration.version) || migration.version > (options.upTo ?? Number.POSITIVE_INFINITY)) continue;
        for (const statement of migration.statements) await tx.query(statement);
        await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ]);
        applied.push(migration.version);
      }
      const version = Math.max(0, ...done, ...applied);
      return { applied, version };
    },
    { timeoutMs: migrationTimeoutMs },
  );
}
