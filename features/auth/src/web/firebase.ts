import { initializeApp } from 'firebase/app';
import { type Auth, browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';

interface AgendaConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl: string | null;
}

declare global {
  interface Window {
    __AGENDA_CONFIG__?: AgendaConfig;
  }
}

let instance: Auth | undefined;

/**
 * The identity provider, configured by /app-config.js (served by the server, so one build works
 * against the emulator or a real project). initializeAuth with local persistence only keeps the
 * popup/redirect machinery out of the bundle: the product signs in with e-mail and password.
 */
export function firebaseAuth(): Auth {
  if (instance) return instance;
  const config = window.__AGENDA_CONFIG__;
  if (!config) throw new Error('app-config.js não carregado');
  const app = initializeApp(config.firebase);
  instance = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.authEmulatorUrl) connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  return instance;
}
