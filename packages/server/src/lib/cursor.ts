/** Paging cursors: the last id of a page, opaque to clients so the paging key can change without breaking them. */
import { z } from 'zod';
import { HttpError } from './http-error';

const cursorSchema = z.uuid();

export function encodeCursor(id: string): string {
  return Buffer.from(id).toString('base64url');
}

/** The id in a cursor this API gave out; 400 naming `field` for anything else. */
export function decodeCursor(cursor: string, part: 'query' | 'body' = 'query'): string {
  const parsed = cursorSchema.safeParse(Buffer.from(cursor, 'base64url').toString());
  if (!parsed.success) throw new HttpError(400, 'VALIDATION_FAILED', `Invalid request ${part}. cursor: not a cursor this API gave out`);
  return parsed.data;
}

/** `rows` holds up to `limit + 1` rows, newest first: the extra one only says that another page follows. */
export function pageOf<Row extends { id: string }>(rows: readonly Row[], limit: number): { rows: Row[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, nextCursor: rows.length > limit && last ? encodeCursor(last.id) : null };
}
