import { router, tenantProcedure } from '@agenda/trpc';
import { createProfessionalSchema, updateProfessionalSchema } from '../shared/professional.ts';
import { createProfessional, listProfessionals, updateProfessional } from './professionals.service.ts';

/** `team.professionals.*`: reading is the agenda's (everyone books), changing is the team's — or one's own hours. */
export const professionalsRouter = router({
  list: tenantProcedure
    .meta({ permission: 'agenda' })
    .query(async ({ ctx }) => ({ professionals: await listProfessionals(ctx.em, ctx.companyId) })),
  create: tenantProcedure
    .meta({ permission: 'team' })
    .input(createProfessionalSchema)
    .mutation(async ({ ctx, input }) => ({ professional: await createProfessional(ctx.em, ctx.companyId, input) })),
  update: tenantProcedure
    .meta({ permission: 'ownHours' })
    .input(updateProfessionalSchema)
    .mutation(async ({ ctx, input }) => ({
      professional: await updateProfessional(
        ctx.em,
        { companyId: ctx.companyId, userId: ctx.session.userId, role: ctx.session.role },
        input,
      ),
    })),
});
