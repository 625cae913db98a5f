import type { PatientPlanData, PlanInstallmentData } from './wire.ts';

/**
 * What the visit's checkout offers to pay (decision 057): every overdue installment and, of each plan, the
 * next one falling due. Later ones are paid ahead from Cobrança; the server takes any open one.
 */
export function installmentsToOffer(plans: readonly PatientPlanData[]): PlanInstallmentData[] {
  return plans.flatMap((plan) => {
    const open = plan.installments.filter((i) => i.status !== 'PAGA');
    const next = open.find((i) => i.status === 'A_VENCER');
    return open.filter((i) => i.status === 'VENCIDA' || i === next);
  });
}
