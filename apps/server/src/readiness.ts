import { type Orm, runSql, sql } from '@agenda/db';
import type { Lifecycle } from './http/listen.ts';

/** A readiness probe waits no longer than this for the database (a load balancer's probe is short). */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether this instance should get requests: not while it drains, and only if each of its
 * connections (sign-in and tenant role) can run a statement now.
 */
export function readiness(orms: Orm[], lifecycle: Lifecycle) {
  return async (): Promise<{ ready: true } | { ready: false; error: string }> => {
    if (lifecycle.draining) return { ready: false, error: 'Servidor encerrando' };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('readiness probe timed out')), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([Promise.all(orms.map((orm) => runSql(orm.em, sql`select 1`))), late]);
      return { ready: true };
    } catch {
      return { ready: false, error: 'Banco de dados indisponível' };
    } finally {
      clearTimeout(timer);
    }
  };
}
