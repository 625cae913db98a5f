import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { MessageKind } from '../../shared/message-templates.ts';

/** A clinic's wording of one kind of message (absent: the default). */
export interface MessageTemplate extends TenantEntity {
  kind: MessageKind;
  body: string;
  updatedBy: string | null;
}

export const MessageTemplateSchema = new EntitySchema<MessageTemplate>({
  name: 'MessageTemplate',
  tableName: 'message_template',
  filters: tenantFilter,
  uniques: [{ name: 'message_template_company_id_kind_key', properties: ['companyId', 'kind'] }],
  properties: {
    ...tenantProperties,
    kind: { type: 'string', columnType: 'text' },
    body: { type: 'string', columnType: 'text' },
    updatedBy: { type: 'uuid', nullable: true },
  },
});
