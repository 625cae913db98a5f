import { companyOwner } from '@agenda/auth/server';
import { type Em, TENANT_FILTER } from '@agenda/db';
import { activeProfessionals } from '@agenda/team/server';
import { storeNewToken } from './calendar-feeds.service.ts';
import { CalendarFeedSchema } from './entities/calendar-feed.entity.ts';

/**
 * The demo owner's own agenda has a feed, so 'Assinar agenda no celular' shows one in use (an address
 * is shown only when made: 'Gerar novo link' hands out a working one). Idempotent.
 */
export async function seedDemoFeed(em: Em, companyId: string): Promise<void> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  const owner = await companyOwner(em, companyId);
  const profile = owner && (await activeProfessionals(em, companyId)).find((p) => p.memberId === owner.id);
  if (!profile) return;
  if (await em.count(CalendarFeedSchema, { companyId, professionalId: profile.id })) return;
  await storeNewToken(em, companyId, profile.id, owner.id);
}
