import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boundedRecord, DATA_RECORD_LIMITS, INT32, requestDate, requestDateTime, storedInteger } from '../src/bounds';
import { cleanName, DIRECTION_OVERRIDE_MESSAGE, hasLoneSurrogate, INVISIBLE_NAME_MESSAGE, multiLine, singleLine, visibleName, withoutControlCharacters } from '../src/text';

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

  it('refuses direction overrides in a name, which can make it read as another, and takes right-to-left names without them', () => {
    const name = visibleName(z.string().trim().min(1));
    for (const bad of ['invoice\u202Etxt.exe', '\u202Dchair', 'a\u2066b\u2069', '\u202Ab']) {
      expect(name.safeParse(bad).error?.issues.map((issue) => issue.message), JSON.stringify(bad)).toEqual([DIRECTION_OVERRIDE_MESSAGE]);
    }
    for (const ok of ['כיסא', 'كرسي خشبي', 'chair \u200f(2)']) expect(name.safeParse(ok).success, ok).toBe(true);
    // From a file's name they are taken out instead.
    expect(cleanName('invoice\u202Etxt.exe')).toBe('invoicetxt.exe');
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

  it('holds a day or a moment in a request to 1970 to 9999, where the database reads them back', () => {
    const day = requestDate();
    const moment = requestDateTime();
    for (const ok of ['1970-01-01', '2026-11-25', '9999-12-30']) expect(day.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0000-01-01', '0001-01-01', '1969-12-31', '9999-12-31']) expect(day.safeParse(bad).error?.issues[0]?.message, bad).toBe('must be from 1970-01-01 to 9999-12-30.');
    expect(moment.safeParse('9999-12-30T23:59:59Z').success).toBe(true);
    for (const bad of ['0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '9999-12-31T00:00:00Z']) expect(moment.safeParse(bad).success, bad).toBe(false);
  });

  it("words a bound no schema worded itself after the field's name", () => {
    const schema = z.object({ limit: z.coerce.number().int().min(1).max(100), name: z.string().min(1).max(3), tags: z.array(z.string()).max(1) });
    const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages({ limit: 500, name: 'chair', tags: ['a', 'b'] })).toEqual(['limit: must be at most 100.', 'name: must be at most 3 characters.', 'tags: must be at most 1 item.']);
    expect(messages({ limit: 0, name: '', tags: [] })).toEqual(['limit: must be at least 1.', 'name: must be at least 1 character.']);
    // A query parameter sent twice arrives as a list.
    expect(messages({ limit: ['1', '2'], name: 'a', tags: [] })).toEqual(['limit: must be one number.']);
    expect(messages({ limit: 1, tags: [] })).toEqual(['name: is required.']);
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
