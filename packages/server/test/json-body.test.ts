/** The JSON body parser's refusals, each a 400 or 415 in words, on the bytes as they arrive. */
import { JSON_DEPTH_MESSAGE } from '@facet/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/http-error';
import { parseJsonBody } from '../src/lib/json-body';

const JSON_TYPE = 'application/json';

/** What the parser refuses `body` with: its status and message. */
function refusal(body: string | Uint8Array, contentType = JSON_TYPE): { status: number; message: string } {
  try {
    parseJsonBody(typeof body === 'string' ? Buffer.from(body) : body, contentType);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('the JSON body parser', () => {
  it('reads UTF-8 JSON, a byte-order mark included, and keeps a "__proto__"-free body as sent', () => {
    expect(parseJsonBody(Buffer.from('{"name":"椅子 🪑","n":[1,2]}'), JSON_TYPE)).toEqual({ name: '椅子 🪑', n: [1, 2] });
    expect(parseJsonBody(Buffer.from('\ufeff{"a":1}'), 'application/json; charset=utf-8')).toEqual({ a: 1 });
  });

  it('refuses bytes that are not UTF-8, instead of reading them as U+FFFD', () => {
    for (const bytes of [[0xff], [0x80], [0xc0, 0x80], [0xe2, 0x82]]) {
      const body = Buffer.concat([Buffer.from('{"name":"a'), Buffer.from(bytes), Buffer.from('"}')]);
      expect(refusal(body)).toEqual({ status: 400, message: 'The body is not valid UTF-8: send JSON text encoded in UTF-8.' });
    }
  });

  it('says which key it refuses: "__proto__" anywhere, and a "constructor" holding "prototype"', () => {
    expect(refusal('{"__proto__":{"admin":true}}')).toEqual({ status: 400, message: 'A key named "__proto__" is not allowed in a JSON body.' });
    expect(refusal('{"data":[{"__proto__":1}]}').message).toBe('A key named "__proto__" is not allowed in a JSON body.');
    expect(refusal('{"constructor":{"prototype":{}}}').message).toBe('A "constructor" key holding a "prototype" key is not allowed in a JSON body.');
    // A key that only looks like one, or a constructor with no prototype in it, is data like any other.
    expect(parseJsonBody(Buffer.from('{"__proto":1,"constructor":"x"}'), JSON_TYPE)).toEqual({ __proto: 1, constructor: 'x' });
  });

  it('says where JSON text breaks, refuses an empty body, a body nested too deep and another charset', () => {
    expect(refusal('{"a":').message).toMatch(/^The body is not valid JSON: .+\.$/);
    expect(refusal('  ').message).toBe('The body is empty, but its content type says JSON. Send a JSON value, or no content type.');
    expect(refusal(`${'['.repeat(65)}${']'.repeat(65)}`)).toEqual({ status: 400, message: JSON_DEPTH_MESSAGE });
    expect(refusal('{}', 'application/json; charset=latin1').status).toBe(415);
  });
});
