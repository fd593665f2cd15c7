/**
 * A first-in, first-out queue with constant-time `push` and `shift`: an array read from a head
 * index, cut down now and then (when the head has passed more than half of it, and 1,024 items),
 * so that neither a long queue nor a steady stream costs more than linear time in all. The API
 * turns gate (turns.ts) and the lead intake's waiting leads (leads/batcher.ts) queue with it.
 */
export class Fifo<T> {
  #items: T[] = [];
  #head = 0;

  /** Items waiting. */
  get size(): number {
    return this.#items.length - this.#head;
  }

  push(item: T): void {
    this.#items.push(item);
  }

  /** The first item, left in the queue. */
  peek(): T | undefined {
    return this.#head < this.#items.length ? this.#items[this.#head] : undefined;
  }

  /** The first item, taken out of the queue. */
  shift(): T | undefined {
    if (this.#head >= this.#items.length) return undefined;
    const item = this.#items[this.#head] as T;
    this.#head++;
    if (this.#head === this.#items.length) {
      this.#items = [];
      this.#head = 0;
    } else if (this.#head > 1024 && this.#head * 2 > this.#items.length) {
      this.#items = this.#items.slice(this.#head);
      this.#head = 0;
    }
    return item;
  }
}
