export { authServerFeature } from './feature.ts';
export { TokenVerifier } from './tokens.ts';
export { sessionResolver } from './session-resolver.ts';
export { AccountCheck, ACCOUNT_CHECK_SECONDS } from './account-check.ts';
export { firebaseAuth, assertSafeAuthSetup } from './firebase.ts';
export { viaCepProvider } from './cep.service.ts';
export { seedDemoOwner } from './demo-owner.seeder.ts';
export { seedDemoMember } from './demo-member.seeder.ts';
export {
  USER_BRIEF_SQL,
  companyFacts,
  companyOwner,
  companyTab,
  companyTabs,
  companyTimeZone,
  tabNames,
  userNames,
} from './read-model.ts';
export { companyHours, companyProfileChanged } from './auth.service.ts';
export type { Member } from './members.ts';
export {
  addMember,
  companyMember,
  companyMembers,
  lockActiveOwners,
  memberByEmail,
  revokeMemberSessions,
  signInMember,
  updateMember,
} from './members.ts';
export { memberJoinedPoint } from './points.ts';
export type { JoinedMember } from './points.ts';
export { CLINIC_CARD_SQL, type ClinicCard, clinicAddress, clinicCard } from './clinic-card.ts';
export { COMPANY_PLACE_SQL, COMPANY_ZONE_SQL, type CompanyHours, companyHoursSql } from './company-hours-read.ts';
