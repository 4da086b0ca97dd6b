import { hasLoneSurrogate, hasNulCharacter, LONE_SURROGATE_MESSAGE, MULTI_LINE_TEXT_MESSAGE } from '@facet/contract';
import type { ZodType, z } from 'zod';
import { HttpError } from './http-error';

type RequestPart = 'body' | 'query' | 'params' | 'headers';
type Path = (string | number)[];

const NOT_FINITE_MESSAGE = 'Numbers must be finite (this one is too large to be read).';

/**
 * Parses one part of a request with its contract schema. A failure is the caller's fault (400), unlike a
 * ZodError thrown anywhere else, which is a server bug and answers 500.
 */
export function parseRequest<Schema extends ZodType>(schema: Schema, value: unknown, part: RequestPart): z.output<Schema> {
  // Whatever the schema lets through as free-form JSON is still stored as text or JSON, where
  // PostgreSQL refuses NUL and half a surrogate pair (in JSON), and where a number too large for
  // JSON.parse (read as Infinity) would silently become null: refused here, once, for every field,
  // named fields and open records alike, before the schema or the database sees them.
  const problem = firstUnstorableValue(value);
  if (problem) {
    const field = problem.path.length > 0 ? problem.path.join('.') : part;
    throw new HttpError(400, 'VALIDATION_FAILED', `Invalid request ${part}. ${field}: ${problem.message}`, {
      issues: [{ path: problem.path, message: problem.message }],
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

/** A text's problem, if it has one that no stored text or JSON may have. */
function textProblem(text: string): string | undefined {
  if (hasNulCharacter(text)) return MULTI_LINE_TEXT_MESSAGE;
  if (hasLoneSurrogate(text)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/**
 * Where in a parsed JSON value (keys included) the first value is that cannot be stored, and why. A
 * loop over a stack rather than recursion: a JSON body's depth is bounded by its parser, but this
 * must not depend on it.
 */
function firstUnstorableValue(root: unknown): { path: Path; message: string } | undefined {
  const stack: { value: unknown; path: Path }[] = [{ value: root, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const message = textProblem(value);
      if (message) return { path, message };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return { path, message: NOT_FINITE_MESSAGE };
    } else if (Array.isArray(value)) {
      // Pushed last to first, so the first problem in document order is the one found.
      for (let index = value.length - 1; index >= 0; index--) stack.push({ value: value[index], path: [...path, index] });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const message = textProblem(key);
        if (message) return { path: [...path, key], message };
      }
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}
