import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boundedRecord, DATA_RECORD_LIMITS, INT32, storedInteger } from '../src/bounds';
import { cleanName, hasLoneSurrogate, INVISIBLE_NAME_MESSAGE, multiLine, singleLine, visibleName, withoutControlCharacters } from '../src/text';

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

describe('text no stored text may hold, and names that show nothing', () => {
  it('finds half a surrogate pair, high or low, and not a whole pair', () => {
    for (const bad of ['\ud800', 'a\udbffb', '\udc00', 'x\udfff', '\ude00\ud83d']) expect(hasLoneSurrogate(bad), JSON.stringify(bad)).toBe(true);
    for (const ok of ['plain', '🪑 chair', '\ud83d\ude00', '椅子']) expect(hasLoneSurrogate(ok), ok).toBe(false);
    expect(cleanName('chair\ud800.glb')).toBe('chair\ufffd.glb');
  });

  it('refuses a name of only invisible characters, and takes one with anything that shows', () => {
    const name = visibleName(z.string().trim().min(1));
    for (const bad of ['\u200b', '\u200b\u200d\u2060', '\u00ad', '\u3164', '\u2800', '\u{e0041}\ufe0f', '\u202e\u00a0\u3000']) {
      expect(name.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(INVISIBLE_NAME_MESSAGE);
    }
    // What trim() takes away (the byte-order mark is white space to it) leaves the empty name's refusal.
    expect(name.safeParse('\ufeff\u3000').success).toBe(false);
    for (const ok of ['a\u200b', '🪑', '\u0301e', '-', '椅子']) expect(name.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
  });
});

describe('bounds', () => {
  it('holds a stored whole number to what a 32-bit column holds', () => {
    const count = storedInteger('count');
    expect(count.safeParse(INT32.max).success).toBe(true);
    expect(count.safeParse(INT32.min).success).toBe(true);
    expect(count.safeParse(INT32.max + 1).error?.issues[0]?.message).toBe('count must be at most 2,147,483,647.');
    expect(count.safeParse(INT32.min - 1).success).toBe(false);
  });

  it('holds an open record to its key count and its size as JSON, in UTF-8 bytes', () => {
    const record = boundedRecord(z.record(z.string(), z.unknown()));
    const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, index]));
    expect(record.safeParse(keys(DATA_RECORD_LIMITS.maxKeys)).success).toBe(true);
    expect(record.safeParse(keys(DATA_RECORD_LIMITS.maxKeys + 1)).error?.issues[0]?.message).toContain(`At most ${DATA_RECORD_LIMITS.maxKeys} keys`);
    // 3 bytes a character in UTF-8: a third of the limit in characters is already over it.
    const wide = '椅'.repeat(Math.ceil(DATA_RECORD_LIMITS.maxBytes / 3));
    expect(record.safeParse({ note: wide }).error?.issues[0]?.message).toContain('KB as JSON');
    expect(record.safeParse({ note: 'x'.repeat(DATA_RECORD_LIMITS.maxBytes - 20) }).success).toBe(true);
  });
});
