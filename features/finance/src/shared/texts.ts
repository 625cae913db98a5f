import { formatDatePtBR } from '@agenda/br';

/** Every pt-BR text of the finance feature, as the spec writes it where it does. */
export const FINANCE_TEXTS = {
  nav: 'Financeiro',
  title: 'Financeiro',
  reportsButton: 'Relatórios',
  loadError: 'Erro ao carregar dados financeiros',
  retry: 'Tentar Novamente',
  tabs: {
    overview: 'Visão Geral',
    transactions: 'Transações',
    receivables: 'Cobrança',
    reports: 'Relatórios',
    products: 'Produtos',
    closing: 'Fechamento de caixa',
  },
  cards: {
    received: 'Receitas Realizadas',
    future: 'Receitas Futuras',
    overdue: 'Atrasados',
    profit: 'Lucro Líquido',
    productCost: 'Custo de Produtos',
    expenses: 'Despesas',
    margin: 'Margem',
    growth: 'Crescimento',
  },
  // Relatórios: what each figure counts, named where it is shown.
  basis: {
    received: 'Recebido',
    billedServices: 'Faturado (serviços)',
    billedAll: 'Faturado (serviços + produtos)',
  },
  basisNote: {
    received: 'pagamentos recebidos, pela data em que entraram',
    billedServices: 'preço dos serviços dos atendimentos finalizados no período',
    billedAll: 'total dos atendimentos finalizados no período (serviços + produtos − desconto)',
  },
  reconciliation: {
    title: 'Conciliação do período',
    received: 'Recebido',
    open: 'Em aberto',
    note: 'Atendimentos finalizados no período: o faturado, o que já foi pago deles (em qualquer data) e o saldo que ainda está em Cobrança, que lista também os saldos de outros períodos.',
  },
  // Server messages (400/404).
  badDate: 'Data inválida. Use o formato yyyy-MM-dd',
  badRange: 'A data final deve ser igual ou posterior à data inicial',
  rangeTooLong: 'O período pode ter no máximo 5 anos',
  badLimit: 'Paginação inválida',
  badTipo: "Tipo inválido. Use 'receita' ou 'despesa'",
  badStatus: 'Status inválido',
  badMethod: 'Forma de pagamento inválida',
  fillRequired: 'Por favor, preencha todos os campos obrigatórios',
  badAmount: 'O valor deve ser maior que zero',
  amountTooLarge: 'Valor muito alto',
  dueDateRequired: 'Informe o vencimento de uma despesa pendente',
  tooLong: 'Texto muito longo',
  expenseNotFound: 'Despesa não encontrada',
  receivableNotFound: 'Cobrança não encontrada',
  badReport: 'Relatório inválido',
  futureReceipt: 'A data do recebimento não pode ser futura',
  // Fechamento de caixa (409 for money dated in a closed period; 400 for a closing that cannot be).
  periodClosed: (until: string) => `Período fechado em ${formatDatePtBR(until)}`,
  futureClosing: 'A data do fechamento não pode ser futura',
  alreadyClosed: (until: string) => `O caixa já está fechado até ${formatDatePtBR(until)}`,
  closingNotFound: 'Fechamento não encontrado',
  reasonRequired: 'Informe o motivo do estorno',
  reasonTooLong: 'O motivo deve ter no máximo 500 caracteres',
  // Screen texts.
  newExpense: 'Nova despesa',
  editExpense: 'Editar despesa',
  expenseSaved: 'Despesa salva com sucesso!',
  expenseDeleted: 'Despesa excluída com sucesso!',
  expenseSaveError: 'Erro ao salvar despesa',
  deleteExpenseTitle: 'Excluir despesa',
  deleteExpenseMessage: 'Tem certeza que deseja excluir esta despesa?',
  exportCsv: 'Exportar CSV',
  noTransactions: 'Nenhuma transação encontrada',
  noReceivables: 'Nenhuma cobrança em aberto',
  registerReceipt: 'Registrar recebimento',
  receiptSaved: 'Recebimento registrado com sucesso!',
  receiptError: 'Erro ao registrar recebimento',
  whatsapp: 'Lembrar no WhatsApp',
  noSales: 'Nenhuma venda registrada',
  all: 'Todos',
  search: 'Buscar cliente ou serviço',
  from: 'De',
  to: 'Até',
  previous: 'Anterior',
  next: 'Próxima',
} as const;

/** The 'Fechamento de caixa' tab and its printout. */
export const CLOSING_TEXTS = {
  title: 'Fechamento de caixa',
  intro:
    'Confira o que entrou no caixa e feche o período: depois do fechamento, nada com data até ele pode ser lançado, alterado ou excluído — correções viram estornos.',
  day: 'Data do caixa',
  receivedOn: (date: string) => `Recebido em ${formatDatePtBR(date)}`,
  method: 'Forma de pagamento',
  amount: 'Valor',
  total: 'Total',
  noMoney: 'Nenhum recebimento neste dia',
  closeUntil: (date: string) => `Fechar caixa até ${formatDatePtBR(date)}`,
  closedUntil: (date: string) => `Caixa fechado até ${formatDatePtBR(date)}`,
  confirmTitle: 'Fechar caixa',
  confirmLabel: 'Fechar caixa',
  confirmMessage: (from: string | null, until: string, total: string) =>
    `${!from ? `Até ${formatDatePtBR(until)}` : from === until ? `Em ${formatDatePtBR(until)}` : `De ${formatDatePtBR(from)} a ${formatDatePtBR(until)}`} entraram ${total}. Depois do fechamento, pagamentos, recebimentos e despesas com data até ${formatDatePtBR(until)} não poderão ser lançados, alterados ou excluídos.`,
  closed: (date: string) => `Caixa fechado até ${formatDatePtBR(date)}`,
  closeError: 'Erro ao fechar o caixa',
  history: 'Fechamentos',
  noClosings: 'Nenhum fechamento registrado',
  period: 'Período',
  closedAt: 'Fechado em',
  closedBy: 'Por',
  since: (from: string | null, until: string) =>
    !from
      ? `Até ${formatDatePtBR(until)}`
      : from === until
        ? formatDatePtBR(until)
        : `${formatDatePtBR(from)} a ${formatDatePtBR(until)}`,
  print: 'Imprimir',
  printLabel: (until: string) => `Imprimir o fechamento até ${formatDatePtBR(until)}`,
  signature: 'Conferido por',
} as const;

/** 'Estorno': a correction of money received, dated the day it is made. */
export const REVERSAL_TEXTS = {
  category: 'Estorno',
  status: 'Estornado',
  action: 'Estornar',
  actionLabel: (who: string) => `Estornar recebimento de ${who}`,
  title: 'Estornar recebimento',
  amount: 'Valor do estorno',
  method: 'Forma de pagamento',
  reason: 'Motivo',
  reasonHint: 'Fica registrado na transação de estorno, com a data de hoje.',
  kept: (amount: string) => `Recebido neste atendimento: ${amount}`,
  tooMuch: (amount: string) => `O estorno não pode exceder o valor recebido (${amount})`,
  confirm: 'Estornar',
  saved: 'Estorno registrado com sucesso!',
  error: 'Erro ao registrar estorno',
} as const;
