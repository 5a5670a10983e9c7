/** A page of a cursor-paged list (DRF's CursorPagination shape). */
import { z } from "zod";

/** `next`/`previous` are absolute URLs carrying an opaque `cursor`, or null at either end. */
export function pageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export type Page<T> = { next: string | null; previous: string | null; results: T[] };
