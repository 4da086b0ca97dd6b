import { describe, expect, it } from 'vitest';
import { msLeftInWindow, randomId } from '../src/time-window';

const start = Date.UTC(2026, 0, 1, 12, 0, 0);
const hour = 60 * 60 * 1000;

describe('msLeftInWindow', () => {
  it('is the time left until start plus 2 hours', () => {
    expect(msLeftInWindow(start, start)).toBe(2 * hour);
    expect(msLeftInWindow(new Date(start), new Date(start + hour + 1))).toBe(hour - 1);
  });
  it('is 0 once at least 2 hours have passed', () => {
    expect(msLeftInWindow(start, start + 2 * hour)).toBe(0);
    expect(msLeftInWindow(start, start + 5 * hour)).toBe(0);
  });
});

describe('randomId', () => {
  it('is a short base-36 string', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId()));
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{8}$/);
    expect(ids.size).toBe(200);
  });
});
