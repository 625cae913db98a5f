import { findClient } from '@agenda/clients/server';
import { nowInTimeZone } from '@agenda/br';
import { type Em, isUuid } from '@agenda/db';
import { type InstallmentRow, installmentsOf } from '@agenda/finalize/server';
import { methodLabel } from '@agenda/finalize/shared';
import { notFound } from '@agenda/trpc';
import { QUOTES_TEXTS as T } from '../shared/texts.ts';
import { QUOTES_UI as U } from '../shared/ui-texts.ts';
import type { PatientPlanData, PlanInstallmentData } from '../shared/wire.ts';
import { alternativeData } from './content.ts';
import { QuoteSchema } from './entities/quote.entity.ts';
import { QuoteVersionSchema } from './entities/quote-version.entity.ts';

function installmentOf(row: InstallmentRow, count: number, today: string): PlanInstallmentData {
  const openCents = Math.max(0, row.amountCents - row.paidCents);
  const paid = row.status === 'PAID';
  return {
    id: row.id,
    number: row.number,
    label: row.number === 0 ? (count > 1 ? U.entry : U.single) : U.installmentOf(row.number, count - 1 || 1),
    dueDate: row.dueDate,
    amountCents: row.amountCents,
    openCents: paid ? 0 : openCents,
    status: paid ? 'PAGA' : row.dueDate < today ? 'VENCIDA' : 'A_VENCER',
    paidOn: paid ? row.paidOn : null,
    paidMethod: paid && row.paidMethod ? methodLabel(row.paidMethod) : null,
  };
}

/**
 * A patient's approved quotes with their installments as the payment ledger holds them (paid, due or
 * overdue; the day and method of the payment): the history's 'Orçamentos aprovados' and the checkout's
 * installments to pay. Another clinic's patient answers 404.
 */
export async function patientPlans(em: Em, companyId: string, timeZone: string, clientId: string): Promise<PatientPlanData[]> {
  if (!isUuid(clientId)) throw notFound(T.clientNotFound);
  await findClient(em, companyId, clientId);
  const quotes = await em.find(
    QuoteSchema,
    { companyId, clientId, status: 'APROVADO' },
    { orderBy: { approvedAt: 'asc', id: 'asc' } },
  );
  if (!quotes.length) return [];
  const ids = quotes.map((q) => q.id);
  const [rows, versions] = await Promise.all([
    installmentsOf(em, companyId, ids),
    em.find(QuoteVersionSchema, { companyId, quoteId: { $in: ids } }),
  ]);
  const today = nowInTimeZone(timeZone).date;
  return quotes.map((q) => {
    const version = versions.find((v) => v.quoteId === q.id && v.version === (q.approvedVersion ?? q.version));
    const approvedOn = q.approvedAt ? nowInTimeZone(timeZone, q.approvedAt).date : q.createdOn;
    const index = q.approvedAlternative ?? 0;
    const alternative = version?.alternatives[index];
    const data = alternative ? alternativeData(alternative, index, approvedOn) : null;
    const own = rows.filter((r) => r.planId === q.id);
    return {
      quoteId: q.id,
      approvedOn,
      label: data?.label ?? '',
      items: data?.items.map((i) => i.description) ?? [],
      totalCents: own.reduce((s, r) => s + r.amountCents, 0),
      installments: own.map((r) => installmentOf(r, own.length, today)),
    };
  });
}
