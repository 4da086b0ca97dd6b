import type { ZodType, z } from 'zod';
import { HttpError } from './http-error';

type RequestPart = 'body' | 'query' | 'params';

/**
 * Parses one part of a request with its contract schema. A failure is the caller's fault (400), unlike a
 * ZodError thrown anywhere else, which is a server bug and answers 500.
 */
export function parseRequest<Schema extends ZodType>(schema: Schema, value: unknown, part: RequestPart): z.output<Schema> {
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
