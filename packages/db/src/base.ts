import { randomUUID } from 'node:crypto';
import type { EntitySchemaMetadata } from '@mikro-orm/core';

/** Properties every row carries. */
export interface BaseEntity {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Rows owned by one company (the tenant). Every query on them is scoped by `companyId`. */
export interface TenantEntity extends BaseEntity {
  companyId: string;
}

export const baseProperties = {
  id: { type: 'uuid', primary: true, onCreate: () => randomUUID() },
  createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
  updatedAt: {
    type: 'Date',
    columnType: 'timestamptz',
    onCreate: () => new Date(),
    onUpdate: () => new Date(),
  },
} as const;

export const tenantProperties = {
  ...baseProperties,
  companyId: { type: 'uuid', index: false },
} as const;

export const TENANT_FILTER = 'tenant';

/**
 * The tenant filter is on by default for every tenant table: a query made without the
 * request's company fails loudly instead of leaking another company's rows.
 */
export const tenantFilter = {
  [TENANT_FILTER]: {
    name: TENANT_FILTER,
    // `off` exists for the row-level-security proof only: it shows the database alone keeps tenants apart.
    cond: (args: { companyId?: string; off?: boolean }) => (args.off ? {} : { companyId: args.companyId }),
    default: true,
  },
} satisfies EntitySchemaMetadata<unknown>['filters'];

/**
 * Creates a managed entity with its id and timestamps set now, not at flush: rows that point to
 * each other can be built in one unit of work.
 */
export function make<T extends object>(
  em: import('@mikro-orm/postgresql').EntityManager,
  schema: import('@mikro-orm/core').EntitySchema<T>,
  data: Omit<T, 'id' | 'createdAt' | 'updatedAt'> & Partial<Pick<BaseEntity, 'id'>>,
): T {
  const now = new Date();
  return em.create(schema, { id: randomUUID(), createdAt: now, updatedAt: now, ...data } as never) as T;
}
