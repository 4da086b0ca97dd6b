/**
 * The JSON of a reply. A list answers its page under two names, `results` and `items` (SPEC.md), one
 * array: it is written once and its text used for both, where `JSON.stringify` would walk the page
 * twice.
 */
export function replyJson(payload: unknown): string {
  if (typeof payload === 'object' && payload !== null && 'results' in payload && 'items' in payload) {
    const { results, items, ...rest } = payload as { results: unknown; items: unknown };
    if (Array.isArray(results) && items === results) {
      const page = JSON.stringify(results);
      const others = JSON.stringify(rest);
      return `{"results":${page},"items":${page}${others === '{}' ? '}' : `,${others.slice(1)}`}`;
    }
  }
  return JSON.stringify(payload);
}
