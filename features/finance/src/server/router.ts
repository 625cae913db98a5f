import { router, tenantProcedure } from '@agenda/trpc';
import {
  closingIdSchema,
  receivableIdSchema,
  receivablesQuerySchema,
  closingInputSchema,
  closingPreviewSchema,
  expenseIdSchema,
  expenseInputSchema,
  expenseUpdateSchema,
  periodSchema,
  receiptInputSchema,
  reportsQuerySchema,
  reversalInputSchema,
  transactionsQuerySchema,
} from '../shared/schemas.ts';
import { closeCash, getClosing, listClosings, previewClosing } from './closings.service.ts';
import { createExpense, getExpense, removeExpense, updateExpense } from './expenses.service.ts';
import { resolvePeriod } from './period.ts';
import { memberProduction, productionCsv, professionalsProduction } from './production.service.ts';
import { receivablePix } from './pix.service.ts';
import { listReceivables, receiveOnReceivable } from './receivables.service.ts';
import { financialReports, reportCsv } from './reports.service.ts';
import { reverseOnPayment } from './reversals.service.ts';
import { financialSummary } from './summary.service.ts';
import { listTransactions, transactionsCsv } from './transactions.service.ts';

const csvFile = (name: string, period: { startDate: string; endDate: string }, csv: string) => ({
  filename: `${name}-${period.startDate}-a-${period.endDate}.csv`,
  csv,
});

const today = (ctx: { session: { timeZone: string } }) => resolvePeriod({}, ctx.session.timeZone).today;

