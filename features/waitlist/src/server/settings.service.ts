import { type Em, make } from '@agenda/db';
import { DEFAULT_WAITLIST_SETTINGS, type WaitlistSettings } from '../shared/schemas.ts';
import { WaitlistSettingsSchema } from './entities/waitlist-settings.entity.ts';

/** The clinic's offer rules, the defaults (2 h, 3 at once) until it saves its own. */
export async function waitlistSettings(em: Em, companyId: string): Promise<WaitlistSettings> {
  const row = await em.findOne(WaitlistSettingsSchema, { companyId });
  return row ? { offerHours: row.offerHours, offersAtOnce: row.offersAtOnce } : { ...DEFAULT_WAITLIST_SETTINGS };
}

export async function saveWaitlistSettings(em: Em, companyId: string, input: WaitlistSettings): Promise<WaitlistSettings> {
  const row = await em.findOne(WaitlistSettingsSchema, { companyId });
  if (row) Object.assign(row, input);
  else make(em, WaitlistSettingsSchema, { companyId, ...input });
  await em.flush();
  return waitlistSettings(em, companyId);
}
