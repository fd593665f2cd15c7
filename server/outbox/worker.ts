import { randomUUID } from 'node:crypto';
import { settleWithin } from '#core/timeout';
import { coalesce } from '../coalesce';
import { type Db, DbUnavailableError } from '../db';
import type { Logger } from '../logger';
import type { Channel, DeliveryWarning } from './channels';
import { deliveryTimeoutMs } from './channels';
import { checkPayload } from './payload';
import { backoffDelay, type ClaimedJob, claimJobs, type Delivery, markDelivered, markFailed } from './queue';

/** A claimed job whose payload is not a notification (never retried). */
class InvalidPayloadError extends Error {
  override name = 'InvalidPayloadError';
}

export interface WorkerOptions {
  db: Db;
  channels: readonly Channel[];
  logger: Logger;
  /** OUTBOX_POLL_MS: how often to look for due jobs when nothing wakes the worker. */
  pollMs: number;
  /** OUTBOX_MAX_ATTEMPTS: attempts before a job is dead. */
  maxAttempts: number;
  /** OUTBOX_BACKOFF_MS: the first retry delay (doubled each time, capped at 1 h, jittered). */
  backoffMs: number;
  /** How long a claim holds; must outlast a delivery. Default: 4 delivery timeouts. */
  lockMs?: number;
  /** Jobs claimed (and delivered concurrently) per round. Default 10. */
  batchSize?: number;
  /** Jitter source (tests). */
  random?: () => number;
}

export interface RoundResult {
  claimed: number;
  delivered: number;
  failed: number;
  dead: number;
}

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * The notification outbox worker. It runs in the server process: every `pollMs`, or at once when
 * `wake()` is called (a lead was just stored), it claims due jobs (FOR UPDATE SKIP LOCKED, so
 * several processes can share one database), delivers them through their channel, and records
 * the outcome: delivered, or retried later with exponential backoff, or dead after `maxAttempts`.
 * It logs job ids, lead ids, channels and statuses, never a lead's fields.
 */
export class OutboxWorker {
  readonly #options: Required<Omit<WorkerOptions, 'random'>> & Pick<WorkerOptions, 'random'>;
  readonly #channels: Map<string, Channel>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #started = false;
  #again = false;
  #failing = false;
  #stopping = false;

  constructor(options: WorkerOptions) {
    this.#options = {
      lockMs: deliveryTimeoutMs * 4,
      batchSize: 10,
      ...options,
    };
    this.#channels = new Map(options.channels.map((channel) => [channel.name, channel]));
  }

  /** Starts polling (the first round runs at once). */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#stopping = false;
    this.#schedule(0);
  }

  /** Asks for a round now (after a lead was stored), without waiting for the poll interval. */
  wake(): void {
    if (!this.#started) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#schedule(0);
  }

  /** Stops polling and waits for the round in progress (deliveries are bounded by their timeout). */
  async stop(): Promise<void> {
    this.#started = false;
    this.#stopping = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
    for (const channel of this.#channels.values()) channel.close?.();
  }

  #schedule(ms: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#tick();
    }, ms);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    if (!this.#started || this.#running) return;
    let next = this.#options.pollMs;
    this.#running = (async () => {
      try {
        const round = await this.runOnce();
        if (this.#failing) this.#options.logger.info('Outbox: database reachable again');
        this.#failing = false;
        if (round.claimed >= this.#options.batchSize) next = 0;
      } catch (error) {
        if (!this.#failing) {
          this.#options.logger.warn('Outbox: cannot reach the database, will retry', {
            error: error instanceof Error ? error.message : String(error),
          });
        }
        this.#failing = true;
      }
    })();
    await this.#running;
    this.#running = undefined;
    if (this.#again) {
      this.#again = false;
      next = 0;
    }
    if (this.#started) this.#schedule(next);
  }

  /**
   * Records the outcome of a delivery. The database may be gone for a moment (restarting): rather
   * than let the claim expire, which would deliver the notification a second time, it tries again
   * while the claim still holds (until half of lockMs has passed since the claim), unless the
   * worker is stopping.
   */
  async #record<T>(write: () => Promise<T>, claimedAt: number): Promise<T> {
    const deadline = claimedAt + this.#options.lockMs / 2;
    for (let wait = 100; ; wait = Math.min(wait * 2, 2000)) {
      try {
        return await write();
      } catch (error) {
        if (!(error instanceof DbUnavailableError) || this.#stopping || Date.now() + wait > deadline) throw error;
        await pause(wait);
      }
    }
  }

  /**
   * One round: claim due jobs, deliver them concurrently, record each outcome as it comes. A
   * delivery is recorded at once when no record of the round is being written, else with the
   * others that came meanwhile, in the next statement (one or two statements for a round of quick
   * deliveries, not one each).
   */
  async runOnce(): Promise<RoundResult> {
    const { db, logger, maxAttempts, backoffMs, random } = this.#options;
    const token = randomUUID();
    const jobs = await claimJobs(db, {
      channels: [...this.#channels.keys()],
      limit: this.#options.batchSize,
      lockMs: this.#options.lockMs,
      maxAttempts,
      token,
    });
    const claimedAt = Date.now();
    const result: RoundResult = { claimed: jobs.length, delivered: 0, failed: 0, dead: 0 };
    const recordDelivered = coalesce(async (done: readonly Delivery[]) => {
      const marked = await this.#record(() => markDelivered(db, done, token), claimedAt);
      return done.map(({ job }) => marked.has(job.id));
    });
    const outcomes = await Promise.allSettled(
      jobs.map(async (job: ClaimedJob) => {
        const fields = { jobId: job.id, leadId: job.lead_id, channel: job.channel, attempt: job.attempts };
        let delivered: DeliveryWarning | undefined;
        try {
          const channel = this.#channels.get(job.channel);
          if (!channel) throw new Error(`Channel ${job.channel} is not configured`);
          const checked = checkPayload(job.payload);
          if (!checked.ok) throw new InvalidPayloadError(checked.problem);
          delivered = await settleWithin(
            channel.deliver(checked.payload, { id: job.id }),
            deliveryTimeoutMs,
            () => new Error(`Delivery timed out after ${deliveryTimeoutMs} ms`),
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const delay = backoffDelay(job.attempts, { baseMs: backoffMs, ...(random ? { random } : {}) });
          // A payload that is not a notification will not become one: dead at once, nothing sent.
          const attemptsAllowed = error instanceof InvalidPayloadError ? job.attempts : maxAttempts;
          const failed = await this.#record(
            () => markFailed(db, job, token, message, delay, attemptsAllowed),
            claimedAt,
          );
          const status = failed?.status;
          if (status === 'dead') {
            result.dead++;
            logger.error('Outbox: notification dead after its last attempt', { ...fields, error: message });
          } else {
            result.failed++;
            // retryAt: when the database will hand the job out again (its own clock, as the claim).
            logger.warn('Outbox: notification failed, will retry', {
              ...fields,
              retryInMs: delay,
              retryAt: failed?.retryAt.toISOString(),
              error: message,
            });
          }
          return;
        }
        if (await recordDelivered({ job, warning: delivered?.warning })) {
          result.delivered++;
          if (delivered) {
            logger.warn('Outbox: notification delivered, but not to every recipient', {
              ...fields,
              warning: delivered.warning,
            });
          } else {
            logger.info('Outbox: notification delivered', fields);
          }
        }
      }),
    );
    // Recording an outcome failed (database gone): the claim expires and the job comes back.
    const lost = outcomes.find((outcome) => outcome.status === 'rejected');
    if (lost) throw lost.reason;
    return result;
  }
}
