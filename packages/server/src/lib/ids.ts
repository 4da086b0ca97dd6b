import { randomBytes, randomInt } from 'node:crypto';

const COUNTER_MAX = 0xfff;

/**
 * A UUIDv7 generator (RFC 9562): 48 bits of Unix milliseconds, a 12-bit counter, then random bits.
 * Ids sort by creation time and index well, and the counter (method 1 of the RFC) keeps ids made in
 * the same millisecond in order, so "newest first" by id is exact. A clock that steps back does not
 * break the order either: the last timestamp is kept until the clock passes it.
 */
export function createUuidv7(clock: () => number = Date.now): () => string {
  let lastMs = -1;
  let counter = 0;
  return () => {
    let ms = Math.max(clock(), lastMs);
    if (ms === lastMs) {
      counter += 1;
      if (counter > COUNTER_MAX) {
        ms += 1;
        counter = randomInt(0, COUNTER_MAX >> 1);
      }
    } else {
      // A random start in the lower half leaves room to count up within the millisecond.
      counter = randomInt(0, COUNTER_MAX >> 1);
    }
    lastMs = ms;

    const bytes = randomBytes(16);
    bytes.writeUIntBE(ms, 0, 6);
    bytes.writeUInt8(0x70 | (counter >> 8), 6);
    bytes.writeUInt8(counter & 0xff, 7);
    bytes.writeUInt8(0x80 | (bytes.readUInt8(8) & 0x3f), 8);
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}

export const uuidv7 = createUuidv7();
