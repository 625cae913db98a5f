import { type Em, TENANT_FILTER, make } from '@agenda/db';
import { DEFAULT_SETTINGS } from '../shared/settings.ts';
import { BookingSettingsSchema } from './entities/booking-settings.entity.ts';
import { privacyVersionOf } from './settings.service.ts';

/** The demo clinic's page: `/agendar/clinica-demo` (printed by `npm start`). */
export const DEMO_BOOKING_SLUG = 'clinica-demo';

/** The demo clinic books online at /agendar/clinica-demo with all its services and professionals. */
export async function seedDemoBooking(em: Em, companyId: string): Promise<void> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  if (await em.findOne(BookingSettingsSchema, { companyId })) return;
  make(em, BookingSettingsSchema, {
    companyId,
    ...DEFAULT_SETTINGS,
    enabled: true,
    slug: DEMO_BOOKING_SLUG,
    text: 'Agende sua consulta em poucos passos. Em caso de dúvida, ligue para a clínica.',
    privacyVersion: privacyVersionOf(DEFAULT_SETTINGS.privacyText),
  });
  await em.flush();
}
