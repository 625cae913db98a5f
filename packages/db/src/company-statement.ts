import pg from 'pg';
import type { Orm } from './orm.ts';
import { COMPANY_SETTING } from './tenancy.ts';

interface PgConnection {
  parsedStatements: Record<string, string>;
  parse(config: { text: string; name: string; types: unknown[] }): void;
  bind(config: { portal: string; statement: string; values: unknown[]; valueMapper: (v: unknown) => unknown }): void;
  execute(config: { portal: string; rows: number }): void;
}
interface PgClient {
  query(query: pg.Query): void;
}
interface KnexClient {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

const SET_COMPANY = `select set_config('${COMPANY_SETTING}', $1, true)`;
/** node-postgres's own conversion of a parameter to its wire text (dates, arrays, null …). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

interface QueryInternals {
  prepare(connection: PgConnection): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: unknown): void;
  handleError(error: Error, connection: unknown): void;
}
const base = pg.Query.prototype as unknown as QueryInternals;

/**
 * One statement run as a company, in one round trip: the company setting and the statement go out
 * as two portals of the extended protocol closed by a single Sync, which PostgreSQL runs as one
 * implicit transaction — so the setting (`is_local`) holds for the statement, row-level security
 * reads it, and it is gone when the statement ends (as safe behind PgBouncer in transaction mode as
 * `BEGIN … COMMIT`). node-postgres sends one Sync per query, hence this subclass of its Query: the
 * setting's row and completion are swallowed, the statement's are the query's result.
 */
class CompanyScopedQuery extends pg.Query {
  private settingPending = true;
  private parsedBefore = true;

  constructor(
    private readonly companyId: string,
    config: { text: string; name?: string; values: unknown[] },
    callback: (error: Error | null, result: pg.QueryResult) => void,
  ) {
    super({ ...config, callback } as pg.QueryConfig);
  }

  requiresPreparation(): boolean {
    return true;
  }

  prepare(connection: PgConnection): void {
    const name = (this as { name?: string }).name;
    this.parsedBefore = !name || connection.parsedStatements[name] !== undefined;
    connection.parse({ text: SET_COMPANY, name: '', types: [] });
    connection.bind({ portal: '', statement: '', values: [this.companyId], valueMapper: prepareValue });
    connection.execute({ portal: '', rows: 0 });
    base.prepare.call(this, connection);
  }

  handleDataRow(message: unknown): void {
    if (!this.settingPending) base.handleDataRow.call(this, message);
  }

  handleCommandComplete(message: unknown, connection: unknown): void {
    if (this.settingPending) this.settingPending = false;
    else base.handleCommandComplete.call(this, message, connection);
  }

  /**
   * node-postgres marks a named statement parsed at the first ParseComplete of the query — here the
   * setting's — so a statement that then fails to parse would never be parsed again on this connection.
   */
  handleError(error: Error, connection: PgConnection): void {
    const name = (this as { name?: string }).name;
    if (name && !this.parsedBefore) delete connection.parsedStatements[name];
    base.handleError.call(this, error, connection);
  }
}

/** '?' placeholders → '$1', '$2'… (for statements holding no other '?'), memoised per text. */
const numbered = new Map<string, string>();
export function toDollar(text: string): string {
  let out = numbered.get(text);
  if (!out) {
    let n = 0;
    out = text.replace(/\?/g, () => `$${++n}`);
    numbered.set(text, out);
  }
  return out;
}

/**
 * Runs statements as one company, each on its own in one round trip (see CompanyScopedQuery):
 * for the hot reads of a request, which would otherwise pay BEGIN, the setting and COMMIT as three
 * more round trips. A statement given a `name` is prepared once per connection. Runs as the
 * connection's role: the tenant role's, so row-level security applies.
 */
export class CompanyStatements {
  constructor(
    private readonly orm: Orm,
    readonly companyId: string,
  ) {}

  async query<T>(text: string, params: readonly unknown[] = [], name?: string): Promise<T[]> {
    const client = this.orm.em.getConnection().getKnex().client as unknown as KnexClient;
    const connection = await client.acquireConnection();
    try {
      const result = await new Promise<pg.QueryResult>((resolve, reject) => {
        const query = new CompanyScopedQuery(this.companyId, { text: toDollar(text), name, values: [...params] }, (error, res) =>
          error ? reject(error) : resolve(res),
        );
        connection.query(query);
      });
      return result.rows as T[];
    } finally {
      await client.releaseConnection(connection);
    }
  }
}
