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
export { byIp, byUser, retryAfterOf } from './rate-limit.ts';
export { createContext } from './context.ts';
export type { BaseContext, Context, Logger, FeatureServices } from './context.ts';
export type { LargeBody, ServerFeature } from './feature.ts';
export { routerRecord, migrationHistory } from './feature.ts';
export {
  Extensions,
  /** @pending issue 23: each feature creates the points it offers. */
  createExtensionPoint,
  contribute,
  clientHistoryPoint,
  clientExportPoint,
  clientRecordsPoint,
  clientAppointmentsPoint,
  clientDataAccessPoint,
  clientSearchAccessPoint,
  periodAppointmentsPoint,
  moneyDateCheckPoint,
} from './extensions.ts';
export type {
  /** @pending issue 23 (as createExtensionPoint). */
  ExtensionPoint,
  /** @pending issue 23 (as createExtensionPoint). */
  Contribution,
  ClientHistoryAddition,
  ClientAppointmentFact,
  ClientDataAccess,
  CompanyStatementRunner,
  FieldChange,
  AppointmentInPeriod,
  BlockedPeriod,
} from './extensions.ts';
export type { Session, Identity, SessionResolver, SessionCheck } from './session.ts';
export { describeError, badRequest, notFound, conflict, unauthorized, MESSAGES, UNAVAILABLE_RETRY_AFTER } from './errors.ts';
export { TRPCError } from '@trpc/server';
export { loggableError, redact, redactPath } from './log-safe.ts';
