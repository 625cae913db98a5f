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
  id: string;
  data: string;
  tipo: 'receita' | 'despesa';
  servico: string;
  cliente: string | null;
  categoria: string;
  valor: number;
  status: string;
  formaPagamento: string;
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
}

export interface ReceiptAnswer {
  receipt: { paymentId: string; valor: number; formaPagamento: string; data: string };
  payment: { id: string; status: string; total: number; pago: number; saldo: number };
}
