import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { PixKeyType } from '@agenda/br';

/** The clinic's PIX key, with the name and city its BR Codes carry (one per clinic). */
export interface PixKeySetting extends TenantEntity {
  keyType: PixKeyType;
  pixKey: string;
  beneficiary: string;
  city: string;
  updatedBy: string | null;
}

export const PixKeySettingSchema = new EntitySchema<PixKeySetting>({
  name: 'PixKeySetting',
  tableName: 'pix_key',
  filters: tenantFilter,
  uniques: [{ name: 'pix_key_company_id_key', properties: ['companyId'] }],
  properties: {
    ...tenantProperties,
    keyType: { type: 'string', columnType: 'text' },
    pixKey: { type: 'string', columnType: 'text' },
    beneficiary: { type: 'string', columnType: 'text' },
    city: { type: 'string', columnType: 'text' },
    updatedBy: { type: 'uuid', nullable: true },
  },
});
