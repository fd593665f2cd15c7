/**
 * Work that arrives item by item, done in batches: an item that comes while no batch runs starts
 * one at once; items that come while a batch runs wait, and the next batch takes every one of them
 * together, in the order they came. Each item is answered with its own result (`work` returns one
 * per item, in order), or with the error of its batch. No timer: a lone item waits for nothing.
 * For steps where one statement or one write can serve many requests (decision 0082, 0085).
 * `onIdle` is called when the last batch has ended and nothing waits.
 */
export function coalesce<T, R>(
  work: (items: readonly T[]) => Promise<readonly R[]>,
  onIdle?: () => void,
): (item: T) => Promise<R> {
  let waiting: Array<{ item: T; resolve: (result: R) => void; reject: (error: unknown) => void }> = [];
  let running = false;
  const drain = async () => {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const results = await work(batch.map((entry) => entry.item));
        if (results.length !== batch.length) {
          throw new Error(`A batch of ${batch.length} gave ${results.length} results`);
        }
        batch.forEach((entry, i) => {
          entry.resolve(results[i] as R);
        });
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    running = false;
    onIdle?.();
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}