export const financeRouter = router({
  summary: tenantProcedure
    .meta({ permission: 'finance' })
    .input(periodSchema)
    .query(({ ctx, input }) => financialSummary(ctx.em, ctx.companyId, resolvePeriod(input, ctx.session.timeZone))),
  transactions: tenantProcedure
    .meta({ permission: 'finance' })
    .input(transactionsQuerySchema)
    .query(({ ctx, input }) => listTransactions(ctx.em, ctx.companyId, resolvePeriod(input, ctx.session.timeZone), input)),
  transactionsCsv: tenantProcedure
    .meta({ permission: 'finance' })
    .input(transactionsQuerySchema)
    .query(async ({ ctx, input }) => {
      const period = resolvePeriod(input, ctx.session.timeZone);
      return csvFile('transacoes', period, await transactionsCsv(ctx.em, ctx.companyId, period, input));
    }),
  /**
   * `GET /api/financial/receivables?situacao=&cursor=`: 'abertas' (default), 'vencidas', 'a-vencer' or
   * 'pagas', a page at a time (`nextCursor`), with what is owed in total.
   */
  receivables: tenantProcedure
    .meta({ permission: 'receivables' })
    .input(receivablesQuerySchema)
    .query(({ ctx, input }) => listReceivables(ctx.em, ctx.companyId, today(ctx), input.situacao, input.cursor)),
  /** `GET /api/financial/receivables/{id}/pix`: the static BR Code of what is still owed ('Enviar cobrança'). */
  receivablePix: tenantProcedure
    .meta({ permission: 'receivables' })
    .input(receivableIdSchema)
    .query(({ ctx, input }) => receivablePix(ctx.em, ctx.companyId, input.id)),
  registerReceipt: tenantProcedure
    .meta({ permission: 'receivables' })
    .input(receiptInputSchema)
    .mutation(({ ctx, input }) => receiveOnReceivable(ctx.em, ctx.companyId, ctx.session.userId, today(ctx), input)),
  /** `POST /api/financial/transactions/{id}/reversals`: an 'Estorno' of money received on a payment. */
  reversePayment: tenantProcedure
    .meta({ permission: 'finance' })
    .input(reversalInputSchema)
    .mutation(({ ctx, input }) => reverseOnPayment(ctx.em, ctx.companyId, ctx.session.userId, today(ctx), input)),

  /** `GET /api/financial/closings`, newest first. */
  closings: tenantProcedure
    .meta({ permission: 'finance' })
    .query(async ({ ctx }) => ({ closings: await listClosings(ctx.em, ctx.companyId) })),
  closingById: tenantProcedure
    .meta({ permission: 'finance' })
    .input(closingIdSchema)
    .query(async ({ ctx, input }) => ({ closing: await getClosing(ctx.em, ctx.companyId, input.id) })),
  /** `GET /api/financial/closings/preview?date=`: the day's money by method and what closing it would cover. */
  closingPreview: tenantProcedure
    .meta({ permission: 'finance' })
    .input(closingPreviewSchema)
    .query(({ ctx, input }) => previewClosing(ctx.em, ctx.companyId, input.date || today(ctx))),
  /** `POST /api/financial/closings` `{ until }`. */
  closeCash: tenantProcedure
    .meta({ permission: 'finance' })
    .input(closingInputSchema)
    .mutation(async ({ ctx, input }) => ({
      closing: await closeCash(ctx.em, { companyId: ctx.companyId, userId: ctx.session.userId }, input.until, today(ctx)),
    })),

  reports: tenantProcedure
    .meta({ permission: 'finance' })
    .input(reportsQuerySchema)
    .query(({ ctx, input }) => financialReports(ctx.em, ctx.companyId, resolvePeriod(input, ctx.session.timeZone))),
  reportsCsv: tenantProcedure
    .meta({ permission: 'finance' })
    .input(reportsQuerySchema)
    .query(async ({ ctx, input }) => {
      const period = resolvePeriod(input, ctx.session.timeZone);
      const reports = await financialReports(ctx.em, ctx.companyId, period);
      const report = input.report ?? 'mes';
      return csvFile(`relatorio-${report}`, period, reportCsv(reports, report));
    }),

  /** `GET /api/financial/reports/professionals`: every professional's production and 'repasse'. */
  professionals: tenantProcedure
    .meta({ permission: 'finance' })
    .input(periodSchema)
    .query(async ({ ctx, input }) => {
      const period = resolvePeriod(input, ctx.session.timeZone);
      const { startDate, endDate } = period;
      return { startDate, endDate, professionals: await professionalsProduction(ctx.em, ctx.companyId, period) };
    }),
  professionalsCsv: tenantProcedure
    .meta({ permission: 'finance' })
    .input(periodSchema)
    .query(async ({ ctx, input }) => {
      const period = resolvePeriod(input, ctx.session.timeZone);
      return csvFile('profissionais', period, productionCsv(await professionalsProduction(ctx.em, ctx.companyId, period)));
    }),
  /** `GET /api/financial/my-production`: the same row, for the caller's own professional profile alone. */
  myProduction: tenantProcedure
    .meta({ permission: 'production' })
    .input(periodSchema)
    .query(async ({ ctx, input }) => {
      const period = resolvePeriod(input, ctx.session.timeZone);
      const { startDate, endDate } = period;
      return { startDate, endDate, professional: await memberProduction(ctx.em, ctx.companyId, ctx.session.userId, period) };
    }),

  expenseById: tenantProcedure
    .meta({ permission: 'finance' })
    .input(expenseIdSchema)
    .query(async ({ ctx, input }) => ({ expense: await getExpense(ctx.em, ctx.companyId, input.id) })),
  createExpense: tenantProcedure
    .meta({ permission: 'finance' })
    .input(expenseInputSchema)
    .mutation(async ({ ctx, input }) => ({
      expense: await createExpense(ctx.em, ctx.companyId, ctx.session.userId, input),
    })),
  updateExpense: tenantProcedure
    .meta({ permission: 'finance' })
    .input(expenseUpdateSchema)
    .mutation(async ({ ctx, input: { id, ...fields } }) => ({
      expense: await updateExpense(ctx.em, ctx.companyId, id, fields),
    })),
  removeExpense: tenantProcedure
    .meta({ permission: 'finance' })
    .input(expenseIdSchema)
    .mutation(async ({ ctx, input }) => {
      await removeExpense(ctx.em, ctx.companyId, input.id);
      return { ok: true as const };
    }),
});

export type FinanceRouter = typeof financeRouter;
/** The shape the browser's finance client sees (the router mounted under `finance`). */
const mounted = (finance: FinanceRouter) => router({ finance });
export type FinanceApi = ReturnType<typeof mounted>;
