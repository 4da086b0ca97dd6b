/**
 * How big what people send may be, in one place: whole numbers as the database column that stores
 * them holds them, how deep a JSON body nests, and the size of the free-form records (an asset's
 * `data`) kept as sent. The request schemas and the server's body parser read these, so a value
 * past a bound is a 400 naming it, never a database error.
 */
import { z } from 'zod';

/** What a PostgreSQL `integer` column holds. */
export const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 } as const;

/**
 * A whole number stored in an `integer` column. Zod's own `int()` allows every safe integer (up to
 * 2^53), which the column cannot hold.
 */
export const storedInteger = (label: string) =>
  z
    .number()
    .int(`${label} must be a whole number.`)
    .min(INT32.min, `${label} must be at least ${INT32.min.toLocaleString('en-US')}.`)
    .max(INT32.max, `${label} must be at most ${INT32.max.toLocaleString('en-US')}.`);

/**
 * How deep arrays and objects may nest in a JSON body. The deepest the contract itself describes is a
 * few levels; the limit is checked on the raw text before it is parsed, so nothing that walks a body
 * can run out of stack.
 */
export const JSON_MAX_DEPTH = 64;
export const JSON_DEPTH_MESSAGE = `The request body is nested deeper than ${JSON_MAX_DEPTH} levels.`;

/** A free-form record kept as sent: its keys (at the top level) and its size as JSON, in UTF-8 bytes. */
export const DATA_RECORD_LIMITS = { maxKeys: 100, maxBytes: 16 * 1024 } as const;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * `schema` (an open record such as an asset's `data`) with the limits of `DATA_RECORD_LIMITS`, each a
 * 400 that says it. The key limit is in the API docs as `maxProperties`.
 */
export function boundedRecord<Schema extends z.ZodType<Record<string, unknown>>>(schema: Schema) {
  return schema
    .superRefine((record, context) => {
      const keys = Object.keys(record).length;
      if (keys > DATA_RECORD_LIMITS.maxKeys) {
        context.addIssue({ code: 'custom', message: `At most ${DATA_RECORD_LIMITS.maxKeys} keys are allowed here; this has ${keys}.` });
        return;
      }
      const bytes = utf8Bytes(JSON.stringify(record));
      if (bytes > DATA_RECORD_LIMITS.maxBytes) {
        context.addIssue({ code: 'custom', message: `This is at most ${DATA_RECORD_LIMITS.maxBytes / 1024} KB as JSON; this is ${(bytes / 1024).toFixed(1)} KB.` });
      }
    })
    .meta({
      maxProperties: DATA_RECORD_LIMITS.maxKeys,
      description: `At most ${DATA_RECORD_LIMITS.maxKeys} keys and ${DATA_RECORD_LIMITS.maxBytes / 1024} KB as JSON.`,
    });
}

/**
 * The days a request may name, from 1970 to the day before the last of year 9999: a range's end is
 * read as the start of the next day, and a date past year 9999 has no ISO form the database reads
 * (nor year 0, which no calendar has), so anything outside is a 400 naming the field.
 */
export const DATE_BOUNDS = { min: '1970-01-01', max: '9999-12-30' } as const;

const DAY_MS = 86_400_000;
const withinDateBounds = (time: number) => time >= Date.parse(`${DATE_BOUNDS.min}T00:00:00Z`) && time < Date.parse(`${DATE_BOUNDS.max}T00:00:00Z`) + DAY_MS;
const DATE_BOUNDS_MESSAGE = `must be from ${DATE_BOUNDS.min} to ${DATE_BOUNDS.max}.`;

/** A day (`2026-11-25`) in a request, within `DATE_BOUNDS` (a 400 that names them). */
export const requestDate = () =>
  z.iso
    .date('Use a date such as 2026-11-25.')
    .refine((value) => withinDateBounds(Date.parse(`${value}T00:00:00Z`)), DATE_BOUNDS_MESSAGE);

/** A moment (`2026-11-25T10:00:00Z`) in a request, within `DATE_BOUNDS` (a 400 that names them). */
export const requestDateTime = () =>
  z.iso.datetime('Use a UTC time such as 2026-11-25T10:00:00Z.').refine((value) => withinDateBounds(Date.parse(value)), DATE_BOUNDS_MESSAGE);

const UNITS: Partial<Record<string, string>> = { string: ' characters', array: ' items', set: ' items', file: ' bytes' };

/** "must be at most 100", "must be at most 200 characters", "must be more than 0". */
function boundMessage(side: 'most' | 'least', limit: unknown, inclusive: boolean | undefined, origin: string): string {
  const shown = typeof limit === 'number' || typeof limit === 'bigint' ? limit.toLocaleString('en-US') : String(limit);
  const unit = UNITS[origin] ?? '';
  if (origin === 'string' || origin === 'array' || origin === 'set' || origin === 'file') return `must be at ${side} ${shown}${limit === 1 ? unit.slice(0, -1) : unit}.`;
  if (inclusive === false) return `must be ${side === 'most' ? 'less' : 'more'} than ${shown}.`;
  return `must be at ${side} ${shown}.`;
}

const TYPE_NAMES: Partial<Record<string, string>> = { string: 'a text', number: 'a number', int: 'a whole number', boolean: 'true or false', object: 'an object', array: 'a list', date: 'a date' };

// The words of a refusal no schema gave its own: the request validation puts the field before them
// ("limit: must be at most 100."), in place of zod's "Too big: expected number to be <=100".
z.config({
  customError(issue) {
    if (issue.code === 'too_big') return boundMessage('most', issue.maximum, issue.inclusive, issue.origin);
    if (issue.code === 'too_small') return boundMessage('least', issue.minimum, issue.inclusive, issue.origin);
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined) return 'is required.';
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      // A query parameter given twice comes as a list, which no number is.
      if (issue.expected === 'number' && Number.isNaN(issue.input)) return 'must be one number.';
      return `must be ${expected}.`;
    }
    return undefined;
  },
});
