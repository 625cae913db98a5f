/** §3.9: one appointment in the client's history; `totalValue` in reais. */
export interface ClientHistoryEntry {
  id: string;
  /** 'yyyy-MM-dd'. */
  date: string;
  /** 'HH:mm'. */
  startTime: string;
  paymentMethod: string | null;
  /** The payment status once finalized (PAID …), else the appointment's status. */
  status: string;
  /** The appointment's own status (PENDING, CONFIRMED, COMPLETED …). */
  appointmentStatus: string;
  servicesData: { name: string }[];
  productsData: { name: string; qty: number }[];
  notes: string | null;
  totalValue: number;
  /** Reais paid so far, once finalized (else null). */
  paidValue: number | null;
  /** Reais still owed (total − paid), once finalized (else null). */
  balanceValue: number | null;
  /** 'yyyy-MM-dd': when the balance is due, while one is owed. */
  dueDate: string | null;
}
