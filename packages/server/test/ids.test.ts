import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../src/lib/ids';

describe('uuidv7', () => {
  it('is a version 7, variant 10 UUID', () => {
    expect(uuidv7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts with the time in milliseconds, so later ids sort after earlier ones', () => {
    const time = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    const id = uuidv7(time);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(time);
    expect(uuidv7(time + 1) > id).toBe(true);
  });

  it('differs within the same millisecond', () => {
    const time = Date.now();
    expect(new Set(Array.from({ length: 1000 }, () => uuidv7(time))).size).toBe(1000);
  });
});
