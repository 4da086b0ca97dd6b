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
