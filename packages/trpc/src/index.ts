export { router, publicProcedure, authedProcedure, tenantProcedure, createCallerFactory, middleware } from './init.ts';
export { createContext, bearerToken } from './context.ts';
export type { Context, ContextDeps, Logger } from './context.ts';
export type { Session, Identity, SessionResolver } from './session.ts';
export { describeError, badRequest, notFound, conflict, unauthorized, MESSAGES } from './errors.ts';
export { TRPCError } from '@trpc/server';
export { loggableError, redactPath } from './log-safe.ts';
