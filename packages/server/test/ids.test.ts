import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '../src/lib/ids';

const timeOf = (id: string) => parseInt(id.slice(0, 8) + id.slice(9, 13), 16);

// The generator keeps, for the whole process, the latest time it has seen: each test sets a clock later
// than the tests before it.
describe('uuidv7', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a version 7, variant 10 UUID', () => {
    expect(uuidv7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts with the time in milliseconds, so later ids sort after earlier ones', () => {
    const time = Date.UTC(2036, 0, 2, 3, 4, 5, 678);
    vi.setSystemTime(time);
    const id = uuidv7();
    expect(timeOf(id)).toBe(time);
    vi.setSystemTime(time + 1);
    const later = uuidv7();
    expect(timeOf(later)).toBe(time + 1);
    expect(later > id).toBe(true);
  });

  it('keeps ids of the same millisecond unique and in creation order', () => {
    const time = Date.UTC(2037, 5, 6, 7, 8, 9, 10);
    vi.setSystemTime(time);
    const ids = Array.from({ length: 5000 }, () => uuidv7());
    expect(new Set(ids).size).toBe(5000);
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every((id) => timeOf(id) === time)).toBe(true);
  });

  it('stays in order when the clock steps back', () => {
    const time = Date.UTC(2038, 0, 1);
    vi.setSystemTime(time);
    const before = uuidv7();
    vi.setSystemTime(time - 5000);
    const after = uuidv7();
    expect(after > before).toBe(true);
    expect(timeOf(after)).toBe(time);
  });
});
