import { describe, expect, it } from 'vitest';
import { assertSafeAuthSetup } from './firebase.ts';

describe('assertSafeAuthSetup', () => {
  it('refuses the emulator in production unless demo mode is asked for', () => {
    expect(() => assertSafeAuthSetup({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
    expect(() =>
      assertSafeAuthSetup({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', AGENDA_DEMO_MODE: '1' }),
    ).not.toThrow();
    expect(() => assertSafeAuthSetup({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).not.toThrow();
    expect(() => assertSafeAuthSetup({ NODE_ENV: 'production' })).not.toThrow();
  });
});
