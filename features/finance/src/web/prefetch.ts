import { nowInTimeZone } from '@agenda/br';
import { queryClient } from '@agenda/api-client/trpc';
import { roleMay } from '@agenda/access';
import { storedSession } from '@agenda/api-client/session';
import { monthOf } from '../shared/figures.ts';
import { trpc } from './api.ts';

/** The overview's figures for this month (the page's first tab and period), asked for while its code loads. */
export function prefetchFinancial(search: Record<string, unknown>): void {
  if (search.tab !== undefined && search.tab !== 'visao-geral') return;
  // Reception lands on 'Cobrança': the overview would only be refused.
  if (!roleMay(storedSession.user<{ role?: string }>()?.role, 'finance')) return;
  void queryClient.prefetchQuery(trpc.finance.summary.queryOptions(monthOf(nowInTimeZone().date)));
}
