import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { takeTurns } from './turns';

const turn = () => new Promise<void>((done) => setImmediate(done));

describe('takeTurns', () => {
  const request = (destroyed = false) => ({ destroyed }) as Request;
  const response = {} as Response;

  it('lets at most perTurn requests on per turn of the event loop, first come first served', async () => {
    const gate = takeTurns(4);
    const passed: number[] = [];
    for (let i = 0; i < 10; i++) gate(request(), response, (() => passed.push(i)) as NextFunction);
    expect(passed).toEqual([]);
    await turn();
    expect(passed).toEqual([0, 1, 2, 3]);
    await turn();
    expect(passed).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await turn();
    expect(passed).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('drops a request whose client has gone before its turn', async () => {
    const gate = takeTurns(4);
    const passed: string[] = [];
    gate(request(true), response, (() => passed.push('gone')) as NextFunction);
    gate(request(), response, (() => passed.push('here')) as NextFunction);
    await turn();
    expect(passed).toEqual(['here']);
  });

  it('serves a long queue in order, each request once (5,000 requests, 1 per turn at the end)', async () => {
    const gate = takeTurns(64);
    const passed: number[] = [];
    for (let i = 0; i < 5000; i++) gate(request(), response, (() => passed.push(i)) as NextFunction);
    while (passed.length < 5000) await turn();
    expect(passed).toEqual(Array.from({ length: 5000 }, (_, i) => i));
    gate(request(), response, (() => passed.push(5000)) as NextFunction);
    await turn();
    expect(passed.at(-1)).toBe(5000);
  });
});
