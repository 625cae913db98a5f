import { ApiError, onUnauthorized, requestJson, storedSession } from '@agenda/trpc/session';
import { createUserWithEmailAndPassword, onAuthStateChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { RegistrationInput } from '../shared/registration.ts';
import { AUTH_TEXTS as T } from '../shared/texts.ts';
import type { PublicUser } from '../shared/user.ts';
import { AuthLayerError, firebaseErrorMessage } from './auth-errors.ts';
import { firebaseAuth } from './firebase.ts';

type Status = 'loading' | 'signedIn' | 'signedOut';

export interface AuthContextValue {
  status: Status;
  user: PublicUser | null;
  login(email: string, password: string): Promise<void>;
  register(data: Omit<RegistrationInput, 'firebaseId' | 'idToken'> & { password: string }): Promise<void>;
  /** 'Sair': ends this device's session only. */
  logout(): Promise<void>;
  /** 'Sair de todos os dispositivos': ends every session of the account. */
  logoutAll(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const serverMessage = (error: unknown) => (error instanceof ApiError && error.message ? error.message : undefined);

// The documented REST paths: the sign-in screens need no tRPC or query client.
const api = {
  login: (idToken: string) =>
    requestJson<{ token: string; user: PublicUser }>('/auth/login', { method: 'POST', json: { idToken } }),
  me: () => requestJson<{ user: PublicUser }>('/auth/me'),
  logout: () => requestJson<{ ok: true }>('/auth/logout', { method: 'POST' }),
  logoutAll: () => requestJson<{ ok: true }>('/auth/logout-all', { method: 'POST' }),
  register: (payload: RegistrationInput) =>
    requestJson<{ user: PublicUser }>('/auth/register', { method: 'POST', json: payload }),
};

/**
 * Follows the identity provider's state: a signed-in Firebase user is exchanged for the app's
 * session token (kept in local storage with the user) and the user is read from the backend; if
 * that fails the person is signed out. A 401 anywhere ends the session and leads to /login.
 */
export function AuthProvider({ children, onSignedOut }: { children: ReactNode; onSignedOut: () => void }) {
  const [status, setStatus] = useState<Status>('loading');
  const [user, setUser] = useState<PublicUser | null>(null);
  const busy = useRef(false);

  const endSession = useCallback(() => {
    storedSession.clear();
    setUser(null);
    setStatus('signedOut');
  }, []);

  useEffect(
    () =>
      onUnauthorized(() => {
        endSession();
        void signOut(firebaseAuth()).catch(() => undefined);
        onSignedOut();
      }),
    [endSession, onSignedOut],
  );

  useEffect(() => {
    return onAuthStateChanged(firebaseAuth(), async (account) => {
      if (busy.current) return;
      if (!account) return endSession();
      try {
        if (!storedSession.token()) {
          const session = await api.login(await account.getIdToken());
          storedSession.save(session.token, session.user, session.user.email);
        }
        const { user: me } = await api.me();
        storedSession.save(storedSession.token() ?? '', me, me.email);
        setUser(me);
        setStatus('signedIn');
      } catch {
        await signOut(firebaseAuth()).catch(() => undefined);
        endSession();
      }
    });
  }, [endSession]);

  const login = useCallback(async (email: string, password: string) => {
    busy.current = true;
    try {
      let idToken: string;
      try {
        const credential = await signInWithEmailAndPassword(firebaseAuth(), email, password);
        idToken = await credential.user.getIdToken();
      } catch (error) {
        throw new AuthLayerError(firebaseErrorMessage(error, T.firebaseLogin));
      }
      try {
        const session = await api.login(idToken);
        storedSession.save(session.token, session.user, session.user.email);
        setUser(session.user);
        setStatus('signedIn');
      } catch (error) {
        await signOut(firebaseAuth()).catch(() => undefined);
        throw new AuthLayerError(serverMessage(error) ?? T.loginFailed);
      }
    } finally {
      busy.current = false;
    }
  }, []);

  const register = useCallback<AuthContextValue['register']>(
    async (data) => {
      busy.current = true;
      const auth = firebaseAuth();
      try {
        let credential: Awaited<ReturnType<typeof createUserWithEmailAndPassword>>;
        try {
          credential = await createUserWithEmailAndPassword(auth, data.email ?? '', data.password);
        } catch (error) {
          throw new AuthLayerError(firebaseErrorMessage(error, T.firebaseRegister));
        }
        const { password: _password, ...payload } = data;
        try {
          await api.register({
            ...payload,
            firebaseId: credential.user.uid,
            idToken: await credential.user.getIdToken(),
          });
        } catch (error) {
          // No half-made accounts: the identity is removed when the company could not be created.
          await credential.user.delete().catch(() => undefined);
          throw new AuthLayerError(serverMessage(error) ?? T.registerFailed);
        }
        // The person signs in on their own after the success page.
        await signOut(auth).catch(() => undefined);
        endSession();
      } finally {
        busy.current = false;
      }
    },
    [endSession],
  );

  const signOutWith = useCallback(
    async (end: () => Promise<unknown>) => {
      try {
        if (storedSession.token()) await end();
      } catch {
        // Logging out always ends at /login, even when the server cannot be reached.
      }
      await signOut(firebaseAuth()).catch(() => undefined);
      endSession();
      onSignedOut();
    },
    [endSession, onSignedOut],
  );
  const logout = useCallback(() => signOutWith(api.logout), [signOutWith]);
  const logoutAll = useCallback(() => signOutWith(api.logoutAll), [signOutWith]);

  const value = useMemo(
    () => ({ status, user, login, register, logout, logoutAll }),
    [status, user, login, register, logout, logoutAll],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(T.outsideProvider);
  return value;
}
