import { UserSchema } from '@agenda/auth/server';
import { AppointmentSchema } from '@agenda/calendar/server';
import { ClientSchema } from '@agenda/clients/server';
import type { Em } from '@agenda/db';
import { ServiceSchema } from '@agenda/services/server';
import { ExpenseSchema } from './entities/expense.entity.ts';

/** Entity class names of the tables finance reads, owned by finalize (payments) and the neighbours. */
const PAYMENT_ENTITIES = {
  payment: 'Payment',
  receipt: 'PaymentReceipt',
  serviceItem: 'PaymentServiceItem',
  productItem: 'PaymentProductItem',
} as const;

export interface Tables {
  payment: string;
  receipt: string;
  serviceItem: string;
  productItem: string;
  expense: string;
  client: string;
  service: string;
  appointment: string;
  user: string;
}

let cached: Tables | undefined;

/**
 * Table names read from the entities' metadata, never written here: the owning feature may rename
 * its tables without finance's SQL breaking.
 */
export function tables(em: Em): Tables {
  if (cached) return cached;
  const meta = em.getMetadata();
  const name = (className: string) => meta.find(className)?.tableName ?? className;
  cached = {
    payment: name(PAYMENT_ENTITIES.payment),
    receipt: name(PAYMENT_ENTITIES.receipt),
    serviceItem: name(PAYMENT_ENTITIES.serviceItem),
    productItem: name(PAYMENT_ENTITIES.productItem),
    expense: name(ExpenseSchema.meta.className),
    client: name(ClientSchema.meta.className),
    service: name(ServiceSchema.meta.className),
    appointment: name(AppointmentSchema.meta.className),
    user: name(UserSchema.meta.className),
  };
  return cached;
}

/** One parameterised statement (`?` placeholders) on the request's EntityManager (its transaction, if any). */
export async function query<T>(em: Em, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  return (await em.getConnection().execute(sql, params as unknown[], 'all', em.getTransactionContext())) as T[];
}
