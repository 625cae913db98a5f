export {
  router,
  publicProcedure,
  authedProcedure,
  tenantProcedure,
  tenantReadProcedure,
  createCallerFactory,
  middleware,
  rateLimited,
  isHotReadCall,
} from './init.ts';
export type { ProcedureMeta } from './init.ts';
export { byIp, byUser, retryAfterOf, rateLimitedError } from './rate-limit.ts';
export type { RateRule } from './rate-limit.ts';
export { inputHasControlCharacters } from './input-guard.ts';
export { createContext, bearerToken } from './context.ts';
export type { BaseContext, Context, ContextDeps, ContextOptions, Logger, FeatureServices } from './context.ts';
export type { LargeBody, ServerFeature, RouterRecord } from './feature.ts';
export { routerRecord, migrationHistory, extensionsOf } from './feature.ts';
export { Extensions, createExtensionPoint, contribute } from './extensions.ts';
export type { ExtensionPoint, Contribution } from './extensions.ts';
export type { Session, Identity, SessionResolver, SessionCheck, RecalledSession } from './session.ts';
export {
  describeError,
  badRequest,
  notFound,
  conflict,
  unauthorized,
  MESSAGES,
  UNAVAILABLE_RETRY_AFTER,
  isRetryableConflict,
} from './errors.ts';
export { TRPCError } from '@trpc/server';
export { loggableError, redact, redactPath } from './log-safe.ts';
