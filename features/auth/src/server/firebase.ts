import { type App, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';

export interface FirebaseSettings {
  projectId: string;
  emulatorHost?: string;
}

let app: App | undefined;

/**
 * One firebase-admin app per process. ID tokens are checked locally (signature against Google's
 * cached public keys, audience = project, issuer, expiry); with the emulator they are unsigned,
 * which is why production refuses to run with the emulator variable (see `assertSafeAuthSetup`).
 */
export function firebaseAuth(settings: FirebaseSettings): Auth {
  if (settings.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = settings.emulatorHost;
  app ??= initializeApp({ projectId: settings.projectId }, 'agenda');
  return getAuth(app);
}

export function assertSafeAuthSetup(env: NodeJS.ProcessEnv): void {
  const production = env.NODE_ENV === 'production';
  const demo = env.AGENDA_DEMO_MODE === '1' || env.AGENDA_DEMO_MODE === 'true';
  if (production && env.FIREBASE_AUTH_EMULATOR_HOST && !demo) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is set in production: emulator tokens are unsigned. Unset it, or set AGENDA_DEMO_MODE=1 for a demo.',
    );
  }
}
