import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanName, multiLine, singleLine, withoutControlCharacters } from '../src/text';

describe('free text', () => {
  const name = singleLine(z.string().trim().min(1));
  const message = multiLine(z.string());

  it('takes any printable text in a name, and refuses line breaks, tabs and control characters', () => {
    for (const ok of ['Chair', 'Stuhl für Ada', 'Ünïcödé 椅子 🪑', '  padded  ']) expect(name.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', 'a\u001bb', 'a\u007fb', 'a\u0085b']) expect(name.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('trims first, so a name pasted with a trailing line break is taken', () => {
    expect(name.parse('Chair\n')).toBe('Chair');
  });

  it('keeps line breaks and tabs in a message, and refuses the other controls', () => {
    expect(message.safeParse('line one\nline two\ttabbed\r\n').success).toBe(true);
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u009bb']) expect(message.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('cleans names and reports that come from machines instead of refusing them', () => {
    expect(cleanName('swatch\u0000 one\u0007\n')).toBe('swatch one');
    expect(withoutControlCharacters('Error\u0000: bad\nstack\tline')).toBe('Error: bad\nstack\tline');
  });
});
