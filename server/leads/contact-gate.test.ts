import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { contactKeysOf, createContactGate } from './contact-gate';

/** A request with `body` and a response whose `end()` is the answer. */
function exchange(body: unknown) {
  const res = Object.assign(new EventEmitter(), {
    writableEnded: false,
    destroyed: false,
    end() {
      res.writableEnded = true;
      return res;
    },
  });
  // A request whose body was read is destroyed already: only the answer tells a client gone.
  const req = { body, destroyed: true } as unknown as Request;
  return { req, res: res as unknown as Response & { writableEnded: boolean; destroyed: boolean } };
}

describe('contactKeysOf', () => {
  it('names the phone digits and the inbox as the contact limit counts them', () => {
    expect(contactKeysOf({ phone: '(555) 210-0142', email: 'V.ictim+1@GoogleMail.com' })).toEqual([
      'phone:5552100142',
      'email:victim@gmail.com',
    ]);
    expect(contactKeysOf({ phone: '12', email: 'no-at' })).toEqual([]);
    expect(contactKeysOf(null)).toEqual([]);
  });
});

describe('createContactGate', () => {
  it('lets one lead per phone or inbox on at a time, the next when it is answered, and refuses past the queue', () => {
    const gate = createContactGate({ maxWaiting: 2 });
    const refused: number[] = [];
    const passed: string[] = [];
    const handler = gate.take((_req, _res, waiting) => refused.push(waiting));
    const leads = ['a', 'b', 'c', 'd'].map((tag) => ({
      tag,
      ...exchange({ phone: '5552100142', email: `${tag}@example.org` }),
    }));
    const other = { tag: 'other', ...exchange({ phone: '5552100143', email: 'other@example.org' }) };
    for (const lead of [...leads, other]) handler(lead.req, lead.res, () => passed.push(lead.tag));
    // a goes on, b and c wait, d is refused (two waiting already); another number is not held up.
    expect(passed).toEqual(['a', 'other']);
    expect(refused).toEqual([2]);
    leads[0]?.res.end();
    expect(passed).toEqual(['a', 'other', 'b']);
    leads[1]?.res.end();
    expect(passed).toEqual(['a', 'other', 'b', 'c']);
    leads[2]?.res.end();
    other.res.end();
    expect(gate.keys).toBe(0);
  });

  it('holds a lead that shares only the inbox, and passes the turn on when a waiting client has gone', () => {
    const gate = createContactGate();
    const passed: string[] = [];
    const handler = gate.take(() => {
      throw new Error('refused');
    });
    const first = exchange({ phone: '5552100142', email: 'ann@example.org' });
    const gone = exchange({ phone: '5552100150', email: 'ann@example.org' });
    const last = exchange({ phone: '5552100151', email: 'ANN@example.org' });
    handler(first.req, first.res, () => passed.push('first'));
    handler(gone.req, gone.res, () => passed.push('gone'));
    handler(last.req, last.res, () => passed.push('last'));
    expect(passed).toEqual(['first']);
    gone.res.destroyed = true;
    first.res.end();
    expect(passed).toEqual(['first', 'last']);
    last.res.end();
    expect(gate.keys).toBe(0);
  });
});
