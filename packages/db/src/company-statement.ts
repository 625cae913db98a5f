import pg from 'pg';
import type { Orm } from './orm.ts';
import { SET_COMPANY_STATEMENT } from './company-setting.ts';
import { statementName } from './pooler.ts';
import { sql } from './sql-template.ts';

interface PgConnection {
  parsedStatements: Record<string, string>;
  parse(config: { text: string; name: string; types: unknown[] }): void;
  close(config: { type: 'S'; name: string }): void;
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
 * A statement sent ahead of a company's first statement, in the same round trip, whose rows decide
 * whether that statement's rows may be used (a hot read re-checks its caller's session this way).
 * It runs before anyone looks at its answer, so it may write only what must be written whatever
 * that answer (a rate limit's hit: decision 038); as part of the statement's implicit transaction,
 * it is undone should the statement fail.
 */
export interface StatementGuard {
  readonly text: string;
  /** Prepared once per connection under this name. */
  readonly name: string;
  readonly values: readonly unknown[];
  /** Given the first column of each of its rows (as PostgreSQL's text), whether to go on. */
  admit(firstColumns: (string | null)[]): boolean;
}

/** The guard of a CompanyStatements did not admit its rows: nothing it read was returned. */
export class GuardRefused extends Error {
  constructor() {
    super('The statement guard refused the rows');
    this.name = 'GuardRefused';
  }
}

interface LeadingPortal {
  text: string;
  name: string;
  values: readonly unknown[];
  /** Collects the first column of its rows; absent when they are thrown away. */
  rows?: (string | null)[];
}

/**
 * One statement run as a company, in one round trip: the company setting (and a guard, if any) and
 * the statement go out as portals of the extended protocol closed by a single Sync, which
 * PostgreSQL runs as one implicit transaction — so the setting (`is_local`) holds for the statement,
 * row-level security reads it, and it is gone when the statement ends (as safe behind PgBouncer in
 * transaction mode as `BEGIN … COMMIT`). node-postgres sends one Sync per query, hence this subclass
 * of its Query: the leading portals' rows and completions are kept apart, the statement's are the
 * query's result.
 */
class CompanyScopedQuery extends pg.Query {
  private readonly leading: LeadingPortal[];
  private completed = 0;
  private parsedBefore = true;

  constructor(
    companyId: string,
    guard: StatementGuard | undefined,
    config: { text: string; name?: string; values: unknown[] },
    /** The name a statement is prepared under here ('' for the unnamed one: see pooler.ts). */
    named: (name: string) => string,
    callback: (error: Error | null, result: pg.QueryResult) => void,
  ) {
    super({ ...config, callback } as pg.QueryConfig);
    // The same statement, under the same name, as a tenant transaction's (see setTransactionCompany).
    const setting = sql.setCompany(companyId).render();
    this.leading = [{ text: setting.text, name: named(SET_COMPANY_STATEMENT), values: setting.values }];
    if (guard) this.leading.push({ text: guard.text, name: named(guard.name), values: guard.values, rows: [] });
  }

  /** The guard's rows (first column), once the query is over. */
  get guardRows(): (string | null)[] {
    return this.leading[1]?.rows ?? [];
  }

  requiresPreparation(): boolean {
    return true;
  }

  prepare(connection: PgConnection): void {
    const name = (this as { name?: string }).name;
    this.parsedBefore = !name || connection.parsedStatements[name] !== undefined;
    // A named statement is parsed whenever node-postgres does not list it. Should an earlier round
    // trip have failed after parsing it (PostgreSQL keeps a prepared statement through the implicit
    // transaction's rollback), the name would be taken: Close first (closing an unknown name is no error).
    if (name && !this.parsedBefore) connection.close({ type: 'S', name });
    for (const portal of this.leading) {
      if (!portal.name || connection.parsedStatements[portal.name] === undefined) {
        if (portal.name) connection.close({ type: 'S', name: portal.name });
        connection.parse({ text: portal.text, name: portal.name, types: [] });
      }
      connection.bind({ portal: '', statement: portal.name, values: [...portal.values], valueMapper: prepareValue });
      connection.execute({ portal: '', rows: 0 });
    }
    base.prepare.call(this, connection);
  }

  handleDataRow(message: unknown): void {
    const portal = this.leading[this.completed];
    if (!portal) base.handleDataRow.call(this, message);
    else portal.rows?.push((message as { fields: (string | null)[] }).fields[0] ?? null);
  }

  handleCommandComplete(message: unknown, connection: PgConnection): void {
    const portal = this.leading[this.completed];
    if (!portal) {
      base.handleCommandComplete.call(this, message, connection);
      return;
    }
    // Its execution completed, so it parsed: the next round trip binds it by name.
    if (portal.name) connection.parsedStatements[portal.name] = portal.text;
    this.completed++;
  }

  /**
   * node-postgres marks a named statement parsed at the first ParseComplete of the query — here the
   * setting's — so a statement that then failed (to parse, or later) is forgotten: the next round
   * trip closes and parses it again.
   */
  handleError(error: Error, connection: PgConnection): void {
    const name = (this as { name?: string }).name;
    if (name && !this.parsedBefore) delete connection.parsedStatements[name];
    base.handleError.call(this, error, connection);
  }
}

/**
 * Runs statements as one company, each on its own in one round trip (see CompanyScopedQuery):
 * for the hot reads of a request, which would otherwise pay BEGIN, the setting and COMMIT as three
 * more round trips. A statement given a `name` is prepared once per connection (unless a transaction
 * pooler is in front: see pooler.ts). Runs as the
 * connection's role: the tenant role's, so row-level security applies. A guard, when given, goes
 * out with the first statement; should it not admit, that statement's rows are dropped and
 * GuardRefused thrown (see settleGuard for a request that ran no statement).
 */
export class CompanyStatements {
  private guard: StatementGuard | undefined;

  constructor(
    private readonly orm: Orm,
    readonly companyId: string,
    guard?: StatementGuard,
  ) {
    this.guard = guard;
  }

  /** One statement with `$1`, `$2`… placeholders (see `runSql`). */
  async run<T>(text: string, params: readonly unknown[] = [], name?: string): Promise<T[]> {
    const guard = this.guard;
    this.guard = undefined;
    const client = this.orm.em.getConnection().getKnex().client as unknown as KnexClient;
    const named = (statement: string) => statementName(client, statement) ?? '';
    const connection = await client.acquireConnection();
    const config = { text, name: name && (named(name) || undefined), values: [...params] };
    let query: CompanyScopedQuery | undefined;
    try {
      const result = await new Promise<pg.QueryResult>((resolve, reject) => {
        query = new CompanyScopedQuery(this.companyId, guard, config, named, (error, res) =>
          error ? reject(error) : resolve(res),
        );
        connection.query(query);
      });
      if (guard && !guard.admit(query?.guardRows ?? [])) throw new GuardRefused();
      return result.rows as T[];
    } catch (error) {
      // A round trip that failed never judged its guard: the next statement (or settleGuard) carries it.
      if (guard && !(error instanceof GuardRefused)) this.guard ??= guard;
      throw error;
    } finally {
      await client.releaseConnection(connection);
    }
  }

  /** Runs the guard on its own if no statement has taken it yet (GuardRefused if it does not admit). */
  async settleGuard(): Promise<void> {
    if (this.guard) await this.run('select 1');
  }
}
