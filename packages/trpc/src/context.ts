import { randomUUID } from 'node:crypto';
import type { Em, Orm } from '@agenda/db';
import { Extensions } from './extensions.ts';
import type { Identity, Session, SessionCheck, SessionResolver } from './session.ts';

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
  /**
   * Set when `session` was recalled from an earlier request instead of looked up (a hot read's
   * context): it holds only once this check, run inside the read, says 'same' (tenantReadProcedure).
   * Any other procedure looks the session up first (see lookUpSession).
   */
  sessionCheck: SessionCheck | null;
  /** The ordinary lookup of the caller's session (once per request), the one a recalled session skipped. */
  lookUpSession(): Promise<{ identity: Identity | null; session: Session | null }>;
  log: Logger;
  /** The sign-in role's connection: sign-in lookups, rate limits and health checks, never tenant data. */
  signInOrm: Orm;
  /** Tenant requests' connection, as the role row-level security applies to. */
  tenantOrm: Orm;
  /** Off only in the row-level-security proof. */
  tenantFilter: boolean;
  services: FeatureServices;
  /** What the features contributed to each other's extension points. */
  extensions: Extensions;
  /** The caller's IP address (from a trusted proxy's header when configured), for rate limits. */
  clientIp: string;
  /** The origin the request reached this server at (`http://host:port`): links handed out point back to it. */
  origin: string;
  /** Multiplies every rate limit (1 in production; tests and local runs may raise it). */
  rateLimitFactor: number;
}

/**
 * What a request brings, before any procedure runs: no EntityManager yet — each kind of procedure
 * makes the one it needs (see init.ts), so a hot read or a tenant transaction does not pay for a
 * fork of the sign-in connection it never uses.
 */
export type BaseContext = Omit<Context, 'em'>;

export interface ContextDeps {
  signInOrm: Orm;
  sessions: SessionResolver;
  log: Logger;
  tenantOrm?: Orm;
  tenantFilter?: boolean;
  services?: FeatureServices;
  extensions?: Extensions;
  rateLimitFactor?: number;
}

export interface ContextOptions {
  /** Every call of the request is a hot read: a remembered session may stand in for the lookup. */
  recallSession?: boolean;
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
  options: ContextOptions = {},
): Promise<BaseContext> {
  const token = bearerToken(req.headers.get('authorization'));
  let lookup: Promise<{ identity: Identity | null; session: Session | null }> | undefined;
  const lookUpSession = () => {
    // The lookup reads through the connection alone (no unit of work): no request EntityManager.
    lookup ??= token
      ? deps.sessions.resolve(token, deps.signInOrm.em).then((resolved) => ({
          identity: resolved?.identity ?? null,
          session: resolved?.session ?? null,
        }))
      : Promise.resolve({ identity: null, session: null });
    return lookup;
  };
  const recalled = token && options.recallSession ? await deps.sessions.recall?.(token) : null;
  const { identity, session } = recalled ?? (await lookUpSession());
  return {
    requestId,
    identity,
    session,
    sessionCheck: recalled?.check ?? null,
    lookUpSession,
    log: deps.log,
    signInOrm: deps.signInOrm,
    tenantOrm: deps.tenantOrm ?? deps.signInOrm,
    tenantFilter: deps.tenantFilter ?? true,
    services: deps.services ?? ({} as FeatureServices),
    extensions: deps.extensions ?? new Extensions(),
    clientIp,
    origin: new URL(req.url).origin,
    rateLimitFactor: deps.rateLimitFactor ?? 1,
  };
}
