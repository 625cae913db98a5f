import { appRolePassword, signInRolePassword } from '@agenda/db';

export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';
/** The tenant role's password in the test cluster (set once by the global setup). */
export const TEST_APP_PASSWORD = appRolePassword(TEST_SESSION_SECRET);
/** The sign-in role's password in the test cluster. */
export const TEST_SIGN_IN_PASSWORD = signInRolePassword(TEST_SESSION_SECRET);
/** Both roles' passwords, as the server derives them from the session secret. */
export const TEST_ROLE_PASSWORDS = { appPassword: TEST_APP_PASSWORD, signInPassword: TEST_SIGN_IN_PASSWORD };
