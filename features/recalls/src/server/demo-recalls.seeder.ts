import { companyOwner, companyTimeZone } from '@agenda/auth/server';
import { addDays, addMinutesToTime, nowInTimeZone, weekdayOf } from '@agenda/br';
import { activeBookingsFrom, demoProfessionalId, recordPastVisit } from '@agenda/calendar/server';
import { clientsByName } from '@agenda/clients/server';
import { type Em, TENANT_FILTER, make } from '@agenda/db';
import { type Service, bookableServices } from '@agenda/services/server';
import { addMonths } from '../shared/recall-rule.ts';
import { RecallDismissalSchema } from './entities/recall-dismissal.entity.ts';
import { recallFacts } from './recall-facts.ts';

/** A weekday on or before `date` (the demo clinic does not attend on weekends). */
function weekdayOnOrBefore(date: string): string {
  const weekday = weekdayOf(date);
  return weekday === 0 ? addDays(date, -2) : weekday === 6 ? addDays(date, -1) : date;
}

/**
 * The demo clinic's 'Retornos': cleanings completed 6 to 8 months ago (due, the most overdue
 * first), one due within the month, one patient already booked again (not listed), and one recall
 * dismissed because the patient moved. Idempotent: a clinic with a dismissal is left alone.
 */
export async function seedDemoRecalls(em: Em, companyId: string): Promise<void> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  if ((await em.count(RecallDismissalSchema, { companyId })) > 0) return;
  const userId = (await companyOwner(em, companyId))?.id ?? null;
  const professionalId = await demoProfessionalId(em, companyId);
  const services = (await bookableServices(em, companyId)).filter((s) => s.recallMonths !== null);
  const cleaning = services.find((s) => s.name.startsWith('Limpeza')) ?? services[0];
  if (!userId || !professionalId || !cleaning?.recallMonths) return;
  const today = nowInTimeZone(await companyTimeZone(em, companyId)).date;

  // Patients whose history already has a return (from the finance demo's visits) keep it as it is.
  const withHistory = new Set((await recallFacts(em, companyId)).map((f) => `${f.clientId}:${f.serviceId}`));
  const bookings = await activeBookingsFrom(em, companyId, today);
  const bookedAgain = bookings.find(
    (b) => services.some((s) => s.id === b.serviceId) && !withHistory.has(`${b.clientId}:${b.serviceId}`),
  );
  const busy = new Set(bookings.map((b) => b.clientId));
  const free = (await clientsByName(em, companyId)).filter((c) => !busy.has(c.id) && !withHistory.has(`${c.id}:${cleaning.id}`));
  if (free.length < 5) return;
  const months = cleaning.recallMonths;

  await em.transactional(async (tx) => {
    const visit = (clientId: string, service: Service, date: string) =>
      recordPastVisit(tx, companyId, {
        clientId,
        serviceId: service.id,
        professionalId,
        date: weekdayOnOrBefore(date),
        startTime: '09:00',
        endTime: addMinutesToTime('09:00', service.duration).time,
        userId,
      });
    const [a, b, c, soon, moved] = free;
    if (a) visit(a.id, cleaning, addDays(addMonths(today, -months), -12));
    if (b) visit(b.id, cleaning, addMonths(today, -months - 1));
    if (c) visit(c.id, cleaning, addDays(addMonths(today, -months - 2), 5));
    if (soon) visit(soon.id, cleaning, addDays(addMonths(today, -months), 12));
    if (bookedAgain) {
      const service = services.find((s) => s.id === bookedAgain.serviceId) as Service;
      visit(bookedAgain.clientId, service, addDays(addMonths(today, -(service.recallMonths ?? months)), -20));
    }
    if (moved) {
      const lastVisit = weekdayOnOrBefore(addMonths(today, -months - 3));
      visit(moved.id, cleaning, lastVisit);
      make(tx, RecallDismissalSchema, {
        companyId,
        clientId: moved.id,
        serviceId: cleaning.id,
        lastVisit,
        reason: 'Paciente mudou de cidade',
        dismissedBy: userId,
      });
    }
    await tx.flush();
  });
}
