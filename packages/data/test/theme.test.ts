import { describe, expect, it } from 'vitest';
import { readStoredTheme } from '../src/theme';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'vite-ui-theme' ? value : null) });

describe('readStoredTheme', () => {
  it('defaults to dark when nothing is stored', () => {
    expect(readStoredTheme(storage(null))).toBe('dark');
  });
  it('reads a stored choice', () => {
    expect(readStoredTheme(storage('light'))).toBe('light');
    expect(readStoredTheme(storage('system'))).toBe('system');
  });
  it('ignores a value that is not a theme', () => {
    expect(readStoredTheme(storage('purple'))).toBe('dark');
  });
  it('survives storage that throws', () => {
    expect(readStoredTheme({ getItem: () => { throw new Error('denied'); } })).toBe('dark');
  });
});
