import { authedProcedure, publicProcedure, router, tenantProcedure, TRPCError } from '@agenda/trpc';
import type { Auth } from 'firebase-admin/auth';
import { companyProfileSchema } from '../shared/company-profile.ts';
import { cepParamSchema, loginSchema, registrationSchema } from '../shared/registration.ts';
import { AUTH_TEXTS as T } from '../shared/texts.ts';
import { companyConfig, listBusinessTypes, login, logout, me, registerOwner, updateCompanyProfile } from './auth.service.ts';
import type { CepProvider } from './cep.service.ts';
import type { TokenVerifier } from './tokens.ts';

export interface AuthDeps {
  tokens: TokenVerifier;
  firebase: Auth;
  cep: CepProvider;
}

declare module '@agenda/trpc' {
  interface FeatureServices {
    auth: AuthDeps;
  }
}

export const authRouter = router({
  register: publicProcedure
    .input(registrationSchema)
    .mutation(async ({ ctx, input }) => ({ user: await registerOwner(ctx.em, ctx.services.auth.tokens, input) })),
  login: publicProcedure.input(loginSchema).mutation(({ ctx, input }) => login(ctx.em, ctx.services.auth.tokens, input.idToken)),
  me: authedProcedure.query(async ({ ctx }) => ({ user: await me(ctx.em, ctx.identity.uid) })),
  logout: authedProcedure.mutation(async ({ ctx }) => {
    await logout(ctx.em, ctx.services.auth.firebase, ctx.identity.uid);
    return { ok: true as const };
  }),
  businessTypes: publicProcedure.query(async ({ ctx }) => ({ businessTypes: await listBusinessTypes(ctx.em) })),
  companyConfig: tenantProcedure.query(async ({ ctx }) => ({ company: await companyConfig(ctx.em, ctx.companyId) })),
  updateCompany: tenantProcedure
    .input(companyProfileSchema)
    .mutation(async ({ ctx, input }) => ({ company: await updateCompanyProfile(ctx.em, ctx.companyId, input) })),
  cep: publicProcedure.input(cepParamSchema).query(async ({ ctx, input }) => {
    const address = await ctx.services.auth.cep.lookup(input.cep);
    if (!address) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: T.cepUnavailable });
    return address;
  }),
});

export type AuthRouter = typeof authRouter;
/** The shape the browser's auth client sees (the router mounted under `auth`). */
const mounted = (auth: AuthRouter) => router({ auth });
export type AuthApi = ReturnType<typeof mounted>;
