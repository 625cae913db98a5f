import { type RestApp, type RestContext, createCallerFactory, jsonObject, rest } from '@agenda/trpc/rest';
import type { ServiceInput, ServiceUpdateInput } from '../shared/service.ts';
import type { ServiceTypeInput, ServiceTypeUpdateInput } from '../shared/service-type.ts';
import { servicesRouter } from './router.ts';

const caller = createCallerFactory(servicesRouter);

/** The JSON body (plus the path's id) handed to the procedure, whose schema validates it. */
const body = <T>(c: RestContext, extra: Record<string, unknown> = {}) => jsonObject(c, extra) as Promise<T>;

/** The documented REST paths of services and service types, over the same router as tRPC. */
export function mountServicesRest(app: RestApp): void {
  app.get(
    '/services',
    rest((ctx) => caller(ctx).list()),
  );
  app.get(
    '/api/services',
    rest((ctx) => caller(ctx).list()),
  );
  app.post(
    '/services',
    rest(async (ctx, c) => caller(ctx).create(await body<ServiceInput>(c)), { status: 201 }),
  );
  app.put(
    '/services/:id',
    rest(async (ctx, c) => caller(ctx).update(await body<ServiceUpdateInput>(c, { id: c.req.param('id') }))),
  );
  app.delete(
    '/services/:id',
    rest((ctx, c) => caller(ctx).remove({ id: c.req.param('id') ?? '' })),
  );

  app.get(
    '/service-types',
    rest((ctx) => caller(ctx).listTypes()),
  );
  app.post(
    '/service-types',
    rest(async (ctx, c) => caller(ctx).createType(await body<ServiceTypeInput>(c)), { status: 201 }),
  );
  app.put(
    '/service-types/:id',
    rest(async (ctx, c) => caller(ctx).updateType(await body<ServiceTypeUpdateInput>(c, { id: c.req.param('id') }))),
  );
  app.delete(
    '/service-types/:id',
    rest((ctx, c) => caller(ctx).removeType({ id: c.req.param('id') ?? '' })),
  );
}
