import { createExtensionPoint } from '@agenda/trpc';
import type { MoneyDateCheck } from './finalize.service.ts';

/**
 * Finalize offers, finance fills: before finalize writes money dated `date` (a payment and its
 * receipt), each contribution may refuse it — finance answers 409 'Período fechado em dd/mm/aaaa'
 * for a date on or before its last cash closing. Runs in the caller's transaction, so a closing made
 * at the same moment waits for the write or is seen by it.
 */
export const moneyDateCheckPoint = createExtensionPoint<MoneyDateCheck>('finalize.money-date-check');
