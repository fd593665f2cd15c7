import type { Request, RequestHandler, Response } from 'express';
import { canonicalEmail } from '#core/lead/inbox';
import { normalizePhone } from '#core/lead/schema';
import { whenAnswered } from '../answered';

/** Leads for one contact that may wait behind the one in progress, in this process; past it, 503. */
export const defaultMaxWaitingPerContact = 8;

/** The contact keys of a posted lead, as the contact limit counts them (phone digits, inbox). */
export function contactKeysOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { phone, email } = body as { phone?: unknown; email?: unknown };
  const keys: string[] = [];
  const digits = typeof phone === 'string' ? normalizePhone(phone) : undefined;
  if (digits !== undefined) keys.push(`phone:${digits}`);
  if (typeof email === 'string' && email.includes('@')) keys.push(`email:${canonicalEmail(email)}`);
  return keys;
}

interface Key {
  held: boolean;
  waiting: Array<() => void>;
}

export interface ContactGate {
  /** A middleware that lets a lead on when none of its contact keys has a lead in progress here. */
  take(refuse: (req: Request, res: Response, waiting: number) => void): RequestHandler;
  /** Contact keys with a lead in progress or waiting (for tests). */
  readonly keys: number;
}

/**
 * One lead at a time per phone number and per inbox, in this process, decided before the lead
 * takes a slot of the in-flight cap (issue 44, point 3).
 *
 * Leads that share a contact are decided one after another anyway: the contact limit takes an
 * advisory lock per key in the statement that stores them (decision 0040), and a statement never
 * holds two leads of one contact (decision 0082). Sent together, they each held a slot while
 * they waited on one another, and a flood for one number from many addresses took the slots the
 * other visitors needed (12 of 29 refused in the attacker's round). Here a lead whose phone or
 * inbox already has a lead in progress waits, holding no slot, until that one is answered; at
 * most `maxWaiting` wait per key, and the next is answered 503 at once. So a flooded number holds
 * at most one slot per process, and is still decided by the contact limit: its accepted leads
 * stay at the limit.
 */
export function createContactGate(options: { maxWaiting?: number | undefined } = {}): ContactGate {
  const maxWaiting = options.maxWaiting ?? defaultMaxWaitingPerContact;
  const keys = new Map<string, Key>();

  /** Wakes the next lead waiting on each of `names` that no lead holds now; forgets idle keys. */
  const passOn = (names: readonly string[]) => {
    for (const name of names) {
      const key = keys.get(name);
      if (key === undefined || key.held) continue;
      const next = key.waiting.shift();
      if (key.waiting.length === 0) keys.delete(name);
      next?.();
    }
  };

  const release = (names: readonly string[]) => {
    for (const name of names) {
      const key = keys.get(name);
      if (key !== undefined) key.held = false;
    }
    passOn(names);
  };

  const take: ContactGate['take'] = (refuse) => (req, res, next) => {
    const names = contactKeysOf(req.body);
    const attempt = () => {
      // Gone while waiting (the answer's socket closed; a request whose body was read is
      // `destroyed` already, so that is not the sign): nothing to do, but the turn passes on.
      if (res.destroyed || res.writableEnded) {
        passOn(names);
        return;
      }
      const busy = names.map((name) => keys.get(name)).find((key) => key?.held === true);
      if (busy !== undefined) {
        if (busy.waiting.length >= maxWaiting) refuse(req, res, busy.waiting.length);
        else busy.waiting.push(attempt);
        // Woken from a key this lead now leaves free: its next waiter may go.
        passOn(names);
        return;
      }
      for (const name of names) {
        const key = keys.get(name);
        if (key === undefined) keys.set(name, { held: true, waiting: [] });
        else key.held = true;
      }
      whenAnswered(res, () => release(names));
      next();
    };
    attempt();
  };

  return {
    take,
    get keys() {
      return keys.size;
    },
  };
}
