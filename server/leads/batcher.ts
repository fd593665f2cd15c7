import { type Db, DbUnavailableError } from '../db';
import { Fifo } from '../fifo';
import { type LeadMeta, type PreparedLead, prepareLead, type StorableLead } from './prepare';
import { type BatchOutcome, type StoreOptions, type StoreResult, storeBatch } from './statement';

/**
 * The intake's third part: the batcher that hands the leads that arrive together to one statement
 * (./statement.ts), once each is prepared (./prepare.ts). POST /api/quotes (server/leads/quotes.ts)
 * stores its leads through it.
 */

/**
 * How many batch statements one process runs at once, unless the intake is told otherwise: on
 * PostgreSQL two gave more leads a second than one or four (decision 0082); PGlite runs one
 * statement at a time, and with two its thread has the next batch as soon as one ends.
 */
const defaultBatchesInFlight = 2;
/** The most leads one statement stores. */
const maxBatch = 32;

export interface LeadIntake {
  /**
   * Stores a validated lead and its outbox jobs atomically (one statement, which it may share
   * with other leads), idempotently on its submission id: a replay (even a concurrent one) with
   * the same values writes nothing and returns the first lead's id; a replay with other values
   * throws `SubmissionConflictError`. Spam is stored flagged and gets no job; so does a lead whose
   * phone or e-mail is on the do-not-contact list, and one over `contactLimit` (accepted leads of
   * its phone number or inbox within the window, counted under a lock per contact in the same
   * statement: spam_reason contact_limit, status over_limit). A lead with the phone or inbox
   * (canonical e-mail) of a lead of the last 30 days is stored with duplicate_of set and is
   * notified (the agent sees the reference). The consent version must be a published one.
   */
  store(lead: StorableLead, meta: LeadMeta): Promise<StoreResult>;
}

/**
 * The lead route's intake (decision 0082): insertLeadSql's statement, shared by the leads that arrive
 * together. At most `batchesInFlight` statements run at once; a lead that arrives while they all
 * run waits, and the next statement takes every waiting lead, first come first served, up to
 * 32, stopping before the first one that shares a submission id, form token, phone number
 * or inbox with a lead already taken (it leads the batch after). Nothing waits for a timer: a lead
 * that finds a statement free is sent at once. So under load many leads share a statement, one
 * round trip and one commit, and alone a lead is sent as before.
 *
 * A statement that fails stores nothing. When it held several leads and the database is not what
 * failed, each is tried again alone, so that a lead can only fail for its own sake; when the
 * database is unavailable every lead of it gets that error (answered 503).
 */
export function createLeadIntake(db: Db, options: StoreOptions & { batchesInFlight?: number | undefined }): LeadIntake {
  const batchesInFlight = Math.max(1, options.batchesInFlight ?? defaultBatchesInFlight);
  interface Waiting {
    prepared: PreparedLead;
    settle: (outcome: BatchOutcome) => void;
  }
  const waiting = new Fifo<Waiting>();
  let running = 0;

  /** The next batch: a prefix of the waiting leads, up to maxBatch, whose claims are distinct. */
  const nextBatch = (): Waiting[] => {
    const taken: Waiting[] = [];
    const claimed = new Set<string>();
    for (let next = waiting.peek(); next !== undefined && taken.length < maxBatch; next = waiting.peek()) {
      if (next.prepared.claims.some((claim) => claimed.has(claim))) break;
      for (const claim of next.prepared.claims) claimed.add(claim);
      taken.push(next);
      waiting.shift();
    }
    return taken;
  };

  const run = async (batch: Waiting[]) => {
    try {
      const outcomes = await storeBatch(
        db,
        batch.map((w) => w.prepared),
        options,
      ).catch(async (error: unknown) => {
        if (batch.length === 1 || error instanceof DbUnavailableError) throw error;
        // Nothing was stored: each lead alone, so that one lead's failure is its own.
        return Promise.all(
          batch.map((w) =>
            storeBatch(db, [w.prepared], options).then(
              ([only]) => only ?? { ok: false as const, error: new Error('A batch of one lead gave no outcome') },
              (alone: unknown) => ({ ok: false as const, error: alone }),
            ),
          ),
        );
      });
      batch.forEach((w, i) => {
        w.settle(outcomes[i] ?? { ok: false, error: new Error('A lead of a batch gave no outcome') });
      });
    } catch (error) {
      for (const w of batch) w.settle({ ok: false, error });
    } finally {
      running--;
      pump();
    }
  };

  const pump = () => {
    while (running < batchesInFlight && waiting.size > 0) {
      running++;
      void run(nextBatch());
    }
  };

  return {
    store(lead, meta) {
      let prepared: PreparedLead;
      try {
        prepared = prepareLead(lead, meta, Boolean(options.contactLimit));
      } catch (error) {
        return Promise.reject(error);
      }
      return new Promise<StoreResult>((resolve, reject) => {
        waiting.push({
          prepared,
          settle: (result) => {
            if (result.ok) resolve(result.result);
            else reject(result.error);
          },
        });
        pump();
      });
    },
  };
}
