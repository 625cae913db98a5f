import type { Em } from '@agenda/db';
import { clientAppointmentsPoint, clientHistoryPoint } from '@agenda/clients/server';
import type { Extensions } from '@agenda/trpc';
import type { HistoryItem } from '../shared/records.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { notesOf } from './notes.service.ts';
import { recordsOf } from './records.service.ts';

async function appointmentItems(em: Em, companyId: string, clientId: string, extensions: Extensions): Promise<HistoryItem[]> {
  const sources = extensions.get(clientAppointmentsPoint);
  const appointments = (await Promise.all(sources.map((p) => p.list(em, companyId, clientId)))).flat();
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
