import { AUTH_TEXTS as T } from '../shared/texts.ts';

/** Firebase error codes a person can cause, in pt-BR; anything else gets the layer's wrapper text. */
export function firebaseErrorMessage(error: unknown, fallback: string): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/wrong-password':
    case 'auth/user-not-found':
    case 'auth/invalid-email':
      return T.wrongCredentials;
    case 'auth/too-many-requests':
      return T.tooManyAttempts;
    case 'auth/email-already-in-use':
      return T.emailInUse;
    case 'auth/weak-password':
      return T.passwordTooShort;
    default:
      return fallback;
  }
}

export class AuthLayerError extends Error {}
