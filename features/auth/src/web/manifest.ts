import type { WebFeature } from '@agenda/ui';

/** Sign-in and sign-up are the shell's public routes; auth adds nothing behind the login. */
export const authWebFeature: WebFeature = { key: 'auth' };

/** The sign-up screens, loaded when visited: /login needs neither them nor their address and CEP code. */
export const loadRegisterPages = () => import('./register-pages.ts');
