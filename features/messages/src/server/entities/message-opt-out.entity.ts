import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** A number that answered 'SAIR': no reminder goes to it again (LGPD), with when and how it was said. */
export interface MessageOptOut extends TenantEntity {
  /** The WhatsApp number, 55 and digits. */
  phone: string;
  source: string;
  optedOutAt: Date;
}

export const MessageOptOutSchema = new EntitySchema<MessageOptOut>({
  name: 'MessageOptOut',
  tableName: 'message_opt_out',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    phone: { type: 'string', columnType: 'text' },
    source: { type: 'string', columnType: 'text' },
    optedOutAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
