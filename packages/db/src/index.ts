export { baseProperties, tenantProperties, tenantFilter, TENANT_FILTER, make } from './base.ts';
export type { BaseEntity, TenantEntity } from './base.ts';
export { createOrm, migrate, requestEm, withoutTenant } from './orm.ts';
export type { Orm, Em } from './orm.ts';
export {
  pgErrorCode,
  pgConstraint,
  isUuid,
  PG_UNIQUE_VIOLATION,
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  isDatabaseUnavailable,
} from './errors.ts';
export { EntitySchema, ArrayType } from '@mikro-orm/postgresql';
export { openDatabase, ensureDatabase } from './database.ts';
export { Migration } from '@mikro-orm/migrations';
export type { MigrationObject } from '@mikro-orm/core';
export { TransactionPropagation } from '@mikro-orm/core';
export { startEmbeddedPostgres, freePort, embeddedPassword, embeddedUrl, runningEmbeddedPort } from './embedded.ts';
export type { EmbeddedDatabase } from './embedded.ts';
export { COMPANY_SETTING } from './company-setting.ts';
export {
  appRolePassword,
  appRoleUrl,
  roleUrl,
  prepareAppRole,
  grantAppRole,
  enforceTenantIsolation,
  setTransactionCompany,
} from './tenancy.ts';
export {
  SIGN_IN_ROLE,
  type SignInGrant,
  ensureLoginRole,
  grantSignInRole,
  signInRolePassword,
} from './sign-in-role.ts';
export { schemaDrift } from './drift.ts';
export { viewsWithOwnerRights } from './views.ts';
export { runSql } from './sql.ts';
export { sql, Sql, TypedSql, typedFragment } from './sql-template.ts';
export type { SqlTarget } from './sql.ts';
export { CompanyStatements, GuardRefused } from './company-statement.ts';
export type { StatementGuard } from './company-statement.ts';
export { plain } from './plain.ts';
export type { Plain } from './plain.ts';
export { findBySql, findOneBySql } from './entity-sql.ts';
