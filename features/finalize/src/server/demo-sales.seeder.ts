import { companyOwner, companyTimeZone } from '@agenda/auth/server';
import { addDays, minutesToTime, nowInTimeZone, weekdayOf } from '@agenda/br';
import { weekOf } from '@agenda/calendar/shared';
import { type AppointmentRef, completedAppointmentsFrom, demoProfessionalId, recordPastVisit } from '@agenda/calendar/server';
import { clientsByName } from '@agenda/clients/server';
import { type Em, TENANT_FILTER } from '@agenda/db';
import { type Product, productsOnSale } from '@agenda/products/server';
import { type Service, bookableServices } from '@agenda/services/server';
import type { PaymentMethodCode, PaymentStatus } from '../shared/payment.ts';
import { finalizeTotals } from '../shared/totals.ts';
import { PaymentSchema } from './entities/payment.entity.ts';
import { recordPayment } from './record-payment.ts';

const DAYS_BACK = 91;
const NOTES = ['Retorno em 6 meses', 'Orientado sobre higiene bucal', 'Paciente relatou sensibilidade', null, null, null];

/** A tiny deterministic generator: the same clinic always gets the same history. */
function random(seed: string) {
  let state = [...seed].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 11);
  return () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return (state >>> 8) / 0x1000000;
  };
}

interface Context {
  tx: Em;
  companyId: string;
  userId: string;
  professionalId: string;
  pick: () => number;
  products: Product[];
  /** Stock left to sell, kept here: the product entities must not be changed (stock moves by SQL). */
  available: Map<string, number>;
  services: Map<string, Service>;
}

const one = <T>(pick: () => number, list: readonly T[]): T => list[Math.floor(pick() * list.length)] as T;

function methodFor(roll: number): PaymentMethodCode {
  if (roll < 0.42) return 'PIX';
  if (roll < 0.72) return 'CARTAO';
  if (roll < 0.84) return 'DINHEIRO';
  if (roll < 0.92) return 'CONVENIO';
  return 'PLANO';
}

/** The payment of one completed appointment: its service, sometimes products, PAID mostly. */
async function pay(ctx: Context, appointment: AppointmentRef): Promise<void> {
  const { tx, companyId, pick } = ctx;
  const service = ctx.services.get(appointment.serviceId);
  if (!service) return;
  const lines: { product: Product; qty: number }[] = [];
  if (pick() < 0.45) {
    for (let n = pick() < 0.3 ? 2 : 1; n > 0; n--) {
      const product = one(pick, ctx.products);
      const qty = pick() < 0.25 ? 2 : 1;
      const left = ctx.available.get(product.id) ?? 0;
      if (left - qty < 2 || lines.some((l) => l.product.id === product.id)) continue;
      ctx.available.set(product.id, left - qty);
      lines.push({ product, qty });
    }
  }
  const totals = finalizeTotals(
    [service],
    lines.map((l) => ({ salePriceCents: l.product.salePriceCents, qty: l.qty })),
  );
  const roll = pick();
  const status: PaymentStatus = totals.totalCents === 0 || roll < 0.76 ? 'PAID' : roll < 0.88 ? 'PARTIAL' : 'PENDING';
  const paidCents =
    status === 'PAID' ? totals.totalCents : status === 'PARTIAL' ? Math.round((totals.totalCents * 0.4) / 100) * 100 : 0;
  const method = methodFor(pick());
  const notes = one(pick, NOTES);
  const day = appointment.date;
  await recordPayment(tx, companyId, ctx.userId, {
    appointmentId: appointment.id,
    clientId: appointment.clientId,
    method,
    status,
    totals,
    paidCents,
    // Some balances fall due before today: the finance page's overdue receivables.
    dueDate: addDays(day, 30),
    registeredOn: day,
    notes,
    services: [service],
    products: lines,
    at: new Date(`${day}T18:00:00-03:00`),
  });
}

/** Completed visits of one past weekday, one after the other from 08:00, with a few gaps. */
function visitsOf(ctx: Context, date: string, clients: { id: string }[], services: Service[]): AppointmentRef[] {
  const { tx, companyId, pick } = ctx;
  const visits: AppointmentRef[] = [];
  let minute = 8 * 60;
  for (let n = 3 + Math.floor(pick() * 3); n > 0 && minute < 17 * 60; n--) {
    minute += pick() < 0.5 ? 60 : 0;
    const service = one(pick, services);
    const client = one(pick, clients);
    const visit = recordPastVisit(tx, companyId, {
      clientId: client.id,
      serviceId: service.id,
      professionalId: ctx.professionalId,
      date,
      startTime: minutesToTime(minute),
      endTime: minutesToTime(Math.min(minute + service.duration, 23 * 60)),
      userId: ctx.userId,
    });
    visits.push(visit);
    minute += Math.ceil(service.duration / 30) * 30;
  }
  return visits;
}

/**
 * A few months of the demo clinic's completed visits before this week, each with its payment (some
 * PARTIAL or PENDING, several already past their due date) and product sales out of stock; the
 * current week's completed appointments (calendar's demo) get their payments too. Idempotent: a
 * clinic with payments is left alone.
 */
export async function seedDemoSales(em: Em, companyId: string): Promise<void> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  if ((await em.count(PaymentSchema, { companyId })) > 0) return;
  const userId = (await companyOwner(em, companyId))?.id ?? null;
  const clients = await clientsByName(em, companyId);
  const serviceList = await bookableServices(em, companyId);
  const products = await productsOnSale(em, companyId);
  const professionalId = await demoProfessionalId(em, companyId);
  if (!userId || !professionalId || !clients.length || !serviceList.length || !products.length) return;
  const today = nowInTimeZone(await companyTimeZone(em, companyId)).date;
  const monday = weekOf(today).startDate;

  await em.transactional(async (tx) => {
    const ctx: Context = {
      tx,
      companyId,
      userId,
      professionalId,
      pick: random(companyId),
      products,
      available: new Map(products.map((p) => [p.id, p.stock])),
      services: new Map(serviceList.map((s) => [s.id, s])),
    };
    for (let date = addDays(monday, -DAYS_BACK); date < monday; date = addDays(date, 1)) {
      const weekday = weekdayOf(date);
      if (weekday === 0 || weekday === 6) continue;
      for (const visit of visitsOf(ctx, date, clients, serviceList)) await pay(ctx, visit);
    }
    for (const appointment of await completedAppointmentsFrom(tx, companyId, monday)) await pay(ctx, appointment);
  });
}
