import {
  TRPCError,
  authedProcedure,
  byIp,
  type Context,
  type RateRule,
  byUser,
  countHits,
  inCompanyTransaction,
  publicProcedure,
  rateLimited,
  router,
  tenantProcedure,
  unauthorized,
} from '@agenda/trpc';
import type { Auth } from 'firebase-admin/auth';
import { companyProfileSchema } from '../shared/company-profile.ts';
import { cepParamSchema, loginSchema, registrationSchema, switchClinicSchema } from '../shared/registration.ts';
import { AUTH_TEXTS as T } from '../shared/texts.ts';
import { type AccountCheck, revokeAllSessions } from './account-check.ts';
import {
  companyConfig,
  listBusinessTypes,
  clinicsOf,
  login,
  logout,
  logoutAll,
  me,
  registerOwner,
  switchClinic,
  updateCompanyProfile,
} from './auth.service.ts';
import type { CepProvider } from './cep.service.ts';
import { memberJoinedPoint } from './points.ts';
import type { TokenVerifier, VerifiedToken } from './tokens.ts';

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

const MINUTE = 60;

// Sign-in and sign-up are bounded per address before anything is checked, and per account only
// once its ID token is verified: an unverified token's e-mail is a claim anyone can write, and
// counting it would let a stranger lock a person out of her own sign-in. Account counters are
// keyed by an HMAC of the uid (TokenVerifier.limitKey), never by an e-mail.
// Postal-code look-ups (a paid provider) per address and user.
const signInLimits = rateLimited({ name: 'login:ip', limit: 30, windowSeconds: 10 * MINUTE, key: byIp });
const signUpLimits = rateLimited({ name: 'register:ip', limit: 10, windowSeconds: 60 * MINUTE, key: byIp });
const accountRule = (name: string, limit: number, windowSeconds: number): RateRule => ({
  name,
  limit,
  windowSeconds,
  key: (_ctx, accountKey) => (typeof accountKey === 'string' ? accountKey : null),
});
const accountSignIns = accountRule('login:account', 10, 10 * MINUTE);
const accountSignUps = accountRule('register:account', 5, 60 * MINUTE);

/** Counts one hit of the account's own limit: only for an identity whose token was verified. */
const countAccount = (ctx: Context, uid: string, rule: RateRule) =>
  countHits(ctx, ctx.services.auth.tokens.limitKey(uid), [rule]);

/** The ID token's verified identity (401 otherwise), counted against the account's limit. */
async function verifiedAccount(ctx: Context, idToken: string | undefined, rule: RateRule): Promise<VerifiedToken> {
  const verified = idToken ? await ctx.services.auth.tokens.verifyFirebase(idToken) : null;
  if (!verified) throw unauthorized();
  await countAccount(ctx, verified.uid, rule);
  return verified;
}

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
      user: await registerOwner(
        ctx.em,
        (companyId, work) => inCompanyTransaction(ctx, companyId, work),
        await verifiedAccount(ctx, input.idToken, accountSignUps),
        input,
        ctx.extensions.get(memberJoinedPoint),
      ),
    })),
  login: publicProcedure
    .meta({ permission: 'public' })
    .use(signInLimits)
    .input(loginSchema)
    .mutation(async ({ ctx, input }) =>
      login(ctx.em, ctx.services.auth.tokens, await verifiedAccount(ctx, input.idToken, accountSignIns), input.companyId),
    ),
  /** Asks the identity provider at once: a disabled or deleted account gets its 401 here. */
  me: authedProcedure.meta({ permission: 'signedIn' }).query(async ({ ctx }) => {
    if (!(await ctx.services.auth.accounts.isActive(ctx.identity.uid, true))) {
      await revokeAllSessions(ctx.em, ctx.identity.uid);
      throw unauthorized();
    }
    return { user: await me(ctx.em, ctx.identity.uid, ctx.session?.companyId) };
  }),
  /** The clinics the person is an active member of (more than one: 'Trocar de clínica'). */
  clinics: authedProcedure
    .meta({ permission: 'signedIn' })
    .query(async ({ ctx }) => ({ clinics: await clinicsOf(ctx.em, ctx.identity.uid) })),
  switchClinic: authedProcedure
    .meta({ permission: 'signedIn' })
    .use(signInLimits)
    .input(switchClinicSchema)
    .mutation(async ({ ctx, input }) => {
      await countAccount(ctx, ctx.identity.uid, accountSignIns);
      return switchClinic(ctx.em, ctx.services.auth.tokens, ctx.identity, input.companyId);
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
