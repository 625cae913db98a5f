import type { Em } from './orm.ts';

/**
 * One parameterised statement (`?` placeholders) on the request's connection, inside its transaction
 * when there is one (tenant requests always have one: the company is set for it, and row-level
 * security reads it). For the hot reads and the conditional updates the ORM cannot express.
 */
export async function sql<T>(em: Em, text: string, params: readonly unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(text, [...params] as never[], 'all', em.getTransactionContext());
}
