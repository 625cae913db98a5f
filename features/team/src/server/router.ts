import { companyFacts } from '@agenda/auth/server';
import type { Em } from '@agenda/db';
import {
  type BaseContext,
  byIp,
  inCompanyTransaction,
  publicProcedure,
  rateLimited,
  router,
  tenantProcedure,
  unauthorized,
} from '@agenda/trpc';
import { ROLE_LABELS } from '@agenda/access';
import { acceptSchema, idSchema, invitationSchema, memberChangeSchema, tokenSchema } from '../shared/invitation.ts';
import { TEAM_TEXTS as T } from '../shared/texts.ts';
import type { Invitation } from './entities/invitation.entity.ts';
import {
  acceptInvitation,
  createInvitation,
  invitationByToken,
  openInvitations,
  renewInvitation,
  revokeInvitation,
  statusOf,
} from './invitations.service.ts';
import type { Mailer } from './mailer.ts';
import { changeMember, memberWithProfile, teamMembers } from './members.service.ts';
import { professionalsRouter } from './professionals.router.ts';

export interface TeamDeps {
  /** Set when `SMTP_URL` is: invitations are e-mailed too. */
  mailer: Mailer | null;
  /** `PUBLIC_URL`: where people reach the app, for the links handed out (else the request's own origin). */
  publicUrl: string | null;
}

declare module '@agenda/trpc' {
  interface FeatureServices {
    team: TeamDeps;
  }
}

const MINUTE = 60;
// The public invitation page and its acceptance, per address: a token cannot be guessed in 256 bits,
// but nobody gets to try.
const invitationLimits = rateLimited({ name: 'invitation:ip', limit: 30, windowSeconds: 10 * MINUTE, key: byIp });

const listed = (i: Invitation) => ({
  id: i.id,
  email: i.email,
  fullName: i.fullName,
  role: i.role,
  expiresAt: i.expiresAt.toISOString(),
  // Open invitations are neither accepted nor revoked.
  status: statusOf(i) as 'pending' | 'expired',
});

/**
 * The link (shown to the owner once, to copy or send by WhatsApp) and, when a mail server is set,
 * the same link by e-mail. A mail that cannot go costs nothing but the e-mail: the invitation stands.
 */
async function handOut(
  ctx: BaseContext & { em: Em; companyId: string },
  { invitation, token }: { invitation: Invitation; token: string },
) {
  const link = `${ctx.services.team.publicUrl ?? ctx.origin}/convite/${token}`;
  let mail: 'sent' | 'failed' | 'off' = 'off';
  if (ctx.services.team.mailer) {
    const clinic = (await companyFacts(ctx.em, ctx.companyId))?.name ?? '';
    const words = { fullName: invitation.fullName, clinic, role: ROLE_LABELS[invitation.role], link };
    try {
      await ctx.services.team.mailer.send({ to: invitation.email, subject: T.mailSubject(clinic), text: T.mailBody(words) });
      mail = 'sent';
    } catch (error) {
      mail = 'failed';
      ctx.log.warn?.('invitation mail not sent', { reason: error instanceof Error ? error.message : String(error) });
    }
  }
  const { id, email, role } = invitation;
  return { invitation: { id, email, role, expiresAt: invitation.expiresAt.toISOString(), link }, mail };
}

export const teamRouter = router({
  professionals: professionalsRouter,
  /** 'Equipe': the members and the open invitations. */
  list: tenantProcedure.meta({ permission: 'team' }).query(async ({ ctx }) => ({
    members: await teamMembers(ctx.em, ctx.companyId),
    invitations: (await openInvitations(ctx.em, ctx.companyId)).map(listed),
  })),
  invite: tenantProcedure
    .meta({ permission: 'team' })
    .input(invitationSchema)
    .mutation(async ({ ctx, input }) => handOut(ctx, await createInvitation(ctx.em, ctx.companyId, ctx.session.userId, input))),
  renewInvitation: tenantProcedure
    .meta({ permission: 'team' })
    .input(idSchema)
    .mutation(async ({ ctx, input }) => handOut(ctx, await renewInvitation(ctx.em, ctx.companyId, input.id))),
  revokeInvitation: tenantProcedure
    .meta({ permission: 'team' })
    .input(idSchema)
    .mutation(async ({ ctx, input }) => {
      await revokeInvitation(ctx.em, ctx.companyId, input.id);
      return { ok: true as const };
    }),
  updateMember: tenantProcedure
    .meta({ permission: 'team' })
    .input(memberChangeSchema)
    .mutation(async ({ ctx, input: { id, ...change } }) => ({
      member: await changeMember(ctx.em, ctx.companyId, ctx.session.userId, id, change),
    })),
  /** The public invitation page: which clinic, which role, for whom. */
  invitation: publicProcedure
    .meta({ permission: 'public' })
    .use(invitationLimits)
    .input(tokenSchema)
    .query(async ({ ctx, input }) => {
      const invitation = await invitationByToken(ctx.em, input.token);
      const clinicName = (await companyFacts(ctx.em, invitation.companyId))?.name ?? '';
      const { role, email, fullName } = invitation;
      return { invitation: { clinicName, role, email, fullName, expiresAt: invitation.expiresAt.toISOString() } };
    }),
  /** The invited person, signed in to the identity provider with the invited e-mail, joins the clinic. */
  accept: publicProcedure
    .meta({ permission: 'public' })
    .use(invitationLimits)
    .input(acceptSchema)
    .mutation(async ({ ctx, input }) => {
      const invitation = await invitationByToken(ctx.em, input.token);
      const verified = await ctx.services.auth.tokens.verifyFirebase(input.idToken);
      if (!verified) throw unauthorized();
      const { companyId } = invitation;
      // Once the clinic is known, as its tenant: row-level security holds for every write.
      return inCompanyTransaction(ctx, companyId, async (tx) => {
        const joined = await acceptInvitation(tx, ctx.services.auth.tokens, invitation, verified);
        return { member: await memberWithProfile(tx, companyId, joined.member), token: joined.token };
      });
    }),
});

export type TeamRouter = typeof teamRouter;
const mounted = (team: TeamRouter) => router({ team });
export type TeamApi = ReturnType<typeof mounted>;
