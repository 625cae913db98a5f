import type { AttendanceReport } from '@agenda/calendar/shared';
// The answers of the finance endpoints, in reais, as the browser and API clients see them.

export interface Expense {
  id: string;
  data: string;
  categoria: string;
  descricao: string;
  valor: number;
  formaPagamento: string;
  status: 'PAID' | 'PENDING';
  vencimento: string | null;
}

export interface FinancialSummary {
  startDate: string;
  endDate: string;
  receitasRealizadas: number;
  receitasFuturas: number;
  atrasados: number;
  custoProdutos: number;
  despesas: number;
  lucroTotal: number;
  /** Margin by revenue (§9), percent. */
  margem: number;
  /** Received revenue against the period of the same length before, percent; null without a base. */
  crescimento: number | null;
  paymentMethods: { method: string; amount: number; share: number }[];
  cashFlow: { weekStart: string; entradas: number; saidas: number }[];
}

export interface Transaction {
  /** receita: the payment's id; despesa: the expense's; estorno: the reversal's. */
  id: string;
  data: string;
  /** estorno: money received given back (valor is what went out; servico holds its reason). */
  tipo: 'receita' | 'despesa' | 'estorno';
  servico: string;
  cliente: string | null;
  categoria: string;
  valor: number;
  status: string;
  formaPagamento: string;
  /** receita: what stayed of the money received on it (what an 'Estorno' may give back); null otherwise. */
  recebido: number | null;
}

export interface Receivable {
  id: string;
  appointmentId: string | null;
  clientId: string | null;
  cliente: string;
  telefone: string | null;
  valor: number;
  saldo: number;
  vencimento: string;
  diasAtraso: number;
  status: string;
  /** By due date against today: an open one is 'VENCIDA' or 'A_VENCER'; a settled one 'PAGA'. */
  situacao: 'VENCIDA' | 'A_VENCER' | 'PAGA';
  /** Receipts (and reversals, negative) on it, oldest first; `txid` of a receipt by PIX when given. */
  historico: { data: string; valor: number; formaPagamento: string; txid: string | null }[];
  /** wa.me reminder for an overdue balance with a dialable phone; null otherwise. */
  whatsapp: string | null;
}

export interface FinancialReports {
  startDate: string;
  endDate: string;
  porMes: { mes: string; receita: number }[];
  porServico: { servico: string; quantidade: number; receita: number }[];
  porFormaPagamento: { method: string; receita: number; share: number }[];
  porProfissional: { profissional: string; atendimentos: number; receita: number }[];
  /**
   * The payments registered in the period: what they billed (services + products − discount), what
   * has been paid of them so far (whenever it came in) and what is still open on them — the open
   * balances Cobrança lists. faturado − recebido = emAberto.
   */
  conciliacao: { faturado: number; recebido: number; emAberto: number };
  produtos: { produto: string; quantidade: number; receita: number; custo: number; lucro: number }[];
  /** Calendar's attendance figures of the period: average wait, no-show rates (decision 054). */
  comparecimento: AttendanceReport;
}

/** A professional's rates, in percent: for every service, and by service type where one was set. */
export interface CommissionRates {
  percent: number;
  byServiceType: { serviceTypeId: string; percent: number }[];
}

/**
 * A professional's production in a period: the completed appointments whose payment was registered
 * in it, the services' prices charged on them ('Faturado (serviços)') and the 'repasse' due on them.
 */
export interface ProfessionalProduction {
  professionalId: string;
  name: string;
  /** Their agenda colour. */
  color: string;
  appointments: number;
  revenue: number;
  commission: number;
  commissionRates: CommissionRates;
}

export interface ReceiptAnswer {
  receipt: { paymentId: string; valor: number; formaPagamento: string; data: string; txid: string | null };
  payment: { id: string; status: string; total: number; pago: number; saldo: number };
}

export interface ReversalAnswer {
  reversal: { id: string; paymentId: string; data: string; valor: number; formaPagamento: string; motivo: string };
  payment: { id: string; status: string; total: number; pago: number; saldo: number };
}

/** Money received by method (net of reversals), in reais. */
export interface MethodTotal {
  method: string;
  amount: number;
}

/** 'Fechamento de caixa': the money received up to `until` since the closing before it, frozen when closed. */
export interface CashClosing {
  id: string;
  /** The first day it covers (the day after the closing before it); null for the first closing. */
  from: string | null;
  until: string;
  /** ISO timestamp. */
  closedAt: string;
  closedBy: { id: string | null; name: string };
  totals: MethodTotal[];
  total: number;
}

/** What the 'Fechamento de caixa' tab shows for a day before it is closed. */
export interface ClosingPreview {
  date: string;
  /** The day's money by method. */
  day: { totals: MethodTotal[]; total: number };
  /** The last closing's date, or null. */
  closedUntil: string | null;
  /** What closing up to `date` would cover: from the day after the last closing. */
  from: string | null;
  period: { totals: MethodTotal[]; total: number };
}

/** `GET /api/financial/receivables/{id}/pix`: a static BR Code for what is still owed. */
export interface ReceivablePix {
  /** The 'copia e cola'. */
  brCode: string;
  /** What the code pays ('AGD' and the receivable's id): staff match it with the bank statement. */
  txid: string;
  /** The balance, in reais. */
  amount: number;
  amountCents: number;
  vencimento: string;
  beneficiario: string;
  /** The QR of `brCode`, an SVG document. */
  qrSvg: string;
  /** WhatsApp click-to-chat with the code in its text; null when the patient has no dialable phone. */
  whatsapp: string | null;
}
