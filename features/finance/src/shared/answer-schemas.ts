import * as v from 'valibot';
import { TRANSACTION_TYPES } from './schemas.ts';

// The REST answers of the financial screens, for the API's OpenAPI document (part 2 §3.12; loose
// objects, so a field added later does not break a client). Money in reais.

const period = { startDate: v.string(), endDate: v.string() };
const methodTotals = v.array(v.looseObject({ method: v.string(), amount: v.number() }));
const moneyOf = v.looseObject({ totals: methodTotals, total: v.number() });
const paymentState = v.looseObject({
  id: v.string(),
  status: v.string(),
  total: v.number(),
  pago: v.number(),
  saldo: v.number(),
});

export const summaryAnswer = v.looseObject({
  ...period,
  receitasRealizadas: v.number(),
  receitasFuturas: v.number(),
  atrasados: v.number(),
  custoProdutos: v.number(),
  despesas: v.number(),
  lucroTotal: v.number(),
  margem: v.number(),
  crescimento: v.nullable(v.number()),
  paymentMethods: v.array(v.looseObject({ method: v.string(), amount: v.number(), share: v.number() })),
  cashFlow: v.array(v.looseObject({ weekStart: v.string(), entradas: v.number(), saidas: v.number() })),
});

export const transactionsAnswer = v.object({
  transactions: v.array(
    v.looseObject({
      id: v.string(),
      data: v.string(),
      tipo: v.picklist(TRANSACTION_TYPES),
      servico: v.string(),
      cliente: v.nullable(v.string()),
      categoria: v.string(),
      valor: v.number(),
      status: v.string(),
      formaPagamento: v.string(),
      recebido: v.nullable(v.number()),
    }),
  ),
  total: v.number(),
});

export const receivablesAnswer = v.object({
  receivables: v.array(
    v.looseObject({
      id: v.string(),
      cliente: v.string(),
      telefone: v.nullable(v.string()),
      valor: v.number(),
      saldo: v.number(),
      vencimento: v.string(),
      diasAtraso: v.number(),
      status: v.string(),
      situacao: v.picklist(['VENCIDA', 'A_VENCER', 'PAGA']),
      historico: v.array(
        v.looseObject({ data: v.string(), valor: v.number(), formaPagamento: v.string(), txid: v.nullable(v.string()) }),
      ),
      whatsapp: v.nullable(v.string()),
    }),
  ),
  nextCursor: v.nullable(v.number()),
  totals: v.object({
    abertas: v.object({ count: v.number(), saldo: v.number() }),
    vencidas: v.object({ count: v.number(), saldo: v.number() }),
  }),
});
export const receivablePixAnswer = v.looseObject({
  brCode: v.string(),
  txid: v.string(),
  amount: v.number(),
  amountCents: v.number(),
  vencimento: v.string(),
  beneficiario: v.string(),
  qrSvg: v.string(),
  whatsapp: v.nullable(v.string()),
});
export const receiptAnswer = v.object({
  receipt: v.looseObject({ paymentId: v.string(), valor: v.number(), formaPagamento: v.string(), data: v.string() }),
  payment: paymentState,
});
export const reversalAnswer = v.object({
  reversal: v.looseObject({ id: v.string(), paymentId: v.string(), data: v.string(), valor: v.number(), motivo: v.string() }),
  payment: paymentState,
});

const closing = v.looseObject({
  id: v.string(),
  from: v.nullable(v.string()),
  until: v.string(),
  closedAt: v.string(),
  closedBy: v.looseObject({ id: v.nullable(v.string()), name: v.string() }),
  totals: methodTotals,
  total: v.number(),
});
export const closingsAnswer = v.object({ closings: v.array(closing) });
export const closingAnswer = v.object({ closing });
export const closingPreviewAnswer = v.looseObject({
  date: v.string(),
  day: moneyOf,
  closedUntil: v.nullable(v.string()),
  from: v.nullable(v.string()),
  period: moneyOf,
});

export const reportsAnswer = v.looseObject({
  ...period,
  porMes: v.array(v.looseObject({ mes: v.string(), receita: v.number() })),
  porServico: v.array(v.looseObject({ servico: v.string(), quantidade: v.number(), receita: v.number() })),
  porFormaPagamento: v.array(v.looseObject({ method: v.string(), receita: v.number(), share: v.number() })),
  porProfissional: v.array(v.looseObject({ profissional: v.string(), atendimentos: v.number(), receita: v.number() })),
  conciliacao: v.looseObject({ faturado: v.number(), recebido: v.number(), emAberto: v.number() }),
  produtos: v.array(
    v.looseObject({ produto: v.string(), quantidade: v.number(), receita: v.number(), custo: v.number(), lucro: v.number() }),
  ),
  comparecimento: v.looseObject({
    averageWait: v.array(v.looseObject({ professional: v.string(), patients: v.number(), minutes: v.number() })),
    noShowsByProfessional: v.array(
      v.looseObject({ professional: v.string(), appointments: v.number(), noShows: v.number(), rate: v.number() }),
    ),
    noShowsByWeekday: v.array(
      v.looseObject({ weekday: v.string(), appointments: v.number(), noShows: v.number(), rate: v.number() }),
    ),
  }),
});

const production = v.looseObject({
  professionalId: v.string(),
  name: v.string(),
  color: v.string(),
  appointments: v.number(),
  revenue: v.number(),
  commission: v.number(),
  commissionRates: v.looseObject({
    percent: v.number(),
    byServiceType: v.array(v.looseObject({ serviceTypeId: v.string(), percent: v.number() })),
  }),
});
export const professionalsReportAnswer = v.looseObject({ ...period, professionals: v.array(production) });
export const myProductionAnswer = v.looseObject({ ...period, professional: production });

export const expenseAnswer = v.object({
  expense: v.looseObject({
    id: v.string(),
    data: v.string(),
    categoria: v.string(),
    descricao: v.string(),
    valor: v.number(),
    formaPagamento: v.string(),
    status: v.picklist(['PAID', 'PENDING']),
    vencimento: v.nullable(v.string()),
  }),
});
