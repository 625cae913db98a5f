export { authServerFeature } from './feature.ts';
import { BusinessTypeTabSchema } from './entities/business-type-tab.entity.ts';
import { BusinessTypeSchema } from './entities/business-type.entity.ts';
import { CompanySchema } from './entities/company.entity.ts';
import { UserSchema } from './entities/user.entity.ts';

export type { AuthRouter, AuthApi, AuthDeps } from './router.ts';
export { TokenVerifier } from './tokens.ts';
export { sessionResolver } from './session-resolver.ts';
export { AccountCheck, ACCOUNT_CHECK_SECONDS } from './account-check.ts';
export { firebaseAuth, assertSafeAuthSetup } from './firebase.ts';
export { viaCepProvider } from './cep.service.ts';
export type { CepProvider } from './cep.service.ts';
export { seedBusinessTypes } from './business-types.seeder.ts';
export { CompanySchema, UserSchema, BusinessTypeSchema, BusinessTypeTabSchema };
export type { Company } from './entities/company.entity.ts';
export type { User } from './entities/user.entity.ts';
export { USER_BRIEF_SQL, companyTimeZone, firstUserId, userNames } from './read-model.ts';
export { companyHours, companyProfileChanged } from './auth.service.ts';
