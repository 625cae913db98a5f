import type { Em } from '@agenda/db';

/**
 * One parameterised statement (`?` placeholders) on the request's connection, inside its transaction
 * (tenant requests always have one: the company is set for it, and row-level security reads it).
 */
export async function sql<T>(em: Em, text: string, params: readonly (string | number | null)[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(text, [...params], 'all', em.getTransactionContext());
}
