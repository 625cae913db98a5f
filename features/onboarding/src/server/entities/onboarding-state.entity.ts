import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** What the owner chose about the first steps: hidden or not (one row per company, made when first hidden). */
export interface OnboardingState extends TenantEntity {
  dismissedAt: Date | null;
}

export const OnboardingStateSchema = new EntitySchema<OnboardingState>({
  name: 'OnboardingState',
  tableName: 'onboarding_state',
  filters: tenantFilter,
  uniques: [{ name: 'onboarding_state_company_key', properties: ['companyId'] }],
  properties: {
    ...tenantProperties,
    dismissedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
