export {
  router,
  publicProcedure,
  authedProcedure,
  tenantProcedure,
  tenantReadProcedure,
  createCallerFactory,
  rateLimited,
  isHotReadCall,
} from './init.ts';
export { byIp, byUser, countHits, hitCheck, readCountingHit, retryAfterOf } from './rate-limit.ts';
export type { HitCheck, RateRule } from './rate-limit.ts';
export { createContext } from './context.ts';
export type { BaseContext, Context, Logger, FeatureServices } from './context.ts';
export type { LargeBody, ServerFeature } from './feature.ts';
export { routerRecord, migrationHistory, extensionsOf } from './feature.ts';
export { Extensions, createExtensionPoint, contribute } from './extensions.ts';
export type { Session, Identity, SessionResolver, SessionCheck } from './session.ts';
export { badRequest, notFound, conflict, unauthorized, MESSAGES, UNAVAILABLE_RETRY_AFTER } from './errors.ts';
export { TRPCError } from '@trpc/server';
export { loggableError, redact, redactPath } from './log-safe.ts';
export { inCompanyTransaction } from './company-transaction.ts';
export { onceByKey } from './idempotency.ts';
