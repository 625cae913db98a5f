import { clinicCard } from '@agenda/auth/server';
import { installmentsOf } from '@agenda/finalize/server';
import { openReceivablesPix } from '@agenda/finance/server';
import { type BaseContext, publicProcedure, rateLimited, router, tenantProcedure } from '@agenda/trpc';
import {
  createQuoteSchema,
  deskApprovalSchema,
  getQuoteSchema,
  listQuotesSchema,
  optionsSchema,
  patientPlansSchema,
  publicApprovalSchema,
  publicRejectSchema,
  quoteIdSchema,
  quoteReportSchema,
  rejectSchema,
  tokenSchema,
  updateQuoteSchema,
} from '../shared/schemas.ts';
import { actorOf } from './actor.ts';
import { approveAtDesk, rejectAtDesk, sendQuote } from './answers.service.ts';
import { quoteOptions } from './options.service.ts';
import { patientPlans } from './plans.service.ts';
import { QUOTE_LINK_LIMITS, approveByLink, openedQuote, rejectByLink } from './public-link.service.ts';
import { createQuote, updateQuote } from './quotes.service.ts';
import { quoteReport } from './report.service.ts';
import { findQuote, listQuotes, quoteData } from './read.service.ts';
import './token.ts';

const patient = publicProcedure.meta({ permission: 'public' }).use(rateLimited(...QUOTE_LINK_LIMITS));
const base = (ctx: BaseContext) => ctx.services.quotes.publicUrl ?? ctx.origin;

export const quotesRouter = router({
  /** A patient's or the clinic's quotes, newest first. */
  list: tenantProcedure
    .meta({ permission: 'quotes' })
    .input(listQuotesSchema)
    .query(async ({ ctx, input }) => ({ quotes: await listQuotes(ctx.em, ctx.companyId, ctx.session.timeZone, input) })),
  /** One quote (an older version when asked), with its plan and, once approved, its installments. */
  get: tenantProcedure
    .meta({ permission: 'quotes' })
    .input(getQuoteSchema)
    .query(async ({ ctx, input }) => {
      const quote = await findQuote(ctx.em, ctx.companyId, input.id);
      const data = await quoteData(ctx.em, ctx.companyId, ctx.session.timeZone, quote, input.version);
      await actorOf(ctx).audit(ctx.em, quote.clientId, 'read', quote.id);
      return { quote: data };
    }),
  /**
   * A patient's approved plans with their installments (paid, due, overdue): the history's part and the
   * checkout's installments to pay. Seeing a quote's installments is `quotes`, as on the quote itself.
   */
  plans: tenantProcedure
    .meta({ permission: 'quotes' })
    .input(patientPlansSchema)
    .query(async ({ ctx, input }) => ({
      plans: await patientPlans(ctx.em, ctx.companyId, ctx.session.timeZone, input.clientId),
    })),
  /** What 'Novo orçamento' offers for a patient: planned chart items, services, professionals. */
  options: tenantProcedure
    .meta({ permission: 'quotes' })
    .input(optionsSchema)
    .query(({ ctx, input }) => quoteOptions(ctx.em, ctx.companyId, input.clientId)),
  create: tenantProcedure
    .meta({ permission: 'quotesEdit' })
    .input(createQuoteSchema)
    .mutation(async ({ ctx, input }) => ({ quote: await createQuote(ctx.em, actorOf(ctx), input) })),
  update: tenantProcedure
    .meta({ permission: 'quotesEdit' })
    .input(updateQuoteSchema)
    .mutation(async ({ ctx, input }) => ({ quote: await updateQuote(ctx.em, actorOf(ctx), input) })),
  /** The patient's link and the WhatsApp message carrying it; the draft becomes ENVIADO. */
  send: tenantProcedure
    .meta({ permission: 'quotesSend' })
    .input(quoteIdSchema)
    .mutation(async ({ ctx, input }) => {
      const clinic = await clinicCard(ctx.em, ctx.companyId);
      return sendQuote(ctx.em, actorOf(ctx), input.id, {
        base: base(ctx),
        key: ctx.services.quotes.linkKey,
        clinicName: clinic?.name ?? '',
      });
    }),
  /** The patient said yes at the desk (or by phone…): the plan becomes receivables. */
  approve: tenantProcedure
    .meta({ permission: 'quotesSend' })
    .input(deskApprovalSchema)
    .mutation(async ({ ctx, input }) => ({ quote: await approveAtDesk(ctx.em, actorOf(ctx), input) })),
  reject: tenantProcedure
    .meta({ permission: 'quotesSend' })
    .input(rejectSchema)
    .mutation(async ({ ctx, input }) => ({ quote: await rejectAtDesk(ctx.em, actorOf(ctx), input) })),
  /**
   * The carnê's PIX: each open installment's static code, QR and txid (none without the clinic's
   * key). Building a code reads the clinic's key, so it is part of `receivables` (decision 049).
   */
  carne: tenantProcedure
    .meta({ permission: 'receivables' })
    .input(quoteIdSchema)
    .query(async ({ ctx, input }) => {
      const quote = await findQuote(ctx.em, ctx.companyId, input.id);
      const installments = await installmentsOf(ctx.em, ctx.companyId, [quote.id]);
      const ids = [...installments].sort((a, b) => a.number - b.number).map((i) => i.id);
      return { slips: await openReceivablesPix(ctx.em, ctx.companyId, ids) };
    }),
  /** Relatórios' 'Orçamentos' (the owner's `finance`): the period's figures and the follow-up list. */
  report: tenantProcedure
    .meta({ permission: 'finance' })
    .input(quoteReportSchema)
    .query(async ({ ctx, input }) => {
      const clinic = await clinicCard(ctx.em, ctx.companyId);
      return quoteReport(ctx.em, ctx.companyId, ctx.session.timeZone, input, {
        base: base(ctx),
        key: ctx.services.quotes.linkKey,
        clinicName: clinic?.name ?? '',
      });
    }),
  /** The patient's page: what the link opens. */
  publicQuote: patient.input(tokenSchema).query(({ ctx, input }) => openedQuote(ctx, input.token)),
  publicApprove: patient.input(publicApprovalSchema).mutation(async ({ ctx, input }) => {
    const answer = await approveByLink(ctx, input);
    return { status: 'APROVADO' as const, installments: answer.installments, answer: answer.answer };
  }),
  publicReject: patient.input(publicRejectSchema).mutation(({ ctx, input }) => rejectByLink(ctx, input)),
});

export type QuotesRouter = typeof quotesRouter;
/** The shape the browser's quotes client sees (the router mounted under `quotes`). */
const mounted = (quotes: QuotesRouter) => router({ quotes });
export type QuotesApi = ReturnType<typeof mounted>;
