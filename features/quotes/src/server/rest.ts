import { restRoutes } from '@agenda/trpc/rest';
import {
  carneAnswer,
  quoteReportAnswer,
  publicApprovalAnswer,
  publicQuoteAnswer,
  quoteAnswer,
  quotesAnswer,
  sendAnswer,
} from '../shared/answer-schemas.ts';
import { quotesRouter } from './router.ts';

/**
 * The REST paths of quotes ('Orçamentos'), over the same router as tRPC. A patient's link that opens
 * nothing (unknown, forged, another clinic's, a draft's or expired) → 404 with one and the same body.
 */
export const quotesRest = restRoutes(quotesRouter, 'Orçamentos', [
  {
    method: 'post',
    path: '/api/quotes',
    procedure: 'create',
    summary:
      'Cria um orçamento (rascunho) a partir dos tratamentos planejados ou de serviços, com alternativas e forma de pagamento',
    body: true,
    status: 201,
    errors: [404],
    answer: { 201: quoteAnswer },
  },
  {
    method: 'get',
    path: '/api/quotes',
    procedure: 'list',
    summary: 'Os orçamentos da clínica (de um paciente, de um status, feitos entre from e to), os mais novos primeiro',
    query: { clientId: 'optional', status: 'optional', from: 'optional', to: 'optional' },
    answer: quotesAnswer,
  },
  {
    method: 'get',
    path: '/api/quotes/report',
    procedure: 'report',
    summary:
      'Relatório de orçamentos no período: enviados, aprovados, recusados por motivo, conversão, ticket médio, aprovado x recebido; e os enviados sem resposta há 7 dias',
    query: { startDate: 'optional', endDate: 'optional' },
    answer: quoteReportAnswer,
  },
  {
    method: 'get',
    path: '/api/quotes/:id',
    procedure: 'get',
    summary: 'Um orçamento (uma versão anterior com version=N), com o plano de pagamento e, depois de aprovado, as parcelas',
    query: { version: 'integer' },
    answer: quoteAnswer,
  },
  {
    method: 'get',
    path: '/api/quotes/:id/carne',
    procedure: 'carne',
    summary: 'O carnê do orçamento aprovado: o PIX (copia e cola, QR e txid) de cada parcela em aberto',
    answer: carneAnswer,
  },
  {
    method: 'put',
    path: '/api/quotes/:id',
    procedure: 'update',
    summary: 'Altera um orçamento: o rascunho muda, o enviado ganha uma nova versão (as anteriores continuam legíveis)',
    body: true,
    errors: [409],
    answer: quoteAnswer,
  },
  {
    method: 'post',
    path: '/api/quotes/:id/send',
    procedure: 'send',
    summary: 'Envia o orçamento: o link do paciente e a mensagem de WhatsApp',
    errors: [409],
    answer: sendAnswer,
  },
  {
    method: 'post',
    path: '/api/quotes/:id/approve',
    procedure: 'approve',
    summary: 'Registra no balcão a aprovação do paciente (alternativa, forma e quem aprovou): o plano vira parcelas a receber',
    body: true,
    errors: [409],
    answer: quoteAnswer,
  },
  {
    method: 'post',
    path: '/api/quotes/:id/reject',
    procedure: 'reject',
    summary: 'Registra a recusa do orçamento, com o motivo',
    body: true,
    errors: [409],
    answer: quoteAnswer,
  },
  {
    method: 'get',
    path: '/api/public/quotes/:token',
    procedure: 'publicQuote',
    summary: 'O orçamento que o link do paciente abre: clínica, itens, alternativas e plano de pagamento',
    public: true,
    errors: [429],
    answer: publicQuoteAnswer,
  },
  {
    method: 'post',
    path: '/api/public/quotes/:token/approve',
    procedure: 'publicApprove',
    summary: 'O paciente aprova o orçamento com nome, data de nascimento e assinatura desenhada; aprovar de novo não muda nada',
    body: true,
    headers: { userAgent: 'user-agent' },
    public: true,
    errors: [409, 429],
    answer: publicApprovalAnswer,
  },
  {
    method: 'post',
    path: '/api/public/quotes/:token/reject',
    procedure: 'publicReject',
    summary: 'O paciente recusa o orçamento, com o motivo',
    body: true,
    public: true,
    errors: [409, 429],
    answer: publicQuoteAnswer,
  },
]);
