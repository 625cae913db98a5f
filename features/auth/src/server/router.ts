import {
  TRPCError,
  authedProcedure,
  byIp,
  byUser,
  publicProcedure,
  rateLimited,
  router,
  tenantProcedure,
  unauthorized,
} from '@agenda/trpc';
import type { Auth } from 'firebase-admin/auth';
import { decodeJwt } from 'jose';
import { companyProfileSchema } from '../shared/company-profile.ts';
import { cepParamSchema, loginSchema, registrationSchema } from '../shared/registration.ts';
import { AUTH_TEXTS as T } from '../shared/texts.ts';
import { type AccountCheck, revokeAllSessions } from './account-check.ts';
import {
  companyConfig,
  listBusinessTypes,
  login,
  logout,
  logoutAll,
  me,
  registerOwner,
  updateCompanyProfile,
} from './auth.service.ts';
import type { CepProvider } from './cep.service.ts';
import { memberJoinedPoint } from './points.ts';
import type { TokenVerifier } from './tokens.ts';

export interface AuthDeps {
  tokens: TokenVerifier;
  firebase: Auth;
  cep: CepProvider;
  accounts: AccountCheck;
}

declare module '@agenda/trpc' {
  interface FeatureServices {
    auth: AuthDeps;
  }
}

const field = (input: unknown, key: string) => {
  const value = (input as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' && value ? value : null;
};
/** The e-mail an ID token claims, unverified: only a bucket for counting attempts. */
const tokenEmail = (input: unknown) => {
  try {
    const email = decodeJwt(field(input, 'idToken') ?? '').email;
    return typeof email === 'string' ? email.toLowerCase() : null;
  } catch {
    return null;
  }
};
const MINUTE = 60;

// Sign-in and sign-up per IP and per e-mail; postal-code look-ups (a paid provider) per IP and user.
const signInLimits = rateLimited(
  { name: 'login:ip', limit: 30, windowSeconds: 10 * MINUTE, key: byIp },
  { name: 'login:email', limit: 10, windowSeconds: 10 * MINUTE, key: (_ctx, input) => tokenEmail(input) },
);
const signUpLimits = rateLimited(
  { name: 'register:ip', limit: 10, windowSeconds: 60 * MINUTE, key: byIp },
  {
    name: 'register:email',
    limit: 5,
    windowSeconds: 60 * MINUTE,
    key: (_ctx, input) => field(input, 'email')?.toLowerCase() ?? null,
  },
);
const cepLimits = rateLimited(
  { name: 'cep:ip', limit: 30, windowSeconds: 5 * MINUTE, key: byIp },
  { name: 'cep:user', limit: 30, windowSeconds: 5 * MINUTE, key: byUser },
);

export const authRouter = router({
  register: publicProcedure
    .meta({ permission: 'public' })
    .use(signUpLimits)
    .input(registrationSchema)
    .mutation(async ({ ctx, input }) => ({
      user: await registerOwner(ctx.em, ctx.services.auth.tokens, input, ctx.extensions.get(memberJoinedPoint)),
    })),
  login: publicProcedure
    .meta({ permission: 'public' })
    .use(signInLimits)
    .input(loginSchema)
    .mutation(({ ctx, input }) => login(ctx.em, ctx.services.auth.tokens, input.idToken)),
  /** Asks the identity provider at once: a disabled or deleted account gets its 401 here. */
  me: authedProcedure.meta({ permission: 'signedIn' }).query(async ({ ctx }) => {
    if (!(await ctx.services.auth.accounts.isActive(ctx.identity.uid, true))) {
      await revokeAllSessions(ctx.em, ctx.identity.uid);
      throw unauthorized();
    }
    return { user: await me(ctx.em, ctx.identity.uid) };
  }),
  logout: authedProcedure.meta({ permission: 'signedIn' }).mutation(async ({ ctx }) => {
    await logout(ctx.em, ctx.identity.sessionId);
    return { ok: true as const };
  }),
  logoutAll: authedProcedure.meta({ permission: 'signedIn' }).mutation(async ({ ctx }) => {
    await logoutAll(ctx.em, ctx.services.auth.firebase, ctx.identity.uid);
    return { ok: true as const };
  }),
  businessTypes: publicProcedure
    .meta({ permission: 'public' })
    .query(async ({ ctx }) => ({ businessTypes: await listBusinessTypes(ctx.em) })),
  companyConfig: tenantProcedure
    .meta({ permission: 'agenda' })
    .query(async ({ ctx }) => ({ company: await companyConfig(ctx.em, ctx.companyId) })),
  updateCompany: tenantProcedure
    .meta({ permission: 'company' })
    .input(companyProfileSchema)
    .mutation(async ({ ctx, input }) => ({ company: await updateCompanyProfile(ctx.em, ctx.companyId, input) })),
  cep: publicProcedure
    .meta({ permission: 'public' })
    .use(cepLimits)
    .input(cepParamSchema)
    .query(async ({ ctx, input }) => {
      const address = await ctx.services.auth.cep.lookup(input.cep);
      if (!address) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: T.cepUnavailable });
      return address;
    }),
});

export type AuthRouter = typeof authRouter;
/** The shape the browser's auth client sees (the router mounted under `auth`). */
const mounted = (auth: AuthRouter) => router({ auth });
export type AuthApi = ReturnType<typeof mounted>;
