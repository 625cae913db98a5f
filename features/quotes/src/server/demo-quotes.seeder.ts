import { randomBytes } from 'node:crypto';
import { companyOwner, companyTimeZone } from '@agenda/auth/server';
import { addDays, nowInTimeZone } from '@agenda/br';
import { activeBookingsFrom, createAppointment, freeSlotsBetween } from '@agenda/calendar/server';
import { clientsByName } from '@agenda/clients/server';
import { type Em, TENANT_FILTER } from '@agenda/db';
import { TRPCError } from '@agenda/trpc';
import { installmentsOf, registerReceipt } from '@agenda/finalize/server';
import { bookableServices } from '@agenda/services/server';
import { activeProfessionals } from '@agenda/team/server';
import type { Actor } from './actor.ts';
import { approveLocked, rejectAtDesk, sendQuote } from './answers.service.ts';
import { QuoteSchema } from './entities/quote.entity.ts';
import { createQuote, lockQuote } from './quotes.service.ts';

/**
 * The demo clinic's quotes: one in each status (a draft, a sent one with two alternatives, a refused
 * one, an expired one) and an orthodontic plan approved four months ago whose entry and first
 * installments were paid and whose last due installment is overdue, with the patient's next maintenance
 * visit booked (its checkout offers the installments to pay). Idempotent: once any quote exists, nothing
 * is added.
 */
export async function seedDemoQuotes(em: Em, companyId: string): Promise<void> {
  em.setFilterParams(TENANT_FILTER, { companyId });
  if ((await em.count(QuoteSchema, { companyId })) > 0) return;
  const [owner, timeZone, clients, services, professionals] = await Promise.all([
    companyOwner(em, companyId),
    companyTimeZone(em, companyId),
    clientsByName(em, companyId, 6),
    bookableServices(em, companyId),
    activeProfessionals(em, companyId),
  ]);
  const professionalId = professionals[0]?.id;
  const service = services[0];
  if (!owner || !professionalId || !service || clients.length < 5) return;
  const actor: Actor = { companyId, userId: owner.id, name: owner.fullName, timeZone, audit: async () => {} };
  const today = nowInTimeZone(timeZone).date;
  const link = { base: 'http://localhost', key: randomBytes(32), clinicName: '' };
  const item = (description: string, priceCents: number) => ({ serviceId: service.id, description, priceCents });
  const [draftee, chooser, refuser, late, ortho] = clients as [(typeof clients)[number], ...typeof clients];

  await createQuote(em, actor, {
    clientId: draftee.id,
    professionalId,
    items: [item('Limpeza e profilaxia', 25_000), item('Clareamento caseiro', 90_000)],
    paymentPlan: { kind: 'A_VISTA', cashDiscountPercent: 5 },
  });

  const twoPlans = await createQuote(em, actor, {
    clientId: chooser?.id ?? '',
    professionalId,
    notes: 'O Plano B usa coroa metalocerâmica em vez de porcelana pura.',
    alternatives: [
      {
        label: 'Plano A — porcelana',
        items: [item('Coroa de porcelana 11', 180_000), item('Coroa de porcelana 21', 180_000)],
        paymentPlan: { kind: 'ENTRADA_PARCELAS', entryPercent: 30, installments: 6, dueDay: 10 },
      },
      {
        label: 'Plano B — metalocerâmica',
        items: [item('Coroa metalocerâmica 11', 110_000), item('Coroa metalocerâmica 21', 110_000)],
        paymentPlan: { kind: 'CARTAO', installments: 10, cardFeePercent: 3.5 },
      },
    ],
  });
  await sendQuote(em, actor, twoPlans.id, link);

  const refused = await createQuote(em, actor, {
    clientId: refuser?.id ?? '',
    professionalId,
    items: [item('Implante dentário 36', 420_000)],
    paymentPlan: { kind: 'ENTRADA_PARCELAS', entryPercent: 20, installments: 12, dueDay: 5 },
  });
  await sendQuote(em, actor, refused.id, link);
  await rejectAtDesk(em, actor, { id: refused.id, reason: 'VALOR', note: 'Vai pesquisar outras clínicas.' });

  const expired = await createQuote(em, actor, {
    clientId: late?.id ?? '',
    professionalId,
    items: [item('Restauração 36 MOD', 35_000), item('Canal 46', 80_000)],
    paymentPlan: { kind: 'A_VISTA' },
  });
  await sendQuote(em, actor, expired.id, link);
  await em.transactional(async (tx) => {
    const quote = await lockQuote(tx, companyId, expired.id);
    quote.validUntil = addDays(today, -3);
    // Sent 33 days ago and never answered: Relatórios' follow-up list shows it.
    quote.createdOn = addDays(today, -33);
    quote.sentAt = new Date(Date.now() - 33 * 86_400_000);
  });

  // Orthodontics, approved four months ago: entry and three installments paid, the fourth overdue.
  const approvedOn = addDays(today, -125);
  const plan = await createQuote(em, actor, {
    clientId: ortho?.id ?? '',
    professionalId,
    notes: 'Tratamento ortodôntico de 24 meses com aparelho fixo metálico.',
    items: [item('Aparelho ortodôntico fixo (instalação)', 120_000), item('Manutenções mensais (24 meses)', 360_000)],
    discountPercent: 5,
    paymentPlan: { kind: 'ENTRADA_PARCELAS', entryCents: 60_000, installments: 24, dueDay: 10 },
    validUntil: addDays(today, 30),
  });
  await sendQuote(em, actor, plan.id, link);
  await em.transactional(async (tx) => {
    const quote = await lockQuote(tx, companyId, plan.id);
    quote.createdOn = addDays(approvedOn, -6);
    await approveLocked(tx, actor, quote, {
      channel: 'BALCAO',
      alternative: 0,
      approverName: null,
      method: 'PRESENCIAL',
      approvedBy: owner.id,
      ip: null,
      userAgent: null,
      signaturePng: null,
      documentSha256: null,
      approvedOn,
    });
  });
  const installments = await installmentsOf(em, companyId, [plan.id]);
  for (const installment of installments.filter((i) => i.number <= 3 && i.dueDate < today)) {
    await registerReceipt(em, companyId, owner.id, installment.id, {
      amountCents: installment.amountCents,
      method: installment.number === 0 ? 'CARTAO' : 'PIX',
      receivedOn: installment.dueDate,
    });
  }
  await bookNextVisit(em, companyId, timeZone, ortho?.id ?? '', service.id, today);
}

/** The orthodontic patient's next monthly visit, the first free time from tomorrow, unless one is booked. */
async function bookNextVisit(em: Em, companyId: string, timeZone: string, clientId: string, serviceId: string, today: string) {
  const booked = await activeBookingsFrom(em, companyId, today);
  if (!clientId || booked.some((a) => a.clientId === clientId)) return;
  const [slot] = await freeSlotsBetween(em, companyId, {
    serviceId,
    professionalIds: [],
    from: addDays(today, 1),
    to: addDays(today, 14),
  });
  const professionalId = slot?.professionalIds[0];
  if (!slot || !professionalId) return;
  const input = {
    clientId,
    serviceId,
    professionalId,
    date: slot.date,
    startTime: slot.startTime,
    endTime: null,
    notes: 'Manutenção mensal do aparelho ortodôntico',
    allowClientOverlap: false,
  };
  // A patient already in another chair then: no visit rather than a second one.
  await createAppointment(em, { companyId, userId: null, timeZone }, input).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === 'CONFLICT') return null;
    throw error;
  });
}
