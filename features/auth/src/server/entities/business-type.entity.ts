import { type BaseEntity, EntitySchema, baseProperties } from '@agenda/db';

export interface BusinessType extends BaseEntity {
  key: string;
  name: string;
  icon: string | null;
  color: string | null;
  description: string | null;
  position: number;
}

/** A kind of business (dental clinic, beauty salon …): shared by all companies, seeded. */
export const BusinessTypeSchema = new EntitySchema<BusinessType>({
  name: 'BusinessType',
  tableName: 'business_type',
  properties: {
    ...baseProperties,
    key: { type: 'string', columnType: 'text', unique: true },
    name: { type: 'string', columnType: 'text' },
    icon: { type: 'string', columnType: 'text', nullable: true },
    color: { type: 'string', columnType: 'text', nullable: true },
    description: { type: 'string', columnType: 'text', nullable: true },
    position: { type: 'integer', default: 0 },
  },
});
