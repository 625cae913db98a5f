import { router, tenantProcedure } from '@agenda/trpc';
import { serviceIdSchema, serviceInputSchema, serviceUpdateSchema } from '../shared/service.ts';
import { serviceTypeIdSchema, serviceTypeInputSchema, serviceTypeUpdateSchema } from '../shared/service-type.ts';
import { createServiceType, listServiceTypes, removeServiceType, updateServiceType } from './service-types.service.ts';
import { createService, getService, listServices, removeService, updateService } from './services.service.ts';

export const servicesRouter = router({
  list: tenantProcedure.meta({ permission: 'agenda' }).query(async ({ ctx }) => ({ services: await listServices(ctx.em) })),
  byId: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(serviceIdSchema)
    .query(async ({ ctx, input }) => ({ service: await getService(ctx.em, input.id) })),
  create: tenantProcedure
    .meta({ permission: 'catalog' })
    .input(serviceInputSchema)
    .mutation(async ({ ctx, input }) => ({ service: await createService(ctx.em, ctx.companyId, input) })),
  update: tenantProcedure
    .meta({ permission: 'catalog' })
    .input(serviceUpdateSchema)
    .mutation(async ({ ctx, input: { id, ...fields } }) => ({
      service: await updateService(ctx.em, ctx.companyId, id, fields),
    })),
  remove: tenantProcedure
    .meta({ permission: 'catalog' })
    .input(serviceIdSchema)
    .mutation(async ({ ctx, input }) => {
      const { archived } = await removeService(ctx.em, ctx.companyId, input.id);
      return { ok: true as const, archived };
    }),

  listTypes: tenantProcedure
    .meta({ permission: 'agenda' })
    .query(async ({ ctx }) => ({ serviceTypes: await listServiceTypes(ctx.em) })),
  createType: tenantProcedure
    .meta({ permission: 'catalog' })
    .input(serviceTypeInputSchema)
    .mutation(async ({ ctx, input }) => ({ serviceType: await createServiceType(ctx.em, ctx.companyId, input) })),
  updateType: tenantProcedure
    .meta({ permission: 'catalog' })
    .input(serviceTypeUpdateSchema)
    .mutation(async ({ ctx, input: { id, ...fields } }) => ({
      serviceType: await updateServiceType(ctx.em, id, fields),
    })),
  removeType: tenantProcedure
    .meta({ permission: 'catalog' })
    .input(serviceTypeIdSchema)
    .mutation(async ({ ctx, input }) => {
      await removeServiceType(ctx.em, input.id);
      return { ok: true as const };
    }),
});

export type ServicesRouter = typeof servicesRouter;
/** The shape the browser's services client sees (the router mounted under `services`). */
const mounted = (services: ServicesRouter) => router({ services });
export type ServicesApi = ReturnType<typeof mounted>;
