/**
 * The JSON of a reply. A list answers its page under two names, `results` and `items` (SPEC.md), one
 * array: it is written once and its bytes used for both, where `JSON.stringify` would walk the page
 * twice. The list's answer is bytes, not text: joined as text (a string of two pages, 77 KB for 50
 * assets), it was copied whole three more times on the JavaScript heap on its way out (its length in
 * bytes, the response's head put before it, and its encoding for the socket).
 */
export function replyJson(payload: unknown): string | Buffer {
  if (typeof payload === 'object' && payload !== null && 'results' in payload && 'items' in payload) {
    const { results, items, ...rest } = payload as { results: unknown; items: unknown };
    if (Array.isArray(results) && items === results) {
      const others = JSON.stringify(rest);
      return listJson(JSON.stringify(results), others === '{}' ? '}' : `,${others.slice(1)}`);
    }
  }
  return JSON.stringify(payload);
}

const RESULTS = '{"results":';
const ITEMS = ',"items":';

/** `{"results":page,"items":page` and `tail`, as UTF-8 bytes: the page encoded once, then copied. */
function listJson(page: string, tail: string): Buffer {
  const pageBytes = Buffer.byteLength(page);
  const bytes = Buffer.allocUnsafe(RESULTS.length + 2 * pageBytes + ITEMS.length + Buffer.byteLength(tail));
  let at = bytes.write(RESULTS, 0, 'latin1');
  const pageAt = at;
  at += bytes.write(page, at);
  at += bytes.write(ITEMS, at, 'latin1');
  at += bytes.copy(bytes, at, pageAt, pageAt + pageBytes);
  bytes.write(tail, at);
  return bytes;
}
