import { describe, expect, it } from 'vitest';
import { Fifo } from './fifo';

describe('Fifo', () => {
  it('gives items back in the order they came, across the cuts of a long queue', () => {
    const queue = new Fifo<number>();
    expect(queue.shift()).toBeUndefined();
    expect(queue.peek()).toBeUndefined();
    const taken: number[] = [];
    let next = 0;
    // Push three, take two, over and over: the head passes 1,024 many times while items wait.
    for (let round = 0; round < 5_000; round++) {
      for (let i = 0; i < 3; i++) queue.push(next++);
      for (let i = 0; i < 2; i++) taken.push(queue.shift() as number);
    }
    expect(queue.size).toBe(5_000);
    expect(queue.peek()).toBe(10_000);
    while (queue.size > 0) taken.push(queue.shift() as number);
    expect(taken).toEqual(Array.from({ length: 15_000 }, (_, i) => i));
    expect(queue.shift()).toBeUndefined();
  });
});
