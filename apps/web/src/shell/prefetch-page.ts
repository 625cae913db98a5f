import { roleMay } from '@agenda/access';
import type { SlotFill, WebRoute } from '@agenda/ui';

/** What the shell knows of the stored session before any page is drawn. */
interface StoredSession {
  token(): string | null;
  user<T>(): T | null;
}

/**
 * Starts what a page draws at once: its own first requests and, for each slot it declares, the code
 * and first requests of the fills the stored member's role may see (the dashboard's panels), so none of
 * them waits on the page's chunk to learn what to fetch. Only with a stored session: the guard sends
 * anyone else to /login.
 */
export function prefetchPage(
  page: WebRoute,
  search: Record<string, unknown>,
  // biome-ignore lint/suspicious/noExplicitAny: the shell holds fills of every slot
  fills: readonly SlotFill<any>[],
  session: StoredSession,
): void {
  if (!session.token()) return;
  page.prefetch?.(search);
  if (!page.slots?.length) return;
  const role = session.user<{ role?: string }>()?.role;
  const drawn = new Set(page.slots.map((slot) => slot.id));
  for (const fill of fills)
    if (drawn.has(fill.slot.id) && (!fill.permission || roleMay(role, fill.permission))) fill.prefetch?.();
}
