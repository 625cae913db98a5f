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
/** Every half hour of a day: the first free ones in each professional's hours get a booking. */
const DEMO_TIMES = Array.from(
  { length: 22 },
  (_, i) => `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
const WANTED_PENDING = 3;

/** The next working day has a few appointments still to confirm (the week's seeder may not reach it). */
async function ensureDay(em: Em, companyId: string, date: string, timeZone: string): Promise<void> {
  let pending = (await dayReminders(em, companyId, date)).filter((r) => r.status === 'PENDING').length;
  if (pending >= WANTED_PENDING) return;
  const [clients, services, professionals] = await Promise.all([
    clientsByName(em, companyId, 12),
    bookableServices(em, companyId),
    activeProfessionals(em, companyId),
  ]);
  const actor = { companyId, userId: null, timeZone };
  let n = 0;
  for (const service of services.filter((s) => s.duration <= 60)) {
    for (const professional of professionals) {
      for (const startTime of DEMO_TIMES) {
        const client = clients[(n * 5 + 3) % Math.max(clients.length, 1)];
        if (!client || pending >= WANTED_PENDING) return;
        const input = {
          clientId: client.id,
          serviceId: service.id,
          professionalId: professional.id,
          date,
          startTime,
          endTime: null,
          notes: null,
          allowClientOverlap: false,
        };
        // A taken, blocked or closed time (or one the patient already holds) is skipped; a service or professional absent that day, at once.
        const refusal = await createAppointment(em, actor, input).then(
          () => null,
          (error: Error) => error.message,
        );
        if (refusal === null) {
          pending++;
          n++;
        } else if (/não (é oferecido|atende)/.test(refusal)) break;
      }
    }
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
