import { ApiError, onUnauthorized, requestJson, storedSession } from '@agenda/api-client/session';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { RegistrationInput } from '../shared/registration.ts';
import { AUTH_TEXTS as T } from '../shared/texts.ts';
import type { MemberClinic, PublicUser } from '../shared/user.ts';
import { AuthLayerError, firebaseErrorMessage } from './auth-errors.ts';

type Status = 'loading' | 'signedIn' | 'signedOut';

export interface AuthContextValue {
  status: Status;
  user: PublicUser | null;
  login(email: string, password: string): Promise<void>;
  register(data: Omit<RegistrationInput, 'firebaseId' | 'idToken'> & { password: string }): Promise<void>;
  /**
   * Joins a clinic through `exchange` (an invitation's acceptance): signs in to the identity provider
   * with e-mail and password — creating the account when `create` — and keeps the session the
   * exchange answers with.
   */
  join(how: JoinOptions): Promise<void>;
  /** The clinics the person works in (known once signed in; more than one: 'Trocar de clínica'). */
  clinics: MemberClinic[];
  /** Whether the clinic chooser is open: after signing in to several clinics, or from the top bar. */
  choosingClinic: boolean;
  chooseClinic(open: boolean): void;
  /** Works in another of the person's clinics: a new session there, the page loaded afresh. */
  switchClinic(companyId: string): Promise<void>;
  /** 'Sair': ends this device's session only. */
  logout(): Promise<void>;
  /** 'Sair de todos os dispositivos': ends every session of the account. */
  logoutAll(): Promise<void>;
}

