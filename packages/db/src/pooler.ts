/**
 * Which connection pooler sits between the server and PostgreSQL (`DATABASE_POOLER`). Behind
 * PgBouncer before 1.21 in transaction mode, consecutive transactions of one client connection run
 * on different server connections, so a statement prepared under a name on one is missing on the
 * next (26000) or already there under that name (42P05): every statement then goes unnamed — the
 * extended protocol's unnamed statement lives only until the next Parse, inside one transaction.
 */
export type Pooler = 'none' | 'session' | 'transaction';

export function poolerFrom(value: string | undefined): Pooler {
  if (!value || value === 'none') return 'none';
  if (value === 'session' || value === 'transaction') return value;
  throw new Error(`DATABASE_POOLER must be 'transaction', 'session' or empty (got '${value}')`);
}

/** The knex clients (one per ORM) whose statements must all be unnamed. */
const unnamedOnly = new WeakSet<object>();

export function useUnnamedStatements(knexClient: object): void {
  unnamedOnly.add(knexClient);
}

/** The name to prepare a statement under on this ORM's connections: none behind a transaction pooler. */
export function statementName(knexClient: object, name: string | undefined): string | undefined {
  return name && !unnamedOnly.has(knexClient) ? name : undefined;
}
