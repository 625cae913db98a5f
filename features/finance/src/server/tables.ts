import { UserSchema } from '@agenda/auth/server';
import { AppointmentSchema } from '@agenda/calendar/server';
import { ClientSchema } from '@agenda/clients/server';
import type { Em } from '@agenda/db';
import { PaymentProductItemSchema, PaymentReceiptSchema, PaymentSchema, PaymentServiceItemSchema } from '@agenda/finalize/server';
import { ServiceSchema } from '@agenda/services/server';
import { CashClosingSchema } from './entities/cash-closing.entity.ts';
import { ExpenseSchema } from './entities/expense.entity.ts';

export interface Tables {
  payment: string;
  receipt: string;
  serviceItem: string;
  productItem: string;
  expense: string;
  closing: string;
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
  const name = (className: string) => meta.get(className).tableName;
  cached = {
    payment: name(PaymentSchema.meta.className),
    receipt: name(PaymentReceiptSchema.meta.className),
    serviceItem: name(PaymentServiceItemSchema.meta.className),
    productItem: name(PaymentProductItemSchema.meta.className),
    expense: name(ExpenseSchema.meta.className),
    closing: name(CashClosingSchema.meta.className),
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
