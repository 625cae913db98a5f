import { AppointmentSchema } from '@agenda/calendar/server';
import type { Em } from '@agenda/db';
import { type ClientAppointmentFact, type Extensions, clientAppointmentsPoint, clientHistoryPoint } from '@agenda/trpc';
import type { HistoryItem } from '../shared/records.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { notesOf } from './notes.service.ts';
import { recordsOf } from './records.service.ts';

async function appointmentItems(em: Em, companyId: string, clientId: string, extensions: Extensions): Promise<HistoryItem[]> {
  const sources = extensions.get(clientAppointmentsPoint);
  const appointments = sources.length
    ? (await Promise.all(sources.map((p) => p.list(em, companyId, clientId)))).flat()
    : await ownAppointments(em, companyId, clientId);
  const ids = appointments.map((a) => a.id);
  const additions = await Promise.all(extensions.get(clientHistoryPoint).map((p) => p(em, companyId, clientId, ids)));
  return appointments.map((a) => {
    const extra = Object.assign({}, ...additions.map((m) => m.get(a.id) ?? {}));
    return {
      type: 'appointment_history' as const,
      date: `${a.date}T${a.startTime}`,
      data: {
        id: a.id,
        startTime: a.startTime,
        status: extra.status ?? a.status,
        paymentMethod: extra.paymentMethod ?? null,
        totalValue: extra.totalValue ?? (a.service ? a.service.priceCents / 100 : null),
        services: extra.servicesData ?? (a.service ? [{ name: a.service.name }] : []),
        products: extra.productsData ?? [],
        notes: extra.notes ?? a.notes,
      },
    };
  });
}

/** Until calendar fills the clients' appointments point: calendar's entity, without the service. */
async function ownAppointments(em: Em, companyId: string, clientId: string): Promise<ClientAppointmentFact[]> {
  const rows = await em.find(AppointmentSchema, { companyId, clientId }, { orderBy: { date: 'desc', startTime: 'desc' } });
  return rows.map((a) => ({
    id: a.id,
    date: a.date,
    startTime: a.startTime,
    endTime: a.endTime,
    status: a.status,
    notes: a.notes,
    service: null,
  }));
}

/** §3.9: clinical notes, appointments and record entries of the client, interleaved newest first. */
export async function clinicalHistory(em: Em, actor: Actor, clientId: string, extensions: Extensions): Promise<HistoryItem[]> {
  await clientOf(em, actor, clientId);
  const [notes, records, appointments] = await Promise.all([
    notesOf(em, actor.companyId, clientId),
    recordsOf(em, actor.companyId, clientId),
    appointmentItems(em, actor.companyId, clientId, extensions),
  ]);
  const items: HistoryItem[] = [
    ...notes.map((n) => ({ type: 'clinical_note' as const, date: n.createdAt, data: n })),
    ...records.map((r) => ({ type: 'record' as const, date: `${r.date}T${r.time}`, data: r })),
    ...appointments,
  ];
  await audit(em, actor, clientId, 'clinical_history', 'read');
  return items.sort((a, b) => sortKey(b).localeCompare(sortKey(a)));
}

/** Local 'yyyy-MM-ddTHH:mm' and UTC ISO stamps compared on their first 16 characters. */
const sortKey = (item: HistoryItem) => item.date.slice(0, 16);
