import {
  type Member,
  companyMember,
  companyMembers,
  lockActiveOwners,
  revokeMemberSessions,
  updateMember,
} from '@agenda/auth/server';
import { type Em, runSql, sql } from '@agenda/db';
import { badRequest, conflict, notFound } from '@agenda/trpc';
import type { Role } from '@agenda/access';
import type { ProfessionalData } from '../shared/professional.ts';
import { TEAM_TEXTS as T } from '../shared/texts.ts';
import { createProfessional, listProfessionals } from './professionals.service.ts';

/** A member as the API shows it: instants as ISO strings, and their professional profile, if they attend. */
const memberView = (m: Member, professional: ProfessionalData | null = null) => ({
  id: m.id,
  fullName: m.fullName,
  email: m.email,
  role: m.role,
  active: m.active,
  lastSignInAt: m.lastSignInAt?.toISOString() ?? null,
  professional,
});

/**
 * Someone who leaves the clinic stops taking bookings with them: their professional profile follows
 * the member's active flag (their appointments stay, for 'Reatribuir'), and comes back with them.
 */
async function setProfileActive(em: Em, companyId: string, memberId: string, active: boolean) {
  await runSql(em, sql`update professional set active = ${active} where company_id = ${companyId} and member_id = ${memberId}`);
}

/**
 * A member who becomes Profissional attends from then on, as one who joins with that role: without a
 * profile of theirs, one is made that follows the clinic's hours and services (the owner narrows
 * them under 'Profissionais'), in their name and the next free colour. A profile they already have
 * (from an earlier time as Profissional) is theirs again as it was.
 */
async function ensureProfile(em: Em, companyId: string, member: Member): Promise<void> {
  if ((await listProfessionals(em, companyId)).some((p) => p.memberId === member.id)) return;
  await createProfessional(em, companyId, {
    memberId: member.id,
    name: member.fullName,
    registration: null,
    specialty: null,
    workingHours: null,
    serviceIds: null,
  });
  // The profile follows the member's active flag.
  if (!member.active) await setProfileActive(em, companyId, member.id, false);
}

/** One member as the API shows it, with their profile. */
export async function memberWithProfile(em: Em, companyId: string, member: Member) {
  const profile = (await listProfessionals(em, companyId)).find((p) => p.memberId === member.id) ?? null;
  return memberView(member, profile);
}

export async function teamMembers(em: Em, companyId: string) {
  const profiles = new Map((await listProfessionals(em, companyId)).map((p) => [p.memberId, p]));
  return (await companyMembers(em, companyId)).map((m) => memberView(m, profiles.get(m.id) ?? null));
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
  if (member.active !== active) await setProfileActive(em, companyId, id, active);
  if (role === 'PROFESSIONAL' && member.role !== 'PROFESSIONAL') await ensureProfile(em, companyId, updated);
  return memberWithProfile(em, companyId, updated);
}
