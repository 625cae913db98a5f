import { createSlot } from '@agenda/ui';

/**
 * A part of the visit's checkout another feature draws (quotes: the patient's open installments). It
 * chooses receivables to pay now; finalize sends their ids with the visit and pays them in its own
 * transaction with the visit's method, so nobody types their amounts (decision 057).
 */
export interface FinalizeCheckoutSlotProps {
  clientId: string;
  /** The receivables' ids chosen to be paid with this visit. */
  selected: readonly string[];
  /** The ids chosen and what they add to what the patient pays now (shown beside the visit's total). */
  onChange: (ids: string[], amountCents: number) => void;
}

export const finalizeCheckoutSlot = createSlot<FinalizeCheckoutSlotProps>('finalize.checkout-section');
