import type { Em } from './orm.ts';

interface PgClient {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

/**
 * A hot, parameterised read (`$1`, `$2`… placeholders) as a named prepared statement straight on a
 * pooled connection: no query builder, and PostgreSQL plans it once per connection. Inside the
 * EntityManager's transaction (row-level security sets the company there) it runs on that
 * transaction's connection instead, through the ORM's driver.
 */
export async function preparedQuery<T>(em: Em, name: string, text: string, params: readonly unknown[]): Promise<T[]> {
  const knex = em.getConnection().getKnex();
  const trx = em.getTransactionContext();
  if (trx) {
    // knex binds `?` positionally: a `$n` used twice takes its value twice.
    const values: unknown[] = [];
    const positional = text.replace(/\$(\d+)/g, (_, n: string) => {
      values.push(params[Number(n) - 1]);
      return '?';
    });
    return ((await knex.raw(positional, values as never).transacting(trx)) as { rows: T[] }).rows;
  }
  const client = knex.client as unknown as KnexClient;
  const connection = await client.acquireConnection();
  try {
    return (await connection.query({ name, text, values: [...params] })).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
