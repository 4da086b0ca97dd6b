import { describe, expect, it } from 'vitest';
import { replyJson } from '../src/lib/json-reply';

describe('replyJson', () => {
  it('writes a list page once for both of its names, equal to JSON.stringify', () => {
    // Names beyond ASCII (two, three and four bytes in UTF-8) keep their length in bytes right.
    const results = [{ id: 'a', name: 'Chair "2" — Café 椅子 🪑', tags: ['x'] }, { id: 'b', name: null }];
    for (const payload of [
      { results, items: results, nextCursor: 'c1' },
      { results, items: results },
      { results: [], items: [], nextCursor: null },
    ]) {
      const payloadWithSameArray = { ...payload, items: payload.results };
      const written = replyJson(payloadWithSameArray);
      // Bytes: the page's text is encoded once and copied for its second name.
      expect(Buffer.isBuffer(written)).toBe(true);
      expect(JSON.parse(written.toString())).toEqual(JSON.parse(JSON.stringify(payloadWithSameArray)));
    }
  });

  it('writes anything else as JSON.stringify does', () => {
    for (const payload of [{ results: [1], items: [1] }, { results: 'x', items: 'x' }, { message: 'm', code: 'C' }, [1, 2], 'text', null, 3]) {
      expect(replyJson(payload)).toBe(JSON.stringify(payload));
    }
  });
});
