// The one result shape of a list: a page of items, with what the pager needs. Offset paging
// (`skip`/`take` from the query): lists are read by people who page a few pages deep, filter and
// search; exports that walk a whole list use `eachBatch` instead, which pages by id.
import "server-only";
import type { ListQuery } from "./query";

export type Page<T> = { items: T[]; total: number; page: number; perPage: number; pageCount: number };

/** Prisma's `skip` and `take` for the query's page. */
export function paginate(query: Pick<ListQuery<string>, "page" | "perPage">): { skip: number; take: number } {
  return { skip: (query.page - 1) * query.perPage, take: query.perPage };
}

export function toPage<T>(items: T[], total: number, query: Pick<ListQuery<string>, "page" | "perPage">): Page<T> {
  return { items, total, page: query.page, perPage: query.perPage, pageCount: Math.max(1, Math.ceil(total / query.perPage)) };
}

/**
 * Every row a filter selects, `size` at a time, in id order (keyset: each batch starts after the last
 * id of the one before), so an export of a million rows holds one batch in memory.
 */
export async function* eachBatch<T extends { id: string }>(read: (after: string | undefined, size: number) => Promise<T[]>, size = 500): AsyncGenerator<T[]> {
  let after: string | undefined;
  for (;;) {
    const batch = await read(after, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    after = batch[batch.length - 1]!.id;
  }
}