export interface JoinOptions {
  email: string;
  password: string;
  create: boolean;
  exchange: (idToken: string) => Promise<{ token: string }>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The Firebase SDK, loaded on first need (see identity.ts). */
const identity = () => import('./identity.ts');
const signOutOfIdentity = () =>
  identity()
    .then((m) => m.signOutOfIdentity())
    .catch(() => undefined);
/** What shows that a person is about to sign in or sign up: the SDK starts loading then. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

const serverMessage = (error: unknown) => (error instanceof ApiError && error.message ? error.message : undefined);

interface SignedIn {
  token: string;
  user: PublicUser;
  clinics: MemberClinic[];
}

// The documented REST paths: the sign-in screens need no tRPC or query client.
const api = {
  login: (idToken: string) => requestJson<SignedIn>('/auth/login', { method: 'POST', json: { idToken } }),
  clinics: () => requestJson<{ clinics: MemberClinic[] }>('/auth/clinics'),
  switchClinic: (companyId: string) => requestJson<SignedIn>('/auth/switch-clinic', { method: 'POST', json: { companyId } }),
  me: () => requestJson<{ user: PublicUser }>('/auth/me'),
  logout: () => requestJson<{ ok: true }>('/auth/logout', { method: 'POST' }),
  logoutAll: () => requestJson<{ ok: true }>('/auth/logout-all', { method: 'POST' }),
  register: (payload: RegistrationInput) =>
    requestJson<{ user: PublicUser }>('/auth/register', { method: 'POST', json: payload }),
};

/** The stored session's check with the server, made once per session token and page load. */
let sessionCheck: { token: string; answer: Promise<{ user: PublicUser }> } | null = null;

/**
 * Starts checking the stored session token with the server (null without one). The shell calls it
 * before its first render, so the check leaves ahead of the page's code instead of queuing behind it;
 * AuthProvider then reads the same answer.
 */
export function checkStoredSession(): Promise<{ user: PublicUser }> | null {
  const token = storedSession.token();
  if (!token) return null;
  if (sessionCheck?.token !== token) sessionCheck = { token, answer: api.me() };
  return sessionCheck.answer;
}

/**
 * Keeps the app's session: a stored session token is checked with the backend on start (no call to
 * the identity provider), and a sign-in exchanges the Firebase ID token for that session token (kept
 * in local storage with the user). If the check fails the person is signed out. A 401 anywhere ends
 * the session and leads to /login.
 */
export function AuthProvider({ children, onSignedOut }: { children: ReactNode; onSignedOut: () => void }) {
  const [status, setStatus] = useState<Status>('loading');
  const [user, setUser] = useState<PublicUser | null>(null);
  const [clinics, setClinics] = useState<MemberClinic[]>([]);
  const [choosingClinic, chooseClinic] = useState(false);
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
        void signOutOfIdentity();
        onSignedOut();
      }),
    [endSession, onSignedOut],
  );

  useEffect(() => {
    const token = storedSession.token();
    const check = checkStoredSession();
    if (!token || !check) return endSession();
    let live = true;
    check.then(
      ({ user: me }) => {
        if (!live || busy.current) return;
        storedSession.save(token, me, me.email);
        setUser(me);
        setStatus('signedIn');
        api.clinics().then(
          (answer) => live && setClinics(answer.clinics),
          () => undefined,
        );
      },
      () => {
        if (!live || busy.current) return;
        void signOutOfIdentity();
        endSession();
      },
    );
    return () => {
      live = false;
    };
  }, [endSession]);

  // Signed out: the identity SDK comes with the person's first key press or tap, not with the page.
  useEffect(() => {
    if (status !== 'signedOut') return;
    const load = () => void identity().catch(() => undefined);
    for (const event of INTENT_EVENTS) document.addEventListener(event, load, { once: true, passive: true });
    return () => {
      for (const event of INTENT_EVENTS) document.removeEventListener(event, load);
    };
  }, [status]);

  const login = useCallback(async (email: string, password: string) => {
    busy.current = true;
    try {
      let idToken: string;
      try {
        idToken = await (await identity()).signInForIdToken(email, password);
      } catch (error) {
        throw new AuthLayerError(firebaseErrorMessage(error, T.firebaseLogin));
      }
      try {
        const session = await api.login(idToken);
        storedSession.save(session.token, session.user, session.user.email);
        setUser(session.user);
        setClinics(session.clinics);
        // Signed into the clinic used last; with several, the person says where they work now.
        chooseClinic(session.clinics.length > 1);
        setStatus('signedIn');
      } catch (error) {
        await signOutOfIdentity();
        throw new AuthLayerError(serverMessage(error) ?? T.loginFailed);
      }
    } finally {
      busy.current = false;
    }
  }, []);

  const register = useCallback<AuthContextValue['register']>(
    async (data) => {
      busy.current = true;
      try {
        let account: Awaited<ReturnType<Awaited<ReturnType<typeof identity>>['createAccount']>>;
        try {
          account = await (await identity()).createAccount(data.email ?? '', data.password);
        } catch (error) {
          throw new AuthLayerError(firebaseErrorMessage(error, T.firebaseRegister));
        }
        const { password: _password, ...payload } = data;
        try {
          await api.register({
            ...payload,
            firebaseId: account.uid,
            idToken: account.idToken,
          });
        } catch (error) {
          // No half-made accounts: the identity is removed when the company could not be created.
          await account.remove().catch(() => undefined);
          throw new AuthLayerError(serverMessage(error) ?? T.registerFailed);
        }
        // The person signs in on their own after the success page.
        await signOutOfIdentity();
        endSession();
      } finally {
        busy.current = false;
      }
    },
    [endSession],
  );

  const join = useCallback(async ({ email, password, create, exchange }: JoinOptions) => {
    busy.current = true;
    try {
      let idToken: string;
      let remove: (() => Promise<void>) | null = null;
      try {
        const provider = await identity();
        if (create) {
          const account = await provider.createAccount(email, password);
          ({ idToken, remove } = account);
        } else idToken = await provider.signInForIdToken(email, password);
      } catch (error) {
        throw new AuthLayerError(firebaseErrorMessage(error, create ? T.firebaseRegister : T.firebaseLogin));
      }
      try {
        const { token } = await exchange(idToken);
        // The session names the membership just made; the user is read with it, as on start.
        storedSession.save(token, null, email);
        const { user: me } = await api.me();
        storedSession.save(token, me, me.email);
        setUser(me);
        setStatus('signedIn');
      } catch (error) {
        // No half-made accounts: an identity created for this invitation goes when joining fails.
        await remove?.().catch(() => undefined);
        await signOutOfIdentity();
        throw new AuthLayerError(serverMessage(error) ?? T.joinFailed);
      }
    } finally {
      busy.current = false;
    }
  }, []);

  const signOutWith = useCallback(
    async (end: () => Promise<unknown>) => {
      try {
        if (storedSession.token()) await end();
      } catch {
        // Logging out always ends at /login, even when the server cannot be reached.
      }
      await signOutOfIdentity();
      endSession();
      onSignedOut();
    },
    [endSession, onSignedOut],
  );
  const switchClinic = useCallback(async (companyId: string) => {
    const session = await api.switchClinic(companyId);
    storedSession.save(session.token, session.user, session.user.email);
    // Nothing of the other clinic may stay on screen or in any cache: the app starts afresh.
    window.location.assign('/dashboard');
  }, []);
  const logout = useCallback(() => signOutWith(api.logout), [signOutWith]);
  const logoutAll = useCallback(() => signOutWith(api.logoutAll), [signOutWith]);

  const value = useMemo(
    () => ({ status, user, clinics, choosingClinic, chooseClinic, switchClinic, login, register, join, logout, logoutAll }),
    [status, user, clinics, choosingClinic, switchClinic, login, register, join, logout, logoutAll],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(T.outsideProvider);
  return value;
}
