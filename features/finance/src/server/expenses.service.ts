import { centsToReais, reaisToCents } from '@agenda/br';
import { type Em, isUuid, make } from '@agenda/db';
import { notFound } from '@agenda/trpc';
import { methodLabel } from '../shared/methods.ts';
import type { ExpenseInput } from '../shared/schemas.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import type { Expense as ExpenseAnswer } from '../shared/wire.ts';
import { refuseClosedDate } from './closings.service.ts';
import { type Expense, ExpenseSchema } from './entities/expense.entity.ts';

export function toExpenseAnswer(e: Expense): ExpenseAnswer {
  return {
    id: e.id,
    data: e.date,
    categoria: e.category,
    descricao: e.description,
    valor: centsToReais(e.amountCents),
    formaPagamento: methodLabel(e.method),
    status: e.status,
    vencimento: e.dueDate,
  };
}

function fields(input: ExpenseInput) {
  return {
    date: input.data,
    category: input.categoria,
    description: input.descricao,
    amountCents: reaisToCents(input.valor),
    method: input.formaPagamento,
    status: input.status,
    dueDate: input.status === 'PENDING' ? input.vencimento || null : null,
  };
}

async function findExpense(em: Em, companyId: string, id: string): Promise<Expense> {
  const expense = isUuid(id) ? await em.findOne(ExpenseSchema, { id, companyId }) : null;
  if (!expense) throw notFound(T.expenseNotFound);
  return expense;
}

export async function getExpense(em: Em, companyId: string, id: string): Promise<ExpenseAnswer> {
  return toExpenseAnswer(await findExpense(em, companyId, id));
}

// An expense dated in a closed period is neither added, changed (from or to such a date) nor removed.

export async function createExpense(em: Em, companyId: string, userId: string | null, input: ExpenseInput) {
  await refuseClosedDate(em, companyId, input.data);
  const expense = make(em, ExpenseSchema, { companyId, createdBy: userId, ...fields(input) });
  await em.flush();
  return toExpenseAnswer(expense);
}

export async function updateExpense(em: Em, companyId: string, id: string, input: ExpenseInput) {
  const expense = await findExpense(em, companyId, id);
  await refuseClosedDate(em, companyId, expense.date, input.data);
  Object.assign(expense, fields(input));
  await em.flush();
  return toExpenseAnswer(expense);
}

export async function removeExpense(em: Em, companyId: string, id: string): Promise<void> {
  const expense = await findExpense(em, companyId, id);
  await refuseClosedDate(em, companyId, expense.date);
  await em.remove(expense).flush();
}
