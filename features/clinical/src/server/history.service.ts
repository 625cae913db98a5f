import { nowInTimeZone } from '@agenda/br';
import type { Em } from '@agenda/db';
import { clientAppointmentsPoint, clientHistoryPoint } from '@agenda/clients/server';
import type { Extensions } from '@agenda/trpc';
import type { HistoryItem } from '../shared/records.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { notesOf } from './notes.service.ts';
import { clinicalHistoryDocumentsPoint } from './points.ts';
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

/** The documents issued to the client, as the features filling the point report them (those the reader may see). */
async function documentItems(em: Em, actor: Actor, role: string, clientId: string, extensions: Extensions) {
  const reader = { companyId: actor.companyId, userId: actor.userId, role, timeZone: actor.timeZone };
  const sources = extensions.get(clinicalHistoryDocumentsPoint);
  const documents = (await Promise.all(sources.map((p) => p(em, reader, clientId)))).flat();
  return documents.map((d) => ({ type: 'document' as const, date: `${d.date}T${d.time}`, data: d }));
}

/**
 * §3.9: clinical notes, appointments, record entries and the documents issued to the client,
 * interleaved newest first.
 */
export async function clinicalHistory(
  em: Em,
  actor: Actor,
  role: string,
  clientId: string,
  extensions: Extensions,
): Promise<HistoryItem[]> {
  await clientOf(em, actor, clientId);
  const [notes, records, appointments, documents] = await Promise.all([
    notesOf(em, actor.companyId, clientId),
    recordsOf(em, actor.companyId, clientId),
    appointmentItems(em, actor.companyId, clientId, extensions),
    documentItems(em, actor, role, clientId, extensions),
  ]);
  const items: HistoryItem[] = [
    ...notes.map((n) => ({ type: 'clinical_note' as const, date: n.createdAt, data: n })),
    ...records.map((r) => ({ type: 'record' as const, date: `${r.date}T${r.time}`, data: r })),
    ...appointments,
    ...documents,
  ];
  await audit(em, actor, clientId, 'clinical_history', 'read');
  const keys = new Map(items.map((item) => [item, sortKey(item, actor.timeZone)]));
  return items.sort((a, b) => (keys.get(b) ?? '').localeCompare(keys.get(a) ?? ''));
}

/**
 * Local 'yyyy-MM-ddTHH:mm' of an item: appointments, entries and documents are dated in the clinic's
 * time already; a note's creation is a UTC stamp, turned to the clinic's time so that it falls among them.
 */
function sortKey(item: HistoryItem, timeZone: string): string {
  if (!item.date.endsWith('Z')) return item.date.slice(0, 16);
  const local = nowInTimeZone(timeZone, new Date(item.date));
  return `${local.date}T${local.time}`;
}
