import { clinicCard, companyOwner } from '@agenda/auth/server';
import { answerAsPatient, createAppointment, dayReminders } from '@agenda/calendar/server';
import { clientsByName } from '@agenda/clients/server';
import { type Em, TENANT_FILTER } from '@agenda/db';
import { bookableServices } from '@agenda/services/server';
import { activeProfessionals } from '@agenda/team/server';
import { ReminderSentSchema } from './entities/reminder-sent.entity.ts';
import { patientUrl } from './links.ts';
import { markSent, nextWorkingDay } from './reminders.service.ts';
import { patientLinkKey } from './token.ts';

const isOpen = (r: { status: string }) => r.status === 'PENDING' || r.status === 'CONFIRMED';
const DEMO_TIMES = ['08:30', '09:30', '10:30', '11:30', '14:00', '15:00', '16:00'];

/** The next working day has a few open appointments to remind (the week's seeder may not reach it). */
async function ensureDay(em: Em, companyId: string, date: string, timeZone: string): Promise<void> {
  if ((await dayReminders(em, companyId, date)).filter(isOpen).length >= 4) return;
  const [clients, services, professionals] = await Promise.all([
    clientsByName(em, companyId, 12),
    bookableServices(em, companyId),
    activeProfessionals(em, companyId),
  ]);
  const service = services.find((s) => s.duration <= 60) ?? services[0];
  const professional = professionals[0];
  if (!service || !professional) return;
  const actor = { companyId, userId: null, timeZone };
  let booked = 0;
  for (const [i, startTime] of DEMO_TIMES.entries()) {
    const client = clients[(i * 5) % Math.max(clients.length, 1)];
    if (!client || booked >= 4) break;
    const input = {
      clientId: client.id,
      serviceId: service.id,
      professionalId: professional.id,
      date,
      startTime,
      endTime: null,
      notes: null,
    };
    // A taken or blocked time is simply skipped.
    booked += await createAppointment(em, actor, input).then(
      () => 1,
      () => 0,
    );
  }
}

/**
 * The demo clinic's reminders: the next working day with several appointments, one already reminded
 * ('Mensagem enviada' by the owner) and one confirmed by its patient through the link. Once per day.
 */
export async function seedDemoConfirmations(em: Em, companyId: string): Promise<void> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  const clinic = await clinicCard(em, companyId);
  if (!clinic) return;
  const date = await nextWorkingDay(em, companyId, clinic);
  if ((await em.count(ReminderSentSchema, { companyId, slotDate: date })) > 0) return;
  await ensureDay(em, companyId, date, clinic.timeZone);
  const pending = (await dayReminders(em, companyId, date)).filter((r) => r.status === 'PENDING');
  const [answered, reminded] = pending;
  const actor = { companyId, timeZone: clinic.timeZone };
  if (answered) await answerAsPatient(em, actor, answered.appointmentId, 'confirm', { valid: () => true });
  const owner = await companyOwner(em, companyId);
  for (const r of [answered, reminded]) if (r) await markSent(em, companyId, r.appointmentId, owner?.id ?? null);
}

/** A working patient link of the demo's next working day (printed by `npm start`), or null. */
export async function demoPatientLink(em: Em, companyId: string, sessionSecret: string, base: string): Promise<string | null> {
  const clinic = await clinicCard(em, companyId);
  if (!clinic) return null;
  const rows = await dayReminders(em, companyId, await nextWorkingDay(em, companyId, clinic));
  const row = rows.find((r) => r.status === 'PENDING') ?? rows.find(isOpen);
  return row ? patientUrl(base, patientLinkKey(sessionSecret), companyId, { id: row.appointmentId, ...row }) : null;
}
