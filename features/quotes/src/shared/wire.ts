import type { PaymentKind, PlanSchedule } from './quote-money.ts';
import type { DeskApprovalMethod, QuoteStatus, RejectReason } from './texts.ts';

/** One line of a quote version, as stored and answered (amounts in centavos). */
export interface QuoteItemData {
  toothTreatmentId: string | null;
  serviceId: string | null;
  tooth: number | null;
  surfaces: string | null;
  description: string;
  priceCents: number;
  discountCents: number | null;
  discountPercent: number | null;
  /** price − its discount. */
  totalCents: number;
}

/** The payment plan as chosen (the rule's input), in the wire's flat shape. */
export interface PaymentPlanData {
  kind: PaymentKind;
  cashDiscountCents?: number | null;
  cashDiscountPercent?: number | null;
  entryCents?: number | null;
  entryPercent?: number | null;
  installments?: number;
  dueDay?: number;
  cardFeePercent?: number | null;
}

export interface AlternativeData {
  index: number;
  label: string;
  items: QuoteItemData[];
  discountCents: number | null;
  discountPercent: number | null;
  subtotalCents: number;
  itemDiscountCents: number;
  quoteDiscountCents: number;
  totalCents: number;
  paymentPlan: PaymentPlanData;
  /** The plan's payments as they would fall if approved today (the preview; approval dates them for real). */
  schedule: PlanSchedule;
}

export interface InstallmentData {
  id: string;
  /** 0: the entry (or the single payment); 1..N the monthly installments. */
  number: number;
  dueDate: string;
  amountCents: number;
  paidCents: number;
  /** PENDENTE, PARCIAL or PAGO; VENCIDO when past due and not paid. */
  status: 'PENDENTE' | 'PARCIAL' | 'PAGO' | 'VENCIDO';
}

export interface ApprovalData {
  at: string;
  channel: 'LINK' | 'BALCAO';
  alternative: number;
  version: number;
  /** The patient's typed name (link) or who approved at the desk. */
  approverName: string | null;
  method: DeskApprovalMethod | null;
  /** The staff member who registered a desk approval. */
  registeredBy: string | null;
  /** 'Aprovado pelo paciente em 27/11/2026 14:32' or 'Aprovado no balcão em …'. */
  text: string;
  documentSha256: string | null;
}

export interface QuoteData {
  id: string;
  clientId: string;
  clientName: string;
  professionalId: string;
  professionalName: string;
  /** The professional's council registration (CRO), for the printed quote. */
  professionalRegistration: string | null;
  status: QuoteStatus;
  version: number;
  /** Every version's number and when it was made, oldest first. */
  versions: { version: number; createdAt: string }[];
  validUntil: string;
  notes: string | null;
  createdOn: string;
  createdAt: string;
  sentAt: string | null;
  alternatives: AlternativeData[];
  approval: ApprovalData | null;
  rejection: { at: string; reason: RejectReason; reasonLabel: string; note: string | null } | null;
  installments: InstallmentData[];
}

/** A row of the list. */
export interface QuoteSummary {
  id: string;
  clientId: string;
  clientName: string;
  professionalName: string;
  status: QuoteStatus;
  version: number;
  validUntil: string;
  createdOn: string;
  /** The first alternative's total (the one a list shows), and how many alternatives there are. */
  totalCents: number;
  alternatives: number;
}

/** What 'Novo orçamento' offers: the patient's planned chart items, the services and the professionals. */
export interface QuoteOptions {
  planned: { toothTreatmentId: string; tooth: number; surfaces: string | null; description: string; priceCents: number }[];
  services: { serviceId: string; description: string; priceCents: number }[];
  professionals: { id: string; name: string }[];
}

/** One slip of the carnê: an open installment's static PIX (paid ones have none). */
export interface CarneSlip {
  id: string;
  brCode: string;
  txid: string;
  amountCents: number;
  qrSvg: string | null;
}

/** Relatórios' 'Orçamentos' over a period (days in the clinic's time zone). */
export interface QuoteReport {
  startDate: string;
  endDate: string;
  /** Quotes sent in the period. */
  sent: number;
  /** Quotes approved in the period, and what they amount to (their plans' totals). */
  approved: number;
  approvedCents: number;
  /** Quotes refused in the period, by reason (every reason, most frequent first). */
  refused: number;
  refusedByReason: { reason: RejectReason; label: string; count: number }[];
  /** Of the quotes sent in the period, the share approved so far (%, one decimal); null when none was sent. */
  conversionPercent: number | null;
  /** approvedCents / approved, rounded to the centavo; null when none was approved. */
  averageTicketCents: number | null;
  /** Received in the period on any approved quote's installments (receipts less reversals). */
  receivedCents: number;
  /** Sent 7 or more days ago and still unanswered, the oldest first. */
  followUp: QuoteFollowUp[];
}

export interface QuoteFollowUp {
  id: string;
  clientId: string;
  clientName: string;
  sentOn: string;
  daysWaiting: number;
  validUntil: string;
  expired: boolean;
  /** The quote's link in a WhatsApp message; null when the patient has no mobile phone. */
  whatsappUrl: string | null;
}

/** An installment of an approved plan as the patient's history and the visit's checkout show it. */
export interface PlanInstallmentData {
  id: string;
  /** 0: the entry (or the single payment); 1..N the monthly installments. */
  number: number;
  /** 'Entrada', 'Pagamento único' or 'Parcela 2 de 10'. */
  label: string;
  dueDate: string;
  amountCents: number;
  /** What it still owes (0 once paid). */
  openCents: number;
  /** PAGA, A_VENCER or VENCIDA (past its due date and not paid in full). */
  status: 'PAGA' | 'A_VENCER' | 'VENCIDA';
  /** Once paid: the day of its last receipt and that receipt's method ('PIX', 'CARTÃO'…). */
  paidOn: string | null;
  paidMethod: string | null;
}

/** A patient's approved quote with its installments, oldest approval first. */
export interface PatientPlanData {
  quoteId: string;
  /** 'yyyy-MM-dd' in the clinic's time zone. */
  approvedOn: string;
  /** The approved alternative's label and what it treats ('Plano A', its items' descriptions). */
  label: string;
  items: string[];
  totalCents: number;
  installments: PlanInstallmentData[];
}
