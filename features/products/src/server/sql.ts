import type { Em } from '@agenda/db';

/** One parameterised statement (`?` placeholders) on the request's connection, inside its transaction if any. */
export async function sql<T>(em: Em, text: string, params: readonly unknown[] = []): Promise<T[]> {
  const query = em
    .getConnection()
    .getKnex()
    .raw(text, params as never[]);
  const trx = em.getTransactionContext();
  if (trx) query.transacting(trx);
  return ((await query) as { rows: T[] }).rows;
}
