import type { TestProject } from 'vitest/node';
import { EMULATOR_HOST, isEmulatorUp, startAuthEmulator } from '../../../../infra/firebase/emulator.mjs';

// The key it provides, `authEmulatorHost`, is declared in test-server.ts, which reads it.

/** Integration tests use the real Firebase Auth emulator: reuse a running one (npm test starts one), else start it. */
export default async function setup(project: TestProject) {
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? EMULATOR_HOST;
  if (await isEmulatorUp(given)) {
    project.provide('authEmulatorHost', given);
    return;
  }
  const emulator = await startAuthEmulator();
  project.provide('authEmulatorHost', EMULATOR_HOST);
  return () => emulator.stop();
}
