import type { WebFeature } from '@agenda/ui';

/** Sign-in and sign-up are the shell's public routes; auth adds nothing behind the login. */
export const authWebFeature: WebFeature = { key: 'auth' };
