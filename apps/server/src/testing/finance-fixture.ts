import { AppointmentSchema } from '@agenda/calendar/server';
import type { Em } from '@agenda/db';
import { TENANT_FILTER, make } from '@agenda/db';
import { PaymentProductItemSchema, PaymentReceiptSchema, PaymentSchema, PaymentServiceItemSchema } from '@agenda/finalize/server';
import { ProductSchema } from '@agenda/products/server';
import { activeProfessionals } from '@agenda/team/server';

type Method = 'PIX' | 'CARTAO' | 'DINHEIRO' | 'PLANO' | 'CONVENIO';

export interface PaymentFixture {
  companyId: string;
  userId: string;
  clientId: string;
  service: { id: string; name: string; priceCents: number };
  date: string;
  startTime: string;
  method: Method;
  status: 'PAID' | 'PENDING' | 'PARTIAL';
  paidCents: number;
  dueDate?: string | null;
  product?: { id: string; name: string; qty: number; unitPriceCents: number; unitCostCents: number };
  /** Who attended (default: the clinic's first professional). */
  professionalId?: string;
}

/** The clinic's first professional (its owner's, made at sign-up): whom the fixtures' appointments belong to. */
async function firstProfessional(em: Em, companyId: string): Promise<string> {
  // A test's em is outside any request: the tenant filter needs the company named.
  const scoped = em.fork();
  scoped.setFilterParams(TENANT_FILTER, { companyId });
  const [first] = await activeProfessionals(scoped, companyId);
  if (!first) throw new Error(`company ${companyId} has no professional`);
  return first.id;
}

/**
 * A completed appointment and its payment, written as finalize writes them (payment, items, and
 * the receipt of what was paid at once), through finalize's exported entities.
 */
export async function finalizedAppointment(em: Em, f: PaymentFixture): Promise<{ appointmentId: string; paymentId: string }> {
  const [h, m] = f.startTime.split(':').map(Number) as [number, number];
  const end = `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  const appointment = make(em, AppointmentSchema, {
    companyId: f.companyId,
    clientId: f.clientId,
    serviceId: f.service.id,
    professionalId: f.professionalId ?? (await firstProfessional(em, f.companyId)),
    date: f.date,
    startTime: f.startTime,
    endTime: end,
    status: 'COMPLETED',
    notes: null,
    urgencyLevel: null,
    urgencyDescription: null,
    urgencyReportedAt: null,
  });
  const productsCents = f.product ? f.product.qty * f.product.unitPriceCents : 0;
  const total = f.service.priceCents + productsCents;
  const payment = make(em, PaymentSchema, {
    companyId: f.companyId,
    appointmentId: appointment.id,
    planId: null,
    installmentNumber: null,
    clientId: f.clientId,
    completedBy: f.userId,
    method: f.method,
    status: f.status,
    servicesCents: f.service.priceCents,
    productsCents,
    discountCents: 0,
    totalCents: total,
    paidCents: f.paidCents,
    dueDate: f.dueDate ?? null,
    registeredOn: f.date,
    notes: null,
  });
  make(em, PaymentServiceItemSchema, {
    companyId: f.companyId,
    paymentId: payment.id,
    serviceId: f.service.id,
    name: f.service.name,
    priceCents: f.service.priceCents,
  });
  if (f.product)
    make(em, PaymentProductItemSchema, {
      companyId: f.companyId,
      paymentId: payment.id,
      productId: f.product.id,
      name: f.product.name,
      qty: f.product.qty,
      unitPriceCents: f.product.unitPriceCents,
      unitCostCents: f.product.unitCostCents,
    });
  if (f.paidCents > 0)
    make(em, PaymentReceiptSchema, {
      companyId: f.companyId,
      kind: 'RECEIPT',
      paymentId: payment.id,
      amountCents: f.paidCents,
      method: f.method,
      receivedOn: f.date,
      createdBy: f.userId,
      reason: null,
    });
  await em.flush();
  return { appointmentId: appointment.id, paymentId: payment.id };
}

/** An appointment without a payment (future or overdue ones). */
export async function plainAppointment(
  em: Em,
  a: { companyId: string; clientId: string; serviceId: string; date: string; startTime: string; status: string },
): Promise<string> {
  const [h, m] = a.startTime.split(':').map(Number) as [number, number];
  const appointment = make(em, AppointmentSchema, {
    companyId: a.companyId,
    clientId: a.clientId,
    serviceId: a.serviceId,
    professionalId: await firstProfessional(em, a.companyId),
    date: a.date,
    startTime: a.startTime,
    endTime: `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
    status: a.status as 'PENDING',
    notes: null,
    urgencyLevel: null,
    urgencyDescription: null,
    urgencyReportedAt: null,
  });
  await em.flush();
  return appointment.id;
}

export async function product(em: Em, companyId: string, name: string, saleCents: number, costCents: number) {
  const p = make(em, ProductSchema, {
    companyId,
    name,
    category: 'Higiene',
    costPriceCents: costCents,
    salePriceCents: saleCents,
    stock: 0,
    archivedAt: null,
  });
  await em.flush();
  return p;
}
