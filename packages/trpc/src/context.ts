import { randomUUID } from 'node:crypto';
import type { Em, Orm } from '@agenda/db';
import { Extensions } from './extensions.ts';
import type { Identity, Session, SessionResolver } from './session.ts';

/**
 * Services the server hands to features' procedures (identity provider, postal-code lookup …).
 * A feature that needs one declares it by augmenting this interface.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the features
export interface FeatureServices {}

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn?(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface Context {
  requestId: string;
  /** Request-scoped EntityManager; tenant-scoped once a session is known. */
  em: Em;
  identity: Identity | null;
  session: Session | null;
  log: Logger;
  /** The admin connection: sign-in lookups and health checks, never tenant data. */
  orm: Orm;
  /** Tenant requests' connection, as the role row-level security applies to. */
  tenantOrm: Orm;
  /** Off only in the row-level-security proof. */
  tenantFilter: boolean;
  services: FeatureServices;
  /** What the features contributed to each other's extension points. */
  extensions: Extensions;
  /** The caller's IP address (from a trusted proxy's header when configured), for rate limits. */
  clientIp: string;
  /** Multiplies every rate limit (1 in production; tests and local runs may raise it). */
  rateLimitFactor: number;
}

/**
 * What a request brings, before any procedure runs: no EntityManager yet — each kind of procedure
 * makes the one it needs (see init.ts), so a hot read or a tenant transaction does not pay for an
 * admin-connection fork it never uses.
 */
export type BaseContext = Omit<Context, 'em'>;

export interface ContextDeps {
  orm: Orm;
  sessions: SessionResolver;
  log: Logger;
  tenantOrm?: Orm;
  tenantFilter?: boolean;
  services?: FeatureServices;
  extensions?: Extensions;
  rateLimitFactor?: number;
}

export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export async function createContext(
  deps: ContextDeps,
  req: Request,
  requestId: string = randomUUID(),
  clientIp = 'unknown',
): Promise<BaseContext> {
  const token = bearerToken(req.headers.get('authorization'));
  let identity: Identity | null = null;
  let session: Session | null = null;
  if (token) {
    // The lookup reads through the connection alone (no unit of work): no request EntityManager.
    const resolved = await deps.sessions.resolve(token, deps.orm.em);
    identity = resolved?.identity ?? null;
    session = resolved?.session ?? null;
  }
  return {
    requestId,
    identity,
    session,
    log: deps.log,
    orm: deps.orm,
    tenantOrm: deps.tenantOrm ?? deps.orm,
    tenantFilter: deps.tenantFilter ?? true,
    services: deps.services ?? ({} as FeatureServices),
    extensions: deps.extensions ?? new Extensions(),
    clientIp,
    rateLimitFactor: deps.rateLimitFactor ?? 1,
  };
}
