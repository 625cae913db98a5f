import { companyHours, userNames } from '@agenda/auth/server';
import { type Em, PG_UNIQUE_VIOLATION, isUuid, make, pgErrorCode } from '@agenda/db';
import { bookableServices, servicesById } from '@agenda/services/server';
import { TRPCError, badRequest, conflict, notFound } from '@agenda/trpc';
import { FORBIDDEN_MESSAGE, type Role, mayActOn, roleMay } from '@agenda/access';
import {
  type CreateProfessional,
  OWN_FIELDS,
  PROFESSIONAL_COLORS,
  type ProfessionalData,
  type UpdateProfessional,
  type WorkingHours,
} from '../shared/professional.ts';
import { PROFESSIONAL_TEXTS as T } from '../shared/professional-texts.ts';
import { type ClinicHours, clinicWorkingHours, outsideClinicReason } from '../shared/working-hours.ts';
import { replaceCommission } from './commission.service.ts';
import { type Professional, ProfessionalSchema } from './entities/professional.entity.ts';

/** Who is asking: a PROFESSIONAL without the team permission may change only their own hours. */
export interface TeamActor {
  companyId: string;
  userId: string;
  role: Role;
}

/** What "as the clinic" stands for in an answer, read only when some professional follows it. */
interface ClinicDefaults {
  hours: WorkingHours[];
  serviceIds: string[];
}

async function clinicDefaults(em: Em, companyId: string, professionals: readonly Professional[]): Promise<ClinicDefaults> {
  const hours = professionals.some((p) => !p.workingHours) ? clinicWorkingHours(await companyHours(em, companyId)) : [];
  const serviceIds = professionals.some((p) => !p.serviceIds) ? (await bookableServices(em, companyId)).map((s) => s.id) : [];
  return { hours, serviceIds };
}

function toData(p: Professional, defaults: ClinicDefaults): ProfessionalData {
  return {
    id: p.id,
    memberId: p.memberId,
    name: p.name,
    registration: p.registration,
    specialty: p.specialty,
    color: p.color,
    workingHours: p.workingHours ?? defaults.hours,
    followsClinicHours: !p.workingHours,
    serviceIds: p.serviceIds ?? defaults.serviceIds,
    allServices: !p.serviceIds,
    active: p.active,
  };
}

async function answer(em: Em, companyId: string, p: Professional): Promise<ProfessionalData> {
  return toData(p, await clinicDefaults(em, companyId, [p]));
}

/** Every professional of the company, inactive ones included (marked), in the order they were added. */
export async function listProfessionals(em: Em, companyId: string): Promise<ProfessionalData[]> {
  const all = await em.find(ProfessionalSchema, { companyId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const defaults = await clinicDefaults(em, companyId, all);
  return all.map((p) => toData(p, defaults));
}

async function findProfessional(em: Em, companyId: string, id: string): Promise<Professional> {
  const found = isUuid(id) ? await em.findOne(ProfessionalSchema, { companyId, id }) : null;
  if (!found) throw notFound(T.notFound);
  return found;
}

/** Hours inside the clinic's days and hours (null, the clinic's own, always are). */
async function refuseOutsideClinic(em: Em, companyId: string, hours: readonly WorkingHours[] | null): Promise<void> {
  if (!hours) return;
  const clinic: ClinicHours = await companyHours(em, companyId);
  const reason = outsideClinicReason(hours, clinic);
  if (reason) throw badRequest(reason);
}

/** Services of the company still in the catalogue; an unknown or archived one answers 404 like a booking's. */
async function refuseUnknownServices(em: Em, companyId: string, ids: readonly string[] | null): Promise<void> {
  if (!ids) return;
  const found = await servicesById(em, companyId, ids);
  if (ids.some((id) => !found.get(id) || found.get(id)?.archivedAt)) throw notFound(T.serviceNotFound);
}

/** A member of this company who has no profile yet (null: no account to tie). */
async function refuseUnavailableMember(em: Em, companyId: string, memberId: string | null, self?: string): Promise<void> {
  if (!memberId) return;
  if (!isUuid(memberId) || !(await userNames(em, companyId, [memberId])).has(memberId)) throw notFound(T.memberNotFound);
  const taken = await em.findOne(ProfessionalSchema, { companyId, memberId });
  if (taken && taken.id !== self) throw conflict(T.memberHasProfile);
}

/** Two saves racing to tie one member: the partial unique index decides, the loser gets the same 409. */
async function flushMemberChecked(em: Em): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(T.memberHasProfile);
    throw error;
  }
}

/** The first palette colour no active professional wears (round the palette once all are taken). */
async function nextColor(em: Em, companyId: string): Promise<string> {
  const active = await em.find(ProfessionalSchema, { companyId, active: true }, { fields: ['color'] });
  const used = new Set(active.map((p) => p.color));
  return PROFESSIONAL_COLORS.find((c) => !used.has(c)) ?? PROFESSIONAL_COLORS[active.length % PROFESSIONAL_COLORS.length] ?? '';
}

export async function createProfessional(em: Em, companyId: string, input: CreateProfessional): Promise<ProfessionalData> {
  await refuseUnavailableMember(em, companyId, input.memberId);
  await refuseUnknownServices(em, companyId, input.serviceIds);
  await refuseOutsideClinic(em, companyId, input.workingHours);
  const professional = make(em, ProfessionalSchema, {
    companyId,
    memberId: input.memberId,
    name: input.name,
    registration: input.registration,
    specialty: input.specialty,
    color: input.color ?? (await nextColor(em, companyId)),
    workingHours: input.workingHours,
    serviceIds: input.serviceIds,
    active: true,
  });
  await flushMemberChecked(em);
  return answer(em, companyId, professional);
}

const forbidden = () => new TRPCError({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });

/**
 * Changes the fields sent. Without the team permission, only one's own profile and only its hours
 * (the professional's 'Meus horários'). The last active professional stays active: the agenda needs one.
 */
export async function updateProfessional(em: Em, actor: TeamActor, input: UpdateProfessional): Promise<ProfessionalData> {
  const { companyId } = actor;
  const professional = await findProfessional(em, companyId, input.id);
  if (!roleMay(actor.role, 'team')) {
    const sent = Object.keys(input).filter((key) => input[key as keyof UpdateProfessional] !== undefined);
    if (
      !mayActOn(actor, 'ownHours', professional.memberId) ||
      sent.some((key) => !OWN_FIELDS.includes(key as keyof UpdateProfessional))
    )
      throw forbidden();
  }
  if (input.memberId !== undefined) await refuseUnavailableMember(em, companyId, input.memberId, professional.id);
  if (input.serviceIds !== undefined) await refuseUnknownServices(em, companyId, input.serviceIds);
  if (input.workingHours !== undefined) await refuseOutsideClinic(em, companyId, input.workingHours);
  if (input.active === false && professional.active) {
    const others = await em.count(ProfessionalSchema, { companyId, active: true, id: { $ne: professional.id } });
    if (others === 0) throw conflict(T.lastActive);
  }
  if (input.commission) await replaceCommission(em, companyId, professional.id, input.commission);
  const { id: _, commission: __, ...changes } = input;
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) Object.assign(professional, { [key]: value });
  await flushMemberChecked(em);
  return answer(em, companyId, professional);
}
