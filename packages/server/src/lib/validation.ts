import { hasNulCharacter, MULTI_LINE_TEXT_MESSAGE } from '@facet/contract';
import type { ZodType, z } from 'zod';
import { HttpError } from './http-error';

type RequestPart = 'body' | 'query' | 'params';

/**
 * Parses one part of a request with its contract schema. A failure is the caller's fault (400), unlike a
 * ZodError thrown anywhere else, which is a server bug and answers 500.
 */
export function parseRequest<Schema extends ZodType>(schema: Schema, value: unknown, part: RequestPart): z.output<Schema> {
  // Whatever the schema lets through as free-form JSON is still stored as text or JSON, where
  // PostgreSQL refuses NUL: refused here, for every field, named fields and open records alike.
  const nulAt = pathOfNul(value, []);
  if (nulAt) {
    const field = nulAt.length > 0 ? nulAt.join('.') : part;
    throw new HttpError(400, 'VALIDATION_FAILED', `Invalid request ${part}. ${field}: ${MULTI_LINE_TEXT_MESSAGE}`, {
      issues: [{ path: nulAt, message: MULTI_LINE_TEXT_MESSAGE }],
    });
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    return `${field}: ${issue.message}`;
  });
  throw new HttpError(400, 'VALIDATION_FAILED', `Invalid request ${part}. ${problems.join('; ')}`, {
    issues: result.error.issues,
  });
}

/** Where in a parsed JSON value (keys included) the first NUL character is, if anywhere. */
function pathOfNul(value: unknown, path: (string | number)[]): (string | number)[] | undefined {
  if (typeof value === 'string') return hasNulCharacter(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasNulCharacter(key)) return [...path, key];
      const found = pathOfNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
