import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

export interface ClosingTotal {
  /** A payment method's code ('PIX', 'CARTAO' …). */
  method: string;
  /** Received less reversed, in centavos (negative when more went back than came in). */
  cents: number;
}

/** A cash closing ('Fechamento de caixa'): nothing dated up to `until` can be written after it. */
export interface CashClosing extends TenantEntity {
  /** 'yyyy-MM-dd': the first day it covers, the day after the closing before it; null for the first. */
  fromDate: string | null;
  /** 'yyyy-MM-dd': the last day it covers. */
  until: string;
  closedBy: string | null;
  /** The money received in [fromDate, until] by method, as it stood when closed (createdAt). */
  totals: ClosingTotal[];
}

export const CashClosingSchema = new EntitySchema<CashClosing>({
  name: 'CashClosing',
  tableName: 'cash_closing',
  filters: tenantFilter,
  uniques: [
    { name: 'cash_closing_company_id_key', properties: ['companyId', 'id'] },
    { name: 'cash_closing_company_until_key', properties: ['companyId', 'until'] },
  ],
  properties: {
    ...tenantProperties,
    fromDate: { type: 'string', columnType: 'date', nullable: true },
    until: { type: 'string', columnType: 'date' },
    closedBy: { type: 'uuid', nullable: true },
    totals: { type: 'json', columnType: 'jsonb' },
  },
});
