import { timingSafeEqual } from 'node:crypto';
import type { Orm } from '@agenda/db';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's own figures (CPU, memory, GC, event-loop lag): collected once per process, shared
 * by every app it serves (tests build many).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}
const poolOf = (orm: Orm) => (orm.em.getConnection().getKnex().client as unknown as { pool?: TarnPool }).pool;

/**
 * The server's metrics in the Prometheus text format: requests by route template and status, their
 * latency, 5xx answers, rate-limit refusals and the database pools (in use, idle, waiting).
 */
export function serverMetrics(options: { pools: Record<string, Orm>; procedures: readonly string[] }) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'agenda_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'agenda_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'agenda_http_server_errors_total',
    help: 'Answers with a 5xx status, by route template',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'agenda_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route template',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const pools = Object.entries(options.pools);
  const poolGauge = (name: string, help: string, read: (pool: TarnPool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [label, orm] of pools) {
          const pool = poolOf(orm);
          this.set({ pool: label }, pool ? read(pool) : 0);
        }
      },
    });
  poolGauge('agenda_db_pool_connections_in_use', 'Database connections lent to a request', (p) => p.numUsed());
  poolGauge('agenda_db_pool_connections_idle', 'Open database connections waiting in the pool', (p) => p.numFree());
  poolGauge('agenda_db_pool_waiting', 'Requests waiting for a database connection', (p) => p.numPendingAcquires());

  const procedures = new Set(options.procedures);
  /** A bounded label: the matched route's template, never the raw path (ids, probes). */
  const routeOf = (c: Context, status: number): string => {
    const path = c.req.path;
    if (path.startsWith('/trpc/')) {
      const names = path.slice('/trpc/'.length).split(',');
      if (!names.every((name) => procedures.has(name))) return '/trpc/(unknown)';
      return names.length === 1 ? `/trpc/${names[0]}` : '/trpc/(batch)';
    }
    const route = matchedRoutes(c).findLast((r) => r.method !== 'ALL');
    if (route) return route.path;
    return status === 404 ? '(not found)' : '(web)';
  };

  return {
    observe(c: Context, seconds: number) {
      const status = c.res.status;
      const route = routeOf(c, status);
      const method = c.req.method;
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
      if (status >= 500) serverErrors.inc({ route });
      if (status === 429) refusals.inc({ route });
    },
    contentType: registry.contentType,
    async text(): Promise<string> {
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
  };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Metrics are for the operator: a scrape from this machine (the socket's peer on loopback, not
 * relayed by a proxy, which would make every visitor look local), or one with the bearer token.
 */
export function mayScrape(c: Context, token: string | undefined): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (token && given) {
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    if (a.length === b.length && timingSafeEqual(a, b)) return true;
  }
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false;
  try {
    return LOOPBACK.test(getConnInfo(c).remote.address ?? '');
  } catch {
    return false;
  }
}
