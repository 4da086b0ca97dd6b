import { describe, expect, it } from 'vitest';
import { resolveTheme } from '../src/constants';

describe('resolveTheme', () => {
  it('keeps an explicit choice whatever the system prefers', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('follows the system for "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });
});
