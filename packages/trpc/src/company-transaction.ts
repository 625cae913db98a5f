import { type Em, requestEm, setTransactionCompany } from '@agenda/db';
import type { BaseContext } from './context.ts';

/**
 * Runs `work` in one transaction of the tenant role with `companyId` set, for a procedure that learns
 * its company on the way (sign-up makes one, an invitation's link names one): row-level security holds
 * for every write, as in any tenant procedure, though the caller had no company when the call began.
 */
export function inCompanyTransaction<T>(
  ctx: Pick<BaseContext, 'tenantOrm' | 'tenantFilter'>,
  companyId: string,
  work: (tx: Em) => Promise<T>,
): Promise<T> {
  const em = requestEm(ctx.tenantOrm, companyId, { tenantFilter: ctx.tenantFilter });
  return em.transactional(async (tx) => {
    await setTransactionCompany(tx, companyId);
    return work(tx);
  });
}
