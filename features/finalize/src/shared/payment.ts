/** Payment methods as stored (no accents) and as shown on the wire and in the UI. */
export const PAYMENT_METHOD_CODES = ['PIX', 'CARTAO', 'DINHEIRO', 'PLANO', 'CONVENIO'] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

export const PAYMENT_METHOD_LABELS = ['PIX', 'CARTÃO', 'DINHEIRO', 'PLANO', 'CONVÊNIO'] as const;
export type PaymentMethodLabel = (typeof PAYMENT_METHOD_LABELS)[number];

const labelByCode: Record<PaymentMethodCode, PaymentMethodLabel> = {
  PIX: 'PIX',
  CARTAO: 'CARTÃO',
  DINHEIRO: 'DINHEIRO',
  PLANO: 'PLANO',
  CONVENIO: 'CONVÊNIO',
};

export function methodLabel(code: PaymentMethodCode): PaymentMethodLabel {
  return labelByCode[code];
}

/** Accepts the label or the stored code; null when it is neither. */
export function methodCode(value: string): PaymentMethodCode | null {
  for (const code of PAYMENT_METHOD_CODES) if (code === value || labelByCode[code] === value) return code;
  return null;
}

export const PAYMENT_STATUSES = ['PAID', 'PENDING', 'PARTIAL'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
