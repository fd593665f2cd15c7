import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

/** A piece of work that records its batches and ends when told. */
function gatedWork() {
  const batches: number[][] = [];
  const gates: Array<(fail?: Error) => void> = [];
  const work = (items: readonly number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push([...items]);
      gates.push((fail) => (fail ? reject(fail) : resolve(items.map((n) => n * 10))));
    });
  const open = (index: number, fail?: Error) => gates[index]?.(fail);
  return { work, batches, open };
}

describe('coalesce', () => {
  it('starts a lone item at once, and batches the items that come while a batch runs, in order', async () => {
    const { work, batches, open } = gatedWork();
    let idle = 0;
    const add = coalesce(work, () => idle++);
    const first = add(1);
    expect(batches).toEqual([[1]]);
    const later = [add(2), add(3), add(4)];
    expect(batches).toEqual([[1]]);
    open(0);
    expect(await first).toBe(10);
    await Promise.resolve();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(idle).toBe(0);
    open(1);
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
    await Promise.resolve();
    expect(idle).toBe(1);
    // Idle again: the next item starts its own batch at once.
    const again = add(5);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
    open(2);
    expect(await again).toBe(50);
  });

  it('fails each item of a failed batch with its error, and goes on with the next batch', async () => {
    const { work, batches, open } = gatedWork();
    const add = coalesce(work);
    const first = add(1);
    const second = [add(2), add(3)];
    open(0, new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await Promise.resolve();
    expect(batches).toEqual([[1], [2, 3]]);
    open(1);
    expect(await Promise.all(second)).toEqual([20, 30]);
  });

  it('refuses a batch whose work gives a result too few', async () => {
    const add = coalesce(async (items: readonly number[]) => items.slice(1));
    await expect(add(1)).rejects.toThrow('A batch of 1 gave 0 results');
  });
});
