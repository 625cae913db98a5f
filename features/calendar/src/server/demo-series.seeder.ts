import { companyTimeZone } from '@agenda/auth/server';
import { addDays, minutesToTime, nowInTimeZone, timeToMinutes } from '@agenda/br';
import { clientsByName } from '@agenda/clients/server';
import { type Em, TENANT_FILTER } from '@agenda/db';
import { bookableServices } from '@agenda/services/server';
import { activeProfessionals } from '@agenda/team/server';
import { AppointmentSeriesSchema } from './entities/appointment-series.entity.ts';
import { createSeries } from './series.service.ts';

/** The demo's series: a weekly fluoride application (the orthodontic maintenance is not in the demo catalogue). */
const SERVICE_NAMES = ['Manutenção ortodôntica', 'Aplicação de flúor'];

/**
 * One weekly series of four from this week on, booked through the series service itself (its
 * preview first, as a user would); dates it cannot book are skipped as they would be for a user.
 * Idempotent: a clinic with a series keeps it.
 */
export async function seedDemoSeries(em: Em, companyId: string): Promise<number> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  if ((await em.count(AppointmentSeriesSchema, { companyId })) > 0) return 0;
  const services = await bookableServices(em, companyId);
  const service = SERVICE_NAMES.map((n) => services.find((s) => s.name === n)).find(Boolean) ?? services[0];
  const clients = await clientsByName(em, companyId, 12);
  const client = clients[Math.min(2, clients.length - 1)];
  const professional = (await activeProfessionals(em, companyId)).find(
    (p) => service && (!p.serviceIds || p.serviceIds.includes(service.id)),
  );
  if (!service || !client || !professional) return 0;
  const timeZone = await companyTimeZone(em, companyId);
  const now = nowInTimeZone(timeZone);
  const actor = { companyId, userId: null, timeZone };
  const base = {
    clientId: client.id,
    serviceId: service.id,
    professionalId: professional.id,
    endTime: null,
    notes: 'Série de quatro aplicações semanais',
    allowClientOverlap: false,
    rule: { frequency: 'WEEKLY' as const, count: 4 },
  };
  // The latest free time of the service's window on the first day from today that has one, so the
  // series starts this week (or the next, seeded at the week's end).
  const last = timeToMinutes(service.endTime) - service.duration;
  for (let day = 0; day < 7; day++) {
    const date = addDays(now.date, day);
    for (let minute = last - (last % 30); minute >= timeToMinutes(service.startTime); minute -= 30) {
      const startTime = minutesToTime(minute);
      if (day === 0 && startTime <= now.time) break;
      const preview = await createSeries(em, actor, { ...base, date, startTime, preview: true });
      if (!('occurrences' in preview) || !preview.occurrences[0]?.available) continue;
      if (preview.occurrences.filter((o) => o.available).length < 3) continue;
      const made = await createSeries(em, actor, { ...base, date, startTime, preview: false });
      return 'appointments' in made ? made.appointments.length : 0;
    }
  }
  return 0;
}
