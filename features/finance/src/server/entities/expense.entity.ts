import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { ExpenseMethod } from '../../shared/methods.ts';

export interface Expense extends TenantEntity {
  /** 'yyyy-MM-dd': when it was (or is to be) incurred; a paid expense counts on this day. */
  date: string;
  category: string;
  description: string;
  amountCents: number;
  method: ExpenseMethod;
  status: 'PAID' | 'PENDING';
  /** 'yyyy-MM-dd', set for a pending expense. */
  dueDate: string | null;
  createdBy: string | null;
}

/** Money the clinic pays out: rent, materials, lab fees. Entered by the owner. */
export const ExpenseSchema = new EntitySchema<Expense>({
  name: 'Expense',
  tableName: 'expense',
  filters: tenantFilter,
  indexes: [
    { name: 'expense_company_date_idx', properties: ['companyId', 'date'] },
    { name: 'expense_company_status_idx', properties: ['companyId', 'status', 'date'] },
  ],
  uniques: [{ name: 'expense_company_id_key', properties: ['companyId', 'id'] }],
  properties: {
    ...tenantProperties,
    date: { type: 'string', columnType: 'date' },
    category: { type: 'string', columnType: 'text' },
    description: { type: 'string', columnType: 'text' },
    amountCents: { type: 'integer' },
    method: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    dueDate: { type: 'string', columnType: 'date', nullable: true },
    createdBy: { type: 'uuid', nullable: true },
  },
});
