import { type JoinedMember, companyOwner } from '@agenda/auth/server';
import { type Em, TENANT_FILTER, make } from '@agenda/db';
import { PROFESSIONAL_COLORS } from '../shared/professional.ts';
import { ProfessionalSchema } from './entities/professional.entity.ts';

/**
 * The member who founds a clinic attends in it: they get a profile that follows the clinic's hours
 * and performs every service, so a clinic of one books exactly as it did before professionals
 * existed. A clinic that already has a professional is left as it is.
 */
export async function addFounderProfile(em: Em, member: JoinedMember): Promise<void> {
  const { companyId } = member;
  const scoped = { filters: { [TENANT_FILTER]: { companyId } } };
  if ((await em.count(ProfessionalSchema, { companyId }, scoped)) > 0) return;
  make(em, ProfessionalSchema, {
    companyId,
    memberId: member.memberId,
    name: member.fullName,
    registration: null,
    specialty: null,
    color: PROFESSIONAL_COLORS[0],
    workingHours: null,
    serviceIds: null,
    active: true,
  });
  await em.flush();
}

/** The demo clinic's owner, made before professionals existed on a fresh database: the same profile. */
export async function seedFounderProfile(em: Em, companyId: string): Promise<void> {
  const owner = await companyOwner(em, companyId);
  if (owner) await addFounderProfile(em, { companyId, memberId: owner.id, fullName: owner.fullName, role: 'OWNER' });
}
