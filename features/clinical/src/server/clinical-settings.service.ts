import type { Em } from '@agenda/db';
import { type ClinicalSettingsData, type ClinicalSettingsInput, DEFAULT_CLINICAL_SETTINGS } from '../shared/clinical-settings.ts';
import type { Actor } from './actor.ts';
import { ClinicalSettingsSchema } from './entities/clinical-settings.entity.ts';

/** The clinic's clinical preferences, the defaults when it never set them. */
export async function clinicalSettingsOf(em: Em, companyId: string): Promise<ClinicalSettingsData> {
  const row = await em.findOne(ClinicalSettingsSchema, { companyId });
  return row ? { vestibularLetter: row.vestibularLetter } : DEFAULT_CLINICAL_SETTINGS;
}

/** Keeps the clinic's preferences (an upsert on company). */
export async function saveClinicalSettings(em: Em, actor: Actor, input: ClinicalSettingsInput): Promise<ClinicalSettingsData> {
  await em.upsert(
    ClinicalSettingsSchema,
    {
      id: crypto.randomUUID(),
      companyId: actor.companyId,
      vestibularLetter: input.vestibularLetter,
      updatedBy: actor.userId,
      createdAt: new Date(),
      updatedAt: new Date(),
    },
    { onConflictFields: ['companyId'], onConflictExcludeFields: ['id', 'createdAt'] },
  );
  return { vestibularLetter: input.vestibularLetter };
}
