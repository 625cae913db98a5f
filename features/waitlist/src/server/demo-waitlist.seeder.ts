import { clinicCard } from '@agenda/auth/server';
import { addDays, nowInTimeZone } from '@agenda/br';
import { demoProfessionalId, freeSlotsBetween } from '@agenda/calendar/server';
import { clientsByName } from '@agenda/clients/server';
import { type Em, TENANT_FILTER, make } from '@agenda/db';
import { bookableServices } from '@agenda/services/server';
import { WaitlistEntrySchema } from './entities/waitlist-entry.entity.ts';
import { makeOffers } from './offers.service.ts';
import { DEFAULT_WAITLIST_SETTINGS } from '../shared/schemas.ts';

/**
 * The demo clinic's 'Lista de espera': three patients waiting (any professional; mornings; late
 * afternoons on Tuesdays and Thursdays), and the first one already holding an open offer of a free
 * slot in the coming days (its message in the outbox). Idempotent: a clinic with entries is left alone.
 */
export async function seedDemoWaitlist(em: Em, companyId: string): Promise<void> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  if ((await em.count(WaitlistEntrySchema, { companyId })) > 0) return;
  const clinic = await clinicCard(em, companyId);
  const professionalId = await demoProfessionalId(em, companyId);
  const services = await bookableServices(em, companyId);
  const clients = await clientsByName(em, companyId);
  if (!clinic || !professionalId || services.length === 0 || clients.length < 6) return;
  const today = nowInTimeZone(clinic.timeZone).date;
  const service = services.find((s) => s.name.startsWith('Limpeza')) ?? (services[0] as (typeof services)[number]);
  const other = services.find((s) => s.id !== service.id) ?? service;
  // Patients spread over the list (by name), not the last few.
  const [first, second, third] = [clients[clients.length - 4], clients[Math.floor(clients.length / 2)], clients[3]];
  if (!first || !second || !third) return;
  await em.transactional(async (tx) => {
    const wishes = [
      { client: first, serviceId: service.id, professionalIds: [], weekdays: [], periods: [], minutesAgo: 3 * 24 * 60 },
      {
        client: second,
        serviceId: service.id,
        professionalIds: [professionalId],
        weekdays: [],
        periods: ['manha'],
        minutesAgo: 26 * 60,
      },
      { client: third, serviceId: other.id, professionalIds: [], weekdays: [2, 4], periods: ['tarde'], minutesAgo: 90 },
    ];
    const entries = wishes.map((w) =>
      make(tx, WaitlistEntrySchema, {
        companyId,
        clientId: w.client.id,
        serviceId: w.serviceId,
        professionalIds: w.professionalIds,
        weekdays: w.weekdays,
        periods: w.periods,
        until: addDays(today, 30),
        notes: null,
        status: 'ativa',
        appointmentId: null,
        createdBy: null,
      }),
    );
    entries.forEach((e, i) => {
      const at = new Date(Date.now() - (wishes[i]?.minutesAgo ?? 0) * 60_000);
      e.createdAt = at;
      e.updatedAt = at;
    });
    await tx.flush();
    const slot = (
      await freeSlotsBetween(tx, companyId, {
        serviceId: service.id,
        professionalIds: [professionalId],
        from: addDays(today, 1),
        to: addDays(today, 7),
      })
    ).find((s) => s.startTime >= '14:00');
    const entry = entries[0];
    if (!slot || !entry) return;
    await makeOffers(
      tx,
      companyId,
      clinic,
      { appointmentId: '', clientId: '', professionalId, serviceId: service.id, ...slot },
      [
        {
          entry: {
            id: entry.id,
            client_id: entry.clientId,
            service_id: service.id,
            professional_ids: [],
            weekdays: [],
            periods: [],
            until: entry.until,
          },
          duration: service.duration,
        },
      ],
      DEFAULT_WAITLIST_SETTINGS.offerHours,
    );
  });
}
