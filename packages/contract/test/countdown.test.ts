import { describe, expect, it } from 'vitest';
import { formatCountdown } from '../src/countdown';

const hour = 60 * 60 * 1000;

describe('formatCountdown', () => {
  it('shows HH:MM:SS', () => {
    expect(formatCountdown(2 * hour)).toBe('02:00:00');
    expect(formatCountdown(hour + 2 * 60_000 + 3_000)).toBe('01:02:03');
  });
  it('rounds the last partial second up and never goes below zero', () => {
    expect(formatCountdown(999)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
