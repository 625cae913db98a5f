// The identity provider's calls, in a module of their own that the shell loads on demand: /login
// paints without the Firebase SDK, which arrives as soon as the person starts to sign in (or on
// submit at the latest). The app's own session token, not Firebase's, keeps a person signed in.
import { createUserWithEmailAndPassword, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { firebaseAuth } from './firebase.ts';

/** Signs in with e-mail and password; the ID token is exchanged for the app's session. */
export async function signInForIdToken(email: string, password: string): Promise<string> {
  const credential = await signInWithEmailAndPassword(firebaseAuth(), email, password);
  return credential.user.getIdToken();
}

/** A new account: its uid and ID token, and how to remove it again when the company cannot be made. */
export async function createAccount(email: string, password: string) {
  const credential = await createUserWithEmailAndPassword(firebaseAuth(), email, password);
  return {
    uid: credential.user.uid,
    idToken: await credential.user.getIdToken(),
    remove: () => credential.user.delete(),
  };
}

export function signOutOfIdentity(): Promise<void> {
  return signOut(firebaseAuth());
}
