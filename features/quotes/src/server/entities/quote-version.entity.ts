import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { StoredAlternative } from '../content.ts';

/**
 * One version of a quote as it was offered: never changed once written, so what a patient saw (and
 * approved) stays readable after the quote is edited. Its alternatives are one document (items, discounts
 * and plan as entered), read and written whole.
 */
export interface QuoteVersion extends TenantEntity {
  quoteId: string;
  version: number;
  validUntil: string;
  notes: string | null;
  alternatives: StoredAlternative[];
  createdBy: string | null;
}

export const QuoteVersionSchema = new EntitySchema<QuoteVersion>({
  name: 'QuoteVersion',
  tableName: 'quote_version',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    quoteId: { type: 'uuid' },
    version: { type: 'integer' },
    validUntil: { type: 'string', columnType: 'date' },
    notes: { type: 'string', columnType: 'text', nullable: true },
    alternatives: { type: 'json', columnType: 'jsonb' },
    createdBy: { type: 'uuid', nullable: true },
  },
});
