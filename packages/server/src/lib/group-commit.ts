/**
 * Many small writes as few statements, without waiting to gather them: the first item goes at the
 * end of the current turn of the event loop (with whatever else that turn adds), and items added
 * while a batch is on its way go together in the next one, sent the moment it returns. At a trickle
 * each item goes alone and at once; under load a round trip carries everything that arrived during
 * the one before it. One batch is on its way at a time, so batches arrive in the order they were made.
 */
export function groupCommit<Item>(send: (items: Item[]) => Promise<void>, options: { maxBatch: number }): (item: Item) => Promise<void> {
  interface Pending {
    item: Item;
    settle: (error?: unknown) => void;
  }
  let pending: Pending[] = [];
  let sending = false;
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    sending = true;
    while (pending.length > 0) {
      const batch = pending.slice(0, options.maxBatch);
      pending = pending.slice(batch.length);
      try {
        await send(batch.map((entry) => entry.item));
        for (const entry of batch) entry.settle();
      } catch (error) {
        for (const entry of batch) entry.settle(error ?? new Error('The batch failed'));
      }
    }
    sending = false;
  };

  return (item) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ item, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      if (sending || scheduled) return;
      scheduled = true;
      setImmediate(() => void flush());
    });
}
