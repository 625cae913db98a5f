import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

export interface CommissionRate extends TenantEntity {
  professionalId: string;
  /** null: every service of the professional with no rate of its type. */
  serviceTypeId: string | null;
  /** Hundredths of a percent: 4000 is 40%. */
  basisPoints: number;
}

/** A professional's 'repasse': the share of a service's price that is theirs. */
export const CommissionRateSchema = new EntitySchema<CommissionRate>({
  name: 'CommissionRate',
  tableName: 'commission_rate',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    professionalId: { type: 'uuid' },
    serviceTypeId: { type: 'uuid', nullable: true },
    basisPoints: { type: 'integer' },
  },
});
