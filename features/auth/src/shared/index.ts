export type { TabField, TabSection, CompanyConfig } from './business-type.ts';
export { AUTH_TEXTS } from './texts.ts';
export { firstName } from './user.ts';
export type { PublicUser } from './user.ts';
export { COMPANY_WEEKDAYS, companyProfileSchema } from './company-profile.ts';
export type { CompanyProfileInput } from './company-profile.ts';
export { COMPANY_TEXTS } from './company-texts.ts';
