/**
 * Many small writes as few statements, without waiting to gather them: the first item goes at the
 * end of the current turn of the event loop (with whatever else that turn adds), and items added
 * while a batch is on its way go together in the next one, sent the moment it returns. At a trickle
 * each item goes alone and at once; under load a round trip carries everything that arrived during
 * the one before it. One batch is on its way at a time, so batches arrive in the order they were
 * made; a batch not done within `timeoutMs` (a connection that hangs) fails, and the next one goes
 * (a batch sent in several statements sends none of its rest once it is past its time).
 */
export function groupCommit<Item>(
  /** Sends a batch; one that sends in several statements stops when `abandoned()` (past its time). */
  send: (items: Item[], abandoned: () => boolean) => Promise<void>,
  options: { maxBatch: number; timeoutMs: number },
): (item: Item) => Promise<void> {
  if (!(options.maxBatch >= 1)) throw new Error('A batch holds at least one item.');
  interface Pending {
    item: Item;
    settle: (error?: unknown) => void;
  }
  const pending: Pending[] = [];
  let sending = false;
  let scheduled = false;

  const sendWithin = async (items: Item[]) => {
    let timer: NodeJS.Timeout | undefined;
    let late = false;
    try {
      await Promise.race([
        send(items, () => late),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            late = true;
            reject(new Error(`The batch was not done within ${options.timeoutMs} ms.`));
          }, options.timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };

  const flush = async () => {
    scheduled = false;
    sending = true;
    while (pending.length > 0) {
      const batch = pending.splice(0, options.maxBatch);
      try {
        await sendWithin(batch.map((entry) => entry.item));
        for (const entry of batch) entry.settle();
      } catch (error) {
        for (const entry of batch) entry.settle(error ?? new Error('The batch failed.'));
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
