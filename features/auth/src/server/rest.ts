import { type RestApp, createCallerFactory, jsonObject, rest } from '@agenda/trpc/rest';
import type { CompanyProfileInput } from '../shared/company-profile.ts';
import { authRouter } from './router.ts';

/** The documented REST paths of the auth feature, over the same router as tRPC. */
const caller = createCallerFactory(authRouter);

export function mountAuthRest(app: RestApp): void {
  app.post(
    '/auth/register',
    rest(async (ctx, c) => caller(ctx).register(await jsonObject(c)), { status: 201 }),
  );
  app.post(
    '/auth/login',
    rest(async (ctx, c) => caller(ctx).login((await jsonObject(c)) as { idToken: string })),
  );
  app.get(
    '/auth/me',
    rest((ctx) => caller(ctx).me()),
  );
  app.post(
    '/auth/logout',
    rest((ctx) => caller(ctx).logout()),
  );
  app.post(
    '/auth/logout-all',
    rest((ctx) => caller(ctx).logoutAll()),
  );
  app.get(
    '/api/business-types',
    rest((ctx) => caller(ctx).businessTypes()),
  );
  app.get(
    '/api/company/config',
    rest((ctx) => caller(ctx).companyConfig()),
  );
  app.put(
    '/api/company',
    rest(async (ctx, c) => caller(ctx).updateCompany((await jsonObject(c)) as CompanyProfileInput)),
  );
  app.get(
    '/api/cep/:cep',
    rest((ctx, c) => caller(ctx).cep({ cep: c.req.param('cep') ?? '' })),
  );
}
