import { describe, expect, it } from 'vitest';
import { createUuidv7, uuidv7 } from '../src/lib/ids';

const timeOf = (id: string) => parseInt(id.slice(0, 8) + id.slice(9, 13), 16);

describe('uuidv7', () => {
  it('is a version 7, variant 10 UUID', () => {
    expect(uuidv7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts with the time in milliseconds, so later ids sort after earlier ones', () => {
    let time = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    const next = createUuidv7(() => time);
    const id = next();
    expect(timeOf(id)).toBe(time);
    time += 1;
    expect(next() > id).toBe(true);
  });

  it('keeps ids of the same millisecond unique and in order', () => {
    const time = Date.now();
    const next = createUuidv7(() => time);
    const ids = Array.from({ length: 5000 }, next);
    expect(new Set(ids).size).toBe(5000);
    expect([...ids].sort()).toEqual(ids);
    // 5000 ids do not fit one millisecond's counter: the time moves on rather than repeating.
    expect(timeOf(ids.at(-1)!)).toBeGreaterThan(time);
  });

  it('stays in order when the clock steps back', () => {
    let time = Date.now();
    const next = createUuidv7(() => time);
    const before = next();
    time -= 5000;
    expect(next() > before).toBe(true);
  });
});
