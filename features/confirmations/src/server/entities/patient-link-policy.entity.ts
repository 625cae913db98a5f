import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** Until how many hours before the appointment a patient may reschedule it through their link. */
export interface PatientLinkPolicy extends TenantEntity {
  rescheduleUntilHours: number;
}

export const PatientLinkPolicySchema = new EntitySchema<PatientLinkPolicy>({
  name: 'PatientLinkPolicy',
  tableName: 'patient_link_policy',
  filters: tenantFilter,
  uniques: [{ name: 'patient_link_policy_company_key', properties: ['companyId'] }],
  properties: {
    ...tenantProperties,
    rescheduleUntilHours: { type: 'integer', columnType: 'integer', default: 24 },
  },
});
