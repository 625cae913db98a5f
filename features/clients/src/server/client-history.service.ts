import { centsToReais } from '@agenda/br';
import type { Em } from '@agenda/db';
import type { ClientAppointmentFact, ClientHistoryAddition } from './points.ts';
import type { ClientHistoryEntry } from '../shared/history.ts';
import { loadClient } from './clients.service.ts';

export type AppointmentsOfClient = (em: Em, companyId: string, clientId: string) => Promise<ClientAppointmentFact[]>;
export type HistoryAdditions = (
  em: Em,
  companyId: string,
  clientId: string,
  appointmentIds: string[],
) => Promise<Map<string, ClientHistoryAddition>>;

/** The appointments of a client from every feature that owns some, newest first. */
export async function clientAppointments(
  em: Em,
  companyId: string,
  clientId: string,
  sources: readonly AppointmentsOfClient[],
): Promise<ClientAppointmentFact[]> {
  const lists = await Promise.all(sources.map((list) => list(em, companyId, clientId)));
  return lists.flat().sort((a, b) => (b.date + b.startTime).localeCompare(a.date + a.startTime));
}

/**
 * §3.9: the client's appointments as history entries. What the appointment knows (date, status,
 * service, notes) is completed by the features that add to it (finalize: payment, what was paid and
 * when the rest is due, products); money in reais on the wire, additions' amounts in centavos.
 */
export async function clientHistory(
  em: Em,
  companyId: string,
  clientId: string,
  deps: { appointments: readonly AppointmentsOfClient[]; additions: readonly HistoryAdditions[] },
): Promise<ClientHistoryEntry[]> {
  const client = await loadClient(em, companyId, clientId);
  const appointments = await clientAppointments(em, companyId, client.id, deps.appointments);
  const ids = appointments.map((a) => a.id);
  const added = new Map<string, ClientHistoryAddition>();
  if (ids.length) {
    for (const additions of deps.additions) {
      for (const [id, addition] of await additions(em, companyId, client.id, ids)) {
        added.set(id, { ...added.get(id), ...addition });
      }
    }
  }
  return appointments.map((a) => {
    const extra = added.get(a.id) ?? {};
    const totalCents = extra.totalValue ?? a.service?.priceCents ?? 0;
    const paidCents = extra.paidValue ?? null;
    return {
      id: a.id,
      date: a.date,
      startTime: a.startTime,
      paymentMethod: extra.paymentMethod ?? null,
      status: extra.status ?? a.status,
      appointmentStatus: a.status,
      servicesData: extra.servicesData ?? (a.service ? [{ name: a.service.name }] : []),
      productsData: extra.productsData ?? [],
      notes: extra.notes ?? a.notes,
      totalValue: centsToReais(totalCents),
      paidValue: paidCents === null ? null : centsToReais(paidCents),
      balanceValue: paidCents === null ? null : centsToReais(Math.max(totalCents - paidCents, 0)),
      dueDate: extra.dueDate ?? null,
    };
  });
}
