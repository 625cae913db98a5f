import { type Em, make } from '@agenda/db';
import { PatientLinkPolicySchema } from './entities/patient-link-policy.entity.ts';

/** The default when the clinic set nothing (decision 054). */
export const DEFAULT_RESCHEDULE_UNTIL_HOURS = 24;

export interface PatientLinkPolicyData {
  rescheduleUntilHours: number;
}

export async function patientLinkPolicy(em: Em, companyId: string): Promise<PatientLinkPolicyData> {
  const row = await em.findOne(PatientLinkPolicySchema, { companyId });
  return { rescheduleUntilHours: row?.rescheduleUntilHours ?? DEFAULT_RESCHEDULE_UNTIL_HOURS };
}

export async function setPatientLinkPolicy(
  em: Em,
  companyId: string,
  input: PatientLinkPolicyData,
): Promise<PatientLinkPolicyData> {
  const row = await em.findOne(PatientLinkPolicySchema, { companyId });
  if (row) row.rescheduleUntilHours = input.rescheduleUntilHours;
  else make(em, PatientLinkPolicySchema, { companyId, rescheduleUntilHours: input.rescheduleUntilHours });
  await em.flush();
  return patientLinkPolicy(em, companyId);
}
