import { router, tenantProcedure } from '@agenda/trpc';
import {
  expenseIdSchema,
  expenseInputSchema,
  expenseUpdateSchema,
  periodSchema,
  receiptInputSchema,
  reportsQuerySchema,
  transactionsQuerySchema,
} from '../shared/schemas.ts';
import { createExpense, getExpense, removeExpense, updateExpense } from './expenses.service.ts';
import { resolvePeriod } from './period.ts';
import { listReceivables, receiveOnReceivable } from './receivables.service.ts';
import { financialReports, reportCsv } from './reports.service.ts';
import { financialSummary } from './summary.service.ts';
import { listTransactions, transactionsCsv } from './transactions.service.ts';

const csvFile = (name: string, period: { startDate: string; endDate: string }, csv: string) => ({
  filename: `${name}-${period.startDate}-a-${period.endDate}.csv`,
  csv,
});

export const financeRouter = router({
  summary: tenantProcedure
    .input(periodSchema)
    .query(({ ctx, input }) => financialSummary(ctx.em, ctx.companyId, resolvePeriod(input, ctx.session.timeZone))),
  transactions: tenantProcedure
    .input(transactionsQuerySchema)
    .query(({ ctx, input }) => listTransactions(ctx.em, ctx.companyId, resolvePeriod(input, ctx.session.timeZone), input)),
  transactionsCsv: tenantProcedure.input(transactionsQuerySchema).query(async ({ ctx, input }) => {
    const period = resolvePeriod(input, ctx.session.timeZone);
    return csvFile('transacoes', period, await transactionsCsv(ctx.em, ctx.companyId, period, input));
  }),
  receivables: tenantProcedure.query(async ({ ctx }) => ({
    receivables: await listReceivables(ctx.em, ctx.companyId, resolvePeriod({}, ctx.session.timeZone).today),
  })),
  registerReceipt: tenantProcedure
    .input(receiptInputSchema)
    .mutation(({ ctx, input }) =>
      receiveOnReceivable(ctx.em, ctx.companyId, ctx.session.userId, resolvePeriod({}, ctx.session.timeZone).today, input),
    ),
  reports: tenantProcedure
    .input(reportsQuerySchema)
    .query(({ ctx, input }) => financialReports(ctx.em, ctx.companyId, resolvePeriod(input, ctx.session.timeZone))),
  reportsCsv: tenantProcedure.input(reportsQuerySchema).query(async ({ ctx, input }) => {
    const period = resolvePeriod(input, ctx.session.timeZone);
    const reports = await financialReports(ctx.em, ctx.companyId, period);
    const report = input.report ?? 'mes';
    return csvFile(`relatorio-${report}`, period, reportCsv(reports, report));
  }),

  expenseById: tenantProcedure
    .input(expenseIdSchema)
    .query(async ({ ctx, input }) => ({ expense: await getExpense(ctx.em, ctx.companyId, input.id) })),
  createExpense: tenantProcedure.input(expenseInputSchema).mutation(async ({ ctx, input }) => ({
    expense: await createExpense(ctx.em, ctx.companyId, ctx.session.userId, input),
  })),
  updateExpense: tenantProcedure.input(expenseUpdateSchema).mutation(async ({ ctx, input: { id, ...fields } }) => ({
    expense: await updateExpense(ctx.em, ctx.companyId, id, fields),
  })),
  removeExpense: tenantProcedure.input(expenseIdSchema).mutation(async ({ ctx, input }) => {
    await removeExpense(ctx.em, ctx.companyId, input.id);
    return { ok: true as const };
  }),
});

export type FinanceRouter = typeof financeRouter;
/** The shape the browser's finance client sees (the router mounted under `finance`). */
const mounted = (finance: FinanceRouter) => router({ finance });
export type FinanceApi = ReturnType<typeof mounted>;
