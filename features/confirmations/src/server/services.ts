import { patientLinkKey } from './token.ts';

export interface ConfirmationsDeps {
  /** `PUBLIC_URL`: where patients reach the app (else the request's own origin). */
  publicUrl: string | null;
  /** The key patient links are signed with (derived from the session secret). */
  linkKey: Buffer;
}

declare module '@agenda/trpc' {
  interface FeatureServices {
    confirmations: ConfirmationsDeps;
  }
}

export const confirmationServices = (sessionSecret: string, publicUrl: string | null): ConfirmationsDeps => ({
  publicUrl,
  linkKey: patientLinkKey(sessionSecret),
});
