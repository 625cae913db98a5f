import { type BaseEntity, EntitySchema, baseProperties } from '@agenda/db';
import type { TabFieldConfig } from '../../shared/business-type.ts';

export interface BusinessTypeTab extends BaseEntity {
  businessTypeId: string;
  key: string;
  position: number;
  name: string;
  icon: string | null;
  color: string | null;
  description: string | null;
  fieldConfig: TabFieldConfig;
}

/** One client tab of a business type: its form (fields) or a built-in module (odontogram …). */
export const BusinessTypeTabSchema = new EntitySchema<BusinessTypeTab>({
  name: 'BusinessTypeTab',
  tableName: 'business_type_tab',
  properties: {
    ...baseProperties,
    businessTypeId: { type: 'uuid' },
    key: { type: 'string', columnType: 'text' },
    position: { type: 'integer', default: 0 },
    name: { type: 'string', columnType: 'text' },
    icon: { type: 'string', columnType: 'text', nullable: true },
    color: { type: 'string', columnType: 'text', nullable: true },
    description: { type: 'string', columnType: 'text', nullable: true },
    fieldConfig: { type: 'json', columnType: 'jsonb' },
  },
});
