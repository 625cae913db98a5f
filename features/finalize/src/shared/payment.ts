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

/** §9: each method has its colour (buttons in the modal, shares in finance). */
export const PAYMENT_METHOD_COLORS: Record<PaymentMethodCode, string> = {
  PIX: '#10b981',
  CARTAO: '#3b82f6',
  DINHEIRO: '#f59e0b',
  PLANO: '#8b5cf6',
  CONVENIO: '#ec4899',
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

/** A payment as the finalize answer and the client's records carry it (reais). */
export interface PaymentData {
  id: string;
  appointmentId: string | null;
  clientId: string;
  status: PaymentStatus;
  method: PaymentMethodLabel;
  services: { id: string | null; name: string; price: number }[];
  products: { id: string; name: string; qty: number; salePrice: number }[];
  servicesTotal: number;
  productsTotal: number;
  discount: number;
  total: number;
  paidAmount: number;
  balance: number;
  dueDate: string | null;
  registeredOn: string;
  notes: string | null;
  createdAt: string;
}

/** An installment of a plan paid at a visit's checkout, as the finalize answer lists it (reais). */
export interface PaidInstallmentData {
  id: string;
  /** The plan's id (an approved quote). */
  planId: string;
  /** 0: the entry; 1..N the monthly installments. */
  number: number;
  dueDate: string;
  /** What was paid now: what the installment still owed. */
  amount: number;
  method: PaymentMethodLabel;
  /** As finance shows it: 'Orçamento — parcela 2/10'. */
  notes: string | null;
}
