import { CompanyStatements, type StatementGuard, requestEm, setTransactionCompany } from '@agenda/db';
import { initTRPC } from '@trpc/server';
import type { TRPCRequestInfo } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { BaseContext } from './context.ts';
import { type Access, roleMay } from '@agenda/access';
import type { Session } from './session.ts';
import { badRequest, describeError, forbidden, isRetryableConflict, unauthorized } from './errors.ts';
import { CONTROL_CHARACTERS_MESSAGE, inputHasControlCharacters } from './input-guard.ts';
import { type RateRule, countHits } from './rate-limit.ts';
import { installPtBrValidationMessages } from './validation-messages.ts';

installPtBrValidationMessages();

/** What a procedure declares about itself, read before it runs (see isHotReadCall). */
export interface ProcedureMeta {
  /** Built on tenantReadProcedure: may run on a recalled session, checked inside the read. */
  hotRead?: boolean;
  /** What the caller must be allowed (see permissions.ts); every procedure declares it. */
  permission?: Access;
}

const t = initTRPC
  .context<BaseContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const { code, status, message } = describeError(error);
      return {
        ...shape,
        code: TRPC_ERROR_CODES_BY_KEY[code],
        message,
        data: { ...shape.data, code, httpStatus: status, stack: undefined },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure: no control character (NUL …) in its input — a 400 before any schema; and a
 * deadlock or serialization failure, the database's way of saying "two requests collided", runs
 * the whole procedure once more, a second collision being a 409 (see describeError). The
 * EntityManager is made below this point, so the second run starts from a fresh one. One
 * middleware for both: each level of tRPC's middleware chain copies the call's options and context.
 */
const guardCall = t.middleware(async ({ getRawInput, next }) => {
  if (inputHasControlCharacters(await getRawInput())) throw badRequest(CONTROL_CHARACTERS_MESSAGE);
  const first = await next();
  if (first.ok || !isRetryableConflict(first.error)) return first;
  return next();
});

/**
 * Every procedure but the hot reads trusts only a looked-up session: should it be handed a context
 * whose session was recalled (a REST shim or a batch that mixed a hot read with it), it looks the
 * session up first.
 */
const lookedUpSession = t.middleware(async ({ ctx, next }) => {
  if (!ctx.sessionCheck) return next();
  const { identity, session } = await ctx.lookUpSession();
  return next({ ctx: { identity, session, sessionCheck: null } });
});

const guardedProcedure = t.procedure.use(guardCall);

/**
 * Whether the session's role may call a procedure of a company, by the permission the procedure
 * declares (permissions.ts). A procedure that declares none is refused to everyone: forgetting the
 * declaration closes the door instead of opening it. `public`/`signedIn` are any member's.
 */
function sessionMay(session: Session, meta: ProcedureMeta | undefined): boolean {
  const permission = meta?.permission;
  if (!permission) return false;
  return permission === 'public' || permission === 'signedIn' || roleMay(session.role, permission);
}
const lookedUpProcedure = guardedProcedure.use(lookedUpSession);

/**
 * A procedure outside a company holds to its declaration as a tenant one does: `public` lets anyone
 * in, `signedIn` needs a verified identity (401), a permission a member of a company whose role has
 * it (401 without a session, 403 without the permission), and no declaration refuses everyone.
 */
function refuseUndeclared(ctx: { identity: unknown; session: Session | null }, meta: ProcedureMeta | undefined): void {
  const permission = meta?.permission;
  if (!permission) throw forbidden();
  if (permission === 'public') return;
  if (!ctx.identity) throw unauthorized();
  if (permission === 'signedIn') return;
  if (!ctx.session) throw unauthorized();
  if (!roleMay(ctx.session.role, permission)) throw forbidden();
}

/**
 * Before or without a company (sign-up, sign-in …): an EntityManager on the sign-in role's connection,
 * scoped to the session's company when there is one.
 */
export const publicProcedure = lookedUpProcedure.use(({ ctx, meta, next }) => {
  refuseUndeclared(ctx, meta);
  return next({ ctx: { em: requestEm(ctx.signInOrm, ctx.session?.companyId) } });
});

/** A verified token, whether or not its owner has registered a company yet. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.identity) throw unauthorized();
  return next({ ctx: { identity: ctx.identity } });
});

/**
 * A registered user of a company. The whole procedure runs in one transaction on the tenant role's
 * connection, with the company set for that transaction: the ORM filter scopes every query, and
 * PostgreSQL's row-level security refuses any row of another company should a query miss it.
 */
export const tenantProcedure = lookedUpProcedure.use(async ({ ctx, meta, next }) => {
  if (!ctx.identity || !ctx.session) throw unauthorized();
  const { identity, session } = ctx;
  if (!sessionMay(session, meta)) throw forbidden();
  const companyId = session.companyId;
  const em = requestEm(ctx.tenantOrm, companyId, { tenantFilter: ctx.tenantFilter });
  return em.transactional(async (tx) => {
    await setTransactionCompany(tx, companyId);
    const result = await next({ ctx: { em: tx, identity, session, companyId } });
    // A failed procedure rolls its writes back.
    if (!result.ok) throw result.error;
    return result;
  });
});

/**
 * The `em` of a hot read: there is none, every statement goes through `ctx.db`. Typed `never`, so
 * reaching for it does not compile; should a cast get past that, it fails loudly instead of reading
 * through the sign-in role's connection.
 */
const NO_ENTITY_MANAGER = new Proxy(
  {},
  {
    get() {
      throw new Error('A hot read (tenantReadProcedure) runs its statements through ctx.db, not an EntityManager');
    },
  },
) as never;

/**
 * A read of a company that needs no transaction of its own: each statement it runs through `ctx.db`
 * goes out with the company set, as its own implicit transaction, in one round trip (see
 * CompanyStatements) instead of BEGIN, the setting, the statement and COMMIT. For the hot reads
 * (the weekly calendar, the clients list). No EntityManager is made for it (see NO_ENTITY_MANAGER).
 *
 * When the request's session was recalled rather than looked up (createContext), its check rides
 * in the read's first round trip, and the read's answer goes out only once the check says the
 * session is the same: revoked or expired → 401; details changed (time zone …) → the read runs
 * again with the session as it now is. One round trip in all, as the raw query (decision 018).
 */
export const tenantReadProcedure = guardedProcedure.meta({ hotRead: true }).use(async ({ ctx, meta, next }) => {
  if (!ctx.identity || !ctx.session) throw unauthorized();
  const { identity, session: recalled, sessionCheck: check } = ctx;
  const read = (session: Session, guard?: StatementGuard) => {
    if (!sessionMay(session, meta)) throw forbidden();
    const db = new CompanyStatements(ctx.tenantOrm, session.companyId, guard);
    const companyId = session.companyId;
    return { db, result: next({ ctx: { em: NO_ENTITY_MANAGER, db, identity, session, companyId, sessionCheck: null } }) };
  };
  if (!check) return read(recalled).result;
  // A recalled session's role may be stale: a refusal is decided on the looked-up one.
  if (!sessionMay(recalled, meta)) return read(await lookedUpOrNone(ctx)).result;
  const { db, result } = read(recalled, check.guard);
  const answer = await result;
  // A read that ran no statement, or whose statement failed, has not had its check yet.
  if (check.outcome() === 'unknown') await db.settleGuard().catch(() => undefined);
  const outcome = check.outcome();
  if (outcome === 'same') return answer;
  if (outcome === 'gone') throw unauthorized();
  const fresh = outcome === 'changed' ? check.fresh() : (await ctx.lookUpSession()).session;
  if (!fresh) throw unauthorized();
  return read(fresh).result;
});

/**
 * A REST path's refusal before its input is read (a multipart file, a JSON body): a caller who may
 * not call it learns nothing of what it takes. Without a session it leaves the 401 to the procedure.
 */
export async function refuseUnlessAllowed(ctx: BaseContext, meta: ProcedureMeta | undefined): Promise<void> {
  if (!ctx.session || sessionMay(ctx.session, meta)) return;
  if (ctx.sessionCheck) {
    const { session } = await ctx.lookUpSession();
    if (!session || sessionMay(session, meta)) return;
  }
  throw forbidden();
}

async function lookedUpOrNone(ctx: BaseContext): Promise<Session> {
  const { session } = await ctx.lookUpSession();
  if (!session) throw unauthorized();
  return session;
}

/** Counts the call against the given limits (see rate-limit.ts) before it runs: 429 when over. */
export const rateLimited = (...rules: RateRule[]) =>
  t.middleware(async ({ ctx, getRawInput, next }) => {
    await countHits(ctx, await getRawInput(), rules);
    return next();
  });

/** Whether every call of a tRPC request is a hot read, so its session may be recalled (createContext). */
export function isHotReadCall(info: TRPCRequestInfo | undefined): boolean {
  if (!info || info.calls.length === 0) return false;
  return info.calls.every((call) => (call.procedure?._def.meta as ProcedureMeta | undefined)?.hotRead === true);
}
