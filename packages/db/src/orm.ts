import { type EntitySchema, type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { TENANT_FILTER } from './base.ts';
import type { MigrationObject } from '@mikro-orm/core';
import { type Pooler, poolerFrom, useUnnamedStatements } from './pooler.ts';

export type Orm = MikroORM;
export type Em = EntityManager;

export interface OrmOptions {
  clientUrl: string;
  entities: EntitySchema[];
  debug?: boolean;
  poolMax?: number;
  /** The whole migration history, in order (the server gathers it from its features). */
  migrations?: MigrationObject[];
  /** The pooler in front of the database; `DATABASE_POOLER` when not given (see pooler.ts). */
  pooler?: Pooler;
}

/**
 * A `host` parameter names the folder of PostgreSQL's Unix socket, as libpq reads it
 * (`postgres://user:pass@localhost/agenda?host=/var/run/postgresql`): with the database on the same
 * machine, a round trip through the socket costs the client about a quarter less CPU than loopback
 * TCP (decision 055). The ORM takes the host from the URL's authority alone, so it is passed on here.
 */
function socketHost(clientUrl: string): { host?: string } {
  const host = new URL(clientUrl).searchParams.get('host');
  return host?.startsWith('/') ? { host } : {};
}

export async function createOrm(options: OrmOptions): Promise<Orm> {
  const pooler = options.pooler ?? poolerFrom(process.env.DATABASE_POOLER);
  const orm = await MikroORM.init({
    clientUrl: options.clientUrl,
    ...socketHost(options.clientUrl),
    entities: options.entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    debug: options.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    // A request waits at most this long for a connection (a full pool, an unreachable server), and
    // a new connection at most 5 s to open: then the answer is a 503, never a hang.
    pool: { min: 0, max: options.poolMax ?? 10, acquireTimeoutMillis: 10_000 },
    driverOptions: { connection: { connectionTimeoutMillis: 5_000 } },
    migrations: {
      migrationsList: options.migrations ?? [],
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  });
  if (pooler === 'transaction') useUnnamedStatements(orm.em.getConnection().getKnex().client);
  return orm;
}

export async function migrate(orm: Orm): Promise<void> {
  await orm.getMigrator().up();
}

/** A fresh EntityManager for one request, scoped to the company when one is known. */
export function requestEm(orm: Orm, companyId?: string, options: { tenantFilter?: boolean } = {}): Em {
  const em = orm.em.fork({ clear: true, useContext: false });
  if (companyId) em.setFilterParams(TENANT_FILTER, { companyId });
  // Only the row-level-security proof switches the filter off, to show the database alone holds.
  if (options.tenantFilter === false) em.setFilterParams(TENANT_FILTER, { off: true });
  return em;
}

/** Queries outside any tenant (sign-up, token lookup) must say so explicitly. */
export const withoutTenant = { filters: { [TENANT_FILTER]: false } } as const;
