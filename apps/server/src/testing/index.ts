// The endpoint test kit, as `@agenda/server/testing`: what a feature's `*.int.test.ts` builds its
// world with. The tests run against the whole composed server (`startTestServer`), as production
// runs it (decision 060); only test files may import this (scripts/check-layers.mjs).
export { bookingClinic, type BookingClinic, freshSlug, putSettings, SETTINGS } from './booking.ts';
export { TEST_ROLE_PASSWORDS, TEST_SESSION_SECRET } from './constants.ts';
export {
  freeWeek,
  freeWeekAfter,
  freeWorkingDay,
  nextLeapYear,
  nextYear,
  TEST_CLINIC_LOCATION,
  tiradentesDay,
  today,
  yearOf,
} from './dates.ts';
export {
  clientFormPayload,
  clinicWith,
  createAppointment,
  createClient,
  createService,
  createServiceType,
  created,
  errorOf,
  expectError,
  json,
  type Owner,
  openClinic,
  requestAppointment,
  servicePayload,
  trpcData,
  trpcError,
  trpcOf,
} from './factories.ts';
export { type SaleClinic, saleClinic } from './finalize-fixtures.ts';
export { finalizedAppointment, plainAppointment, product } from './finance-fixture.ts';
export { hugeCellSheet, lastCellSheet, lyingZip, zipBomb } from './hostile-sheets.ts';
export { signedInMember } from './members.ts';
export { addRichFormBusinessType, RICH_FORM_TAB, RICH_FORM_TYPE } from './rich-form-fixture.ts';
export { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
export {
  accept,
  freshEmail,
  type Invited,
  invite,
  invited,
  joined,
  patchMember,
  type Team,
  type TeamMember,
  team,
  tokenOf,
} from './team.ts';
export { createFirebaseAccount, registeredOwner, registrationPayload, startTestServer, type TestServer } from './test-server.ts';
// The server's own pieces a few tests need: the migration history (to build a database as it was
// before a migration), the roles' set-up after migrating by hand, and the real HTTP listener.
export { migrations } from '../features.ts';
export { listen } from '../http/listen.ts';
export { secureDatabase } from '../server.ts';
