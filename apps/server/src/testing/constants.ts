import { appRolePassword } from '@agenda/db';

export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';
/** The tenant role's password in the test cluster (set once by the global setup). */
export const TEST_APP_PASSWORD = appRolePassword(TEST_SESSION_SECRET);
