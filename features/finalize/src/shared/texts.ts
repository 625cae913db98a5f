import { formatBRL } from '@agenda/br';
import { type PaymentMethodCode, methodLabel } from './payment.ts';

/** Every finalize text the user sees, in pt-BR as the spec writes it (§5 Finalize, §8). */
export const FINALIZE_TEXTS = {
  // Validation (server answers and the modal's warnings), verbatim from §5
  methodRequired: 'Por favor, selecione uma forma de pagamento',
  partialAmountRequired: 'Para pagamento parcial, informe o valor pago',
  partialAmountRange: 'O valor pago deve ser maior que zero e menor que o total',
  partialDueDateRequired: 'Para pagamento parcial, informe a data de vencimento do saldo',
  pendingDueDateRequired: 'Para pagamento pendente, informe a data de vencimento',
  fixStockFirst: 'Corrija os problemas de estoque antes de finalizar',
  insufficientStock: (available: number) => `Estoque insuficiente! Disponível: ${available}`,
  finalizeFailed: 'Erro ao finalizar atendimento',

  // Validation of ours (the spec is silent)
  invalidStatus: 'Status de pagamento inválido',
  invalidAmount: 'Valor inválido',
  invalidDueDate: 'Data de vencimento inválida',
  invalidQuantity: 'A quantidade deve ser um número inteiro',
  /** Names the field (`products[i].qty`) so an API client finds the line. */
  negativeQuantity: (index: number) => `A quantidade não pode ser negativa (products[${index}].qty)`,
  invalidItems: 'Itens do atendimento inválidos',
  discountTooHigh: 'O desconto não pode ser maior que o total',
  notesTooLong: 'As observações devem ter no máximo 2000 caracteres',
  appointmentNotFound: 'Agendamento não encontrado',
  idempotencyReused: 'Esta chave de idempotência já foi usada com outro pedido',
  invalidPeriod: 'Período inválido',
  installmentNotFound: 'Parcela não encontrada',
  /** Two checkouts paying one installment: the second is told, nothing of it is written. */
  installmentAlreadyPaid: (label: string) => `${label}: esta parcela já foi paga`,
  invalidInstallments: 'Parcelas inválidas',
  txidOnlyForPix: 'O txid só vale para recebimentos por PIX.',
  txidInvalid: 'O txid do PIX tem até 25 letras e números, sem espaços nem símbolos.',
  receiptAmountInvalid: 'O valor recebido deve ser maior que zero e não pode exceder o saldo',
  /** A receipt above what is still owed: said, never clamped (the screen and the server say the same). */
  receiptExceedsBalance: (balanceCents: number) => `O valor excede o saldo de ${formatBRL(balanceCents)}`,
  receiptBeforePayment: (registeredOn: string) =>
    `A data do recebimento não pode ser anterior ao registro do pagamento (${registeredOn.split('-').reverse().join('/')})`,
  // Estorno: the money that stayed in one method is what can be given back.
  nothingToReverse: (method: PaymentMethodCode) => `Não há valor recebido em ${methodLabel(method)} para estornar`,
  reversalAmountInvalid: 'O valor do estorno deve ser maior que zero',
  reversalExceedsKept: (method: PaymentMethodCode, keptCents: number) =>
    `O estorno não pode exceder o valor recebido em ${methodLabel(method)} (${formatBRL(keptCents)})`,
  paymentNotFound: 'Pagamento não encontrado',
  serviceNotFound: 'Serviço não encontrado',

  // Modal
  open: 'Finalizar Atendimento',
  title: 'Finalizar Atendimento',
  servicesPerformed: 'Serviços Realizados',
  addService: 'Adicionar serviço',
  productsSold: 'Produtos Vendidos',
  searchProduct: 'Buscar produto...',
  noProductFound: 'Nenhum produto encontrado',
  quantity: 'Qtd.',
  inStock: (n: number) => `Em estoque: ${n}`,
  remove: 'Remover',
  paymentStatus: 'Status do Pagamento',
  paymentMethod: 'Forma de Pagamento',
  paidAmount: 'Valor Pago',
  dueDate: 'Data de Vencimento',
  balanceDueDate: 'Vencimento do Saldo',
  discount: 'Desconto',
  notes: 'Observações',
  subtotal: 'Subtotal',
  total: 'Total',
  balance: 'Saldo',
  confirm: 'Finalizar',
  cancel: 'Cancelar',
  saving: 'Finalizando...',
  done: 'Atendimento finalizado com sucesso!',
  totalWithInstallments: 'Total com as parcelas',
  doneWithInstallments: (paid: readonly { amount: number }[]) =>
    `Atendimento finalizado com sucesso! ${paid.length === 1 ? '1 parcela paga' : `${paid.length} parcelas pagas`}: ${formatBRL(paid.reduce((s, p) => s + Math.round(p.amount * 100), 0))}`,

  // The 'Análise Financeira' tab finalize adds to /products
  analysisTab: 'Análise Financeira',
  noSales: 'Nenhuma venda registrada',
  totalRevenue: 'Receita Total',
  totalCost: 'Custo Total',
  totalProfit: 'Lucro Total',
  profitMargin: 'Margem de Lucro',
  product: 'Produto',
  category: 'Categoria',
  quantitySold: 'Qtd. Vendida',
  revenue: 'Receita',
  cost: 'Custo',
  profit: 'Lucro',
  topProfit: 'Top 5 — Lucro por Produto',
  periodFrom: 'De',
  periodTo: 'Até',
  clearPeriod: 'Todo o período',
} as const;

export const PAYMENT_STATUS_LABELS = {
  PAID: 'Pago',
  PENDING: 'Pendente',
  PARTIAL: 'Parcial',
} as const;
