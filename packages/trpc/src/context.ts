import { randomUUID } from 'node:crypto';
import { type Em, type Orm, requestEm } from '@agenda/db';
import type { Identity, Session, SessionResolver } from './session.ts';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface Context {
  requestId: string;
  /** Request-scoped EntityManager; tenant-scoped once a session is known. */
  em: Em;
  identity: Identity | null;
  session: Session | null;
  log: Logger;
  orm: Orm;
}

export interface ContextDeps {
  orm: Orm;
  sessions: SessionResolver;
  log: Logger;
}

export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export async function createContext(deps: ContextDeps, req: Request, requestId: string = randomUUID()): Promise<Context> {
  const token = bearerToken(req.headers.get('authorization'));
  let identity: Identity | null = null;
  let session: Session | null = null;
  if (token) {
    const resolved = await deps.sessions.resolve(token, requestEm(deps.orm));
    identity = resolved?.identity ?? null;
    session = resolved?.session ?? null;
  }
  return {
    requestId,
    em: requestEm(deps.orm, session?.companyId),
    identity,
    session,
    log: deps.log,
    orm: deps.orm,
  };
}
