import { useMay, useSlotAnswers } from '@agenda/ui';
import { useMemo } from 'react';
import { parseTabConfig } from '../shared/tab-config.ts';
import { clientTabSlot } from './slots.ts';

interface BusinessTab {
  id: string;
  name: string;
  icon: string | null;
  fieldConfig: unknown;
}

/**
 * The client tabs of the business type a member may see, wherever they are drawn (the clients page,
 * the appointment detail): none without the permission their data is served under (`clinical`,
 * as `clients.tabs.*` declare it); a module tab only when the module's fill is the member's to see —
 * a module there but not for their role leaves its tab out, rather than saying it is not installed.
 */
export function useVisibleClientTabs<T extends BusinessTab>(tabs: readonly T[] | null | undefined): T[] {
  const may = useMay();
  const answer = useSlotAnswers(clientTabSlot);
  return useMemo(() => {
    if (!tabs || !may('clinical')) return [];
    return tabs.filter((tab) => {
      const config = parseTabConfig(tab.fieldConfig);
      return config.kind !== 'module' || answer(config.type) !== 'refused';
    });
  }, [tabs, may, answer]);
}
