import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { DocumentKind } from '../../shared/kinds.ts';

/** A clinic's own text for one kind of document (without one, the kind's default). */
export interface DocumentTemplate extends TenantEntity {
  kind: DocumentKind;
  body: string;
}

export const DocumentTemplateSchema = new EntitySchema<DocumentTemplate>({
  name: 'DocumentTemplate',
  tableName: 'document_template',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    kind: { type: 'string', columnType: 'text' },
    body: { type: 'string', columnType: 'text' },
  },
});
