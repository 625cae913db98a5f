import {
  type Member,
  companyMember,
  companyMembers,
  lockActiveOwners,
  revokeMemberSessions,
  updateMember,
} from '@agenda/auth/server';
import type { Em } from '@agenda/db';
import { badRequest, conflict, notFound } from '@agenda/trpc';
import type { Role } from '@agenda/trpc/permissions';
import { TEAM_TEXTS as T } from '../shared/texts.ts';

/** A member as the API shows it: instants as ISO strings, and the professional profile (none yet). */
export const memberView = (m: Member) => ({
  id: m.id,
  fullName: m.fullName,
  email: m.email,
  role: m.role,
  active: m.active,
  lastSignInAt: m.lastSignInAt?.toISOString() ?? null,
  professional: null,
});

export async function teamMembers(em: Em, companyId: string) {
  return (await companyMembers(em, companyId)).map(memberView);
}

/**
 * Changes a member's role or active flag. Nobody changes their own role or deactivates themselves;
 * the clinic keeps at least one active owner; a deactivated member's sessions end at once (and
 * everything they wrote stays, attributed to them).
 */
export async function changeMember(
  em: Em,
  companyId: string,
  callerId: string,
  id: string,
  change: { role?: Role; active?: boolean },
) {
  const member = await companyMember(em, companyId, id);
  if (!member) throw notFound(T.memberNotFound);
  const role = change.role ?? member.role;
  const active = change.active ?? member.active;
  if (id === callerId && role !== member.role) throw badRequest(T.ownRole);
  if (id === callerId && !active) throw badRequest(T.ownActive);
  const losesOwner = member.role === 'OWNER' && member.active && (role !== 'OWNER' || !active);
  if (losesOwner) {
    const owners = await lockActiveOwners(em, companyId);
    if (owners.filter((owner) => owner !== id).length === 0) throw conflict(T.lastOwner);
  }
  const updated = await updateMember(em, companyId, id, { role, active });
  if (!updated) throw notFound(T.memberNotFound);
  if (member.active && !active) await revokeMemberSessions(em, companyId, id);
  return memberView(updated);
}
