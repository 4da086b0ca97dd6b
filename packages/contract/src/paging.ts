import { z } from 'zod';

/** A cursor-paged list (ARCHITECTURE.md): the same page as `results` and `items`; `nextCursor` is null on the last page. */
export function pagedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ results: z.array(item), items: z.array(item), nextCursor: z.string().nullable() });
}

/** `cursor` is opaque: pass back what `nextCursor` said. */
export const pageQuerySchema = z.object({
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type PageQuery = z.input<typeof pageQuerySchema>;
