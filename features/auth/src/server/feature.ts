import type { ServerFeature } from '@agenda/trpc';
import { seedBusinessTypes } from './business-types.seeder.ts';
import { BusinessTypeTabSchema } from './entities/business-type-tab.entity.ts';
import { BusinessTypeSchema } from './entities/business-type.entity.ts';
import { CompanySchema } from './entities/company.entity.ts';
import { UserSchema } from './entities/user.entity.ts';
import { Migration20261125000100_auth } from './migrations/Migration20261125000100_auth.ts';
import { Migration20261126000100_auth_tenant_keys } from './migrations/Migration20261126000100_auth_tenant_keys.ts';
import { Migration20261126600000_rate_limits } from './migrations/Migration20261126600000_rate_limits.ts';
import { Migration20261128000100_rate_limit_functions } from './migrations/Migration20261128000100_rate_limit_functions.ts';
import { Migration20261126600100_auth_sessions } from './migrations/Migration20261126600100_auth_sessions.ts';
import { Migration20261126700000_company_profile } from './migrations/Migration20261126700000_company_profile.ts';
import { Migration20261126700100_company_saturday } from './migrations/Migration20261126700100_company_saturday.ts';
import { Migration20261201000100_memberships } from './migrations/Migration20261201000100_memberships.ts';
import { memberJoinedPoint } from './points.ts';
import { authRest } from './rest.ts';
import { authRouter } from './router.ts';

export const authServerFeature = {
  key: 'auth',
  router: authRouter,
  entities: [CompanySchema, UserSchema, BusinessTypeSchema, BusinessTypeTabSchema],
  migrations: [
    { name: 'Migration20261125000100_auth', class: Migration20261125000100_auth },
    { name: 'Migration20261126000100_auth_tenant_keys', class: Migration20261126000100_auth_tenant_keys },
    { name: 'Migration20261126600000_rate_limits', class: Migration20261126600000_rate_limits },
    { name: 'Migration20261126600100_auth_sessions', class: Migration20261126600100_auth_sessions },
    { name: 'Migration20261126700000_company_profile', class: Migration20261126700000_company_profile },
    { name: 'Migration20261126700100_company_saturday', class: Migration20261126700100_company_saturday },
    { name: 'Migration20261128000100_rate_limit_functions', class: Migration20261128000100_rate_limit_functions },
    { name: 'Migration20261201000100_memberships', class: Migration20261201000100_memberships },
  ],
  rest: authRest,
  // Finding a person's membership and session before their company is known, opening and ending
  // device sessions, stamping the last sign-in; sign-up's checks and the business types it offers.
  signIn: [
    { table: 'company', privileges: ['select'] },
    { table: 'app_user', privileges: ['select', 'update'] },
    { table: 'auth_session', privileges: ['select', 'insert', 'update'] },
    { table: 'business_type', privileges: ['select'] },
    { table: 'business_type_tab', privileges: ['select'] },
  ],
  seed: seedBusinessTypes,
  offers: [memberJoinedPoint],
} satisfies ServerFeature<'auth'>;
