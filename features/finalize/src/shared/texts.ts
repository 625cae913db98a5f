/** Every finalize text the user sees, in pt-BR as the spec writes it. */
export const FINALIZE_TEXTS = {
  receiptAmountInvalid: 'O valor recebido deve ser maior que zero e não pode exceder o saldo',
  paymentNotFound: 'Pagamento não encontrado',
} as const;
