import { restRoutes } from '@agenda/trpc/rest';
import { completionAnswer, productAnalysisAnswer } from '../shared/answer-schemas.ts';
import { finalizeRouter } from './router.ts';

/** The documented REST paths of finalizing and of the products' sales, over the same router as tRPC. */
export const finalizeRest = restRoutes(finalizeRouter, 'Finalização', [
  {
    method: 'post',
    path: '/api/appointments/complete',
    procedure: 'complete',
    summary:
      'Finaliza um atendimento: serviços, produtos e pagamento, e paga com ele as parcelas de orçamento indicadas em installmentIds (Idempotency-Key: uma repetição devolve a primeira resposta)',
    body: true,
    headers: { idempotencyKey: 'Idempotency-Key' },
    // installmentIds: paying a plan's installments is also `receivables` (a professional may finalize, not receive).
    errors: [403],
    answer: completionAnswer,
  },
  {
    method: 'get',
    path: '/api/products/financial-analysis',
    procedure: 'productAnalysis',
    summary: 'A venda de produtos no período: receita, custo e lucro',
    query: { startDate: 'nullable', endDate: 'nullable' },
    answer: productAnalysisAnswer,
  },
]);
