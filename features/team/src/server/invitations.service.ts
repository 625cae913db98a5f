import { createHash, randomBytes } from 'node:crypto';
import { type Member, type TokenVerifier, addMember, memberByEmail, signInMember } from '@agenda/auth/server';
import { type Em, PG_UNIQUE_VIOLATION, isUuid, make, pgErrorCode, runSql, sql, withoutTenant } from '@agenda/db';
import { badRequest, conflict, notFound } from '@agenda/trpc';
import type * as v from 'valibot';
import { INVITATION_DAYS, type InvitationStatus, type invitationSchema } from '../shared/invitation.ts';
import { TEAM_TEXTS as T } from '../shared/texts.ts';
import { isProfessionalColor } from '../shared/professional.ts';
import { type Invitation, InvitationSchema } from './entities/invitation.entity.ts';
import { createProfessional } from './professionals.service.ts';

// The link's token is 32 random bytes; only its SHA-256 is kept, so the table alone opens nothing.
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const expiry = () => new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);

export function statusOf(invitation: Invitation, now = new Date()): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** The invitations still open (pending or expired), newest first. */
export async function openInvitations(em: Em, companyId: string): Promise<Invitation[]> {
  return em.find(
    InvitationSchema,
    { companyId, acceptedAt: null, revokedAt: null },
    { orderBy: { createdAt: 'desc', id: 'asc' } },
  );
}

/** A new invitation and its link's token (returned this once). */
export async function createInvitation(
  em: Em,
  companyId: string,
  invitedBy: string,
  input: v.InferOutput<typeof invitationSchema>,
): Promise<{ invitation: Invitation; token: string }> {
  const member = await memberByEmail(em, companyId, input.email);
  if (member) throw conflict(member.active ? T.alreadyMember : T.inactiveMember);
  const open = await em.find(InvitationSchema, { companyId, email: input.email, acceptedAt: null, revokedAt: null });
  if (open.some((i) => statusOf(i) === 'pending')) throw conflict(T.alreadyInvited);
  // An expired invitation to the same e-mail is replaced by the new one.
  for (const old of open) old.revokedAt = new Date();
  await em.flush();
  const token = newToken();
  const invitation = make(em, InvitationSchema, {
    companyId,
    email: input.email,
    fullName: input.fullName,
    role: input.role,
    professionalRegistration: input.professional?.registration ?? null,
    professionalSpecialty: input.professional?.specialty ?? null,
    professionalColor: input.professional?.color ?? null,
    tokenHash: hashOf(token),
    expiresAt: expiry(),
    invitedBy,
    acceptedAt: null,
    acceptedBy: null,
    revokedAt: null,
  });
  try {
    await em.flush();
  } catch (error) {
    // Two invitations to one e-mail at once: the open-invitation key lets one through.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(T.alreadyInvited);
    throw error;
  }
  return { invitation, token };
}

async function ownInvitation(em: Em, companyId: string, id: string): Promise<Invitation> {
  const invitation = isUuid(id) ? await em.findOne(InvitationSchema, { companyId, id }) : null;
  if (!invitation) throw notFound(T.invitationNotFound);
  return invitation;
}

/** A new link for an open invitation, valid for another 7 days; the one sent before stops working. */
export async function renewInvitation(em: Em, companyId: string, id: string): Promise<{ invitation: Invitation; token: string }> {
  const invitation = await ownInvitation(em, companyId, id);
  const status = statusOf(invitation);
  if (status === 'accepted') throw conflict(T.invitationUsed);
  if (status === 'revoked') throw conflict(T.invitationRevoked);
  const token = newToken();
  invitation.tokenHash = hashOf(token);
  invitation.expiresAt = expiry();
  await em.flush();
  return { invitation, token };
}

/** 'Revogar': the link stops working. Revoking twice is no error; an accepted invitation cannot be. */
export async function revokeInvitation(em: Em, companyId: string, id: string): Promise<void> {
  const invitation = await ownInvitation(em, companyId, id);
  if (invitation.acceptedAt) throw conflict(T.invitationUsed);
  invitation.revokedAt ??= new Date();
  await em.flush();
}

const REFUSAL: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: T.invitationUsed,
  revoked: T.invitationRevoked,
  expired: T.invitationExpired,
};

/**
 * The invitation a link's token opens, whatever clinic it is of (read before any is known: the
 * admin connection). Unknown → 404; used, revoked or expired → 409 saying which.
 */
export async function invitationByToken(em: Em, token: string): Promise<Invitation> {
  const invitation = token ? await em.findOne(InvitationSchema, { tokenHash: hashOf(token) }, withoutTenant) : null;
  if (!invitation) throw notFound(T.invitationNotFound);
  const status = statusOf(invitation);
  if (status !== 'pending') throw conflict(REFUSAL[status]);
  return invitation;
}

/**
 * The invited person joins, in the invitation's clinic's transaction: the invitation is claimed
 * once (a second acceptance, even a simultaneous one, finds it used), the membership made with the
 * invitation's role, and the member's first device session opened.
 */
export async function acceptInvitation(
  em: Em,
  tokens: TokenVerifier,
  invitation: Invitation,
  person: { uid: string; email: string },
): Promise<{ member: Member; token: string }> {
  if (person.email !== invitation.email) throw badRequest(T.invitationOtherEmail);
  const { companyId } = invitation;
  const claimed = await runSql<{ id: string }>(
    em,
    sql`update invitation set accepted_at = now(), updated_at = now()
         where company_id = ${companyId} and id = ${invitation.id}
           and accepted_at is null and revoked_at is null and expires_at > now()
        returning id`,
  );
  if (claimed.length === 0) {
    const now = await em.findOneOrFail(InvitationSchema, { companyId, id: invitation.id }, { refresh: true });
    throw conflict(REFUSAL[statusOf(now) as Exclude<InvitationStatus, 'pending'>] ?? T.invitationUsed);
  }
  const member = await addMember(em, companyId, {
    firebaseUid: person.uid,
    email: invitation.email,
    fullName: invitation.fullName,
    role: invitation.role,
  });
  await runSql(
    em,
    sql`update invitation set accepted_by = ${member.id} where company_id = ${companyId} and id = ${invitation.id}`,
  );
  // A professional attends from the day they join: their profile follows the clinic's hours and
  // services until the owner narrows them, with the registration, specialty and colour invited with.
  if (invitation.role === 'PROFESSIONAL') {
    // A colour off the agenda's palette gives way to the next free one of it.
    const color = invitation.professionalColor?.toLowerCase();
    await createProfessional(em, companyId, {
      memberId: member.id,
      name: invitation.fullName,
      registration: invitation.professionalRegistration,
      specialty: invitation.professionalSpecialty,
      color: color && isProfessionalColor(color) ? color : undefined,
      workingHours: null,
      serviceIds: null,
    });
  }
  const token = await signInMember(em, tokens, companyId, member.id);
  // Just stamped by the sign-in.
  return { member: { ...member, lastSignInAt: new Date() }, token };
}
