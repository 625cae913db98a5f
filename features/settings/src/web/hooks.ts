import { queryClient } from '@agenda/api-client/trpc';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type AgendaSettings, type BlockedDay, type DatedBlockedRange, DEFAULT_SETTINGS } from '../shared/model.ts';
import { trpc } from './api.ts';

/** Refetches every settings-derived answer (settings, holidays, blocked days) after a change. */
export function invalidateAgendaSettings(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.settings.pathKey() });
}

/** The company's agenda settings (colours, toggles, lunch break); the defaults until loaded. */
export function useAgendaSettings(): { settings: AgendaSettings; isLoading: boolean; error: unknown } {
  const query = useQuery(trpc.settings.get.queryOptions());
  return { settings: query.data?.settings ?? DEFAULT_SETTINGS, isLoading: query.isLoading, error: query.error };
}

export interface BlockedDaysView {
  days: BlockedDay[];
  ranges: DatedBlockedRange[];
  isLoading: boolean;
  error: unknown;
  /** The blocked day at `date` (reason and name), if it is blocked. */
  blockedDay: (date: string) => BlockedDay | undefined;
  /** The blocked time ranges of an open `date` (lunch break, time-range blocks). */
  rangesOn: (date: string) => DatedBlockedRange[];
}

/** Starts loading the settings and the blocked days of a range ahead of the screen that draws them. */
export function prefetchAgendaSettings(startDate: string, endDate: string): void {
  void queryClient.prefetchQuery(trpc.settings.get.queryOptions());
  void queryClient.prefetchQuery(trpc.settings.blockedDays.queryOptions({ startDate, endDate }));
}

/** Blocked days and time ranges from `startDate` to `endDate` ('yyyy-MM-dd', at most 366 days). */
export function useBlockedDays(startDate: string, endDate: string): BlockedDaysView {
  const query = useQuery({
    ...trpc.settings.blockedDays.queryOptions({ startDate, endDate }),
    enabled: Boolean(startDate && endDate),
  });
  const days = query.data?.days;
  const ranges = query.data?.ranges;
  const byDate = useMemo(() => new Map((days ?? []).map((d) => [d.date, d])), [days]);
  const blockedDay = useCallback((date: string) => byDate.get(date), [byDate]);
  const rangesOn = useCallback((date: string) => (ranges ?? []).filter((r) => r.date === date), [ranges]);
  return { days: days ?? [], ranges: ranges ?? [], isLoading: query.isLoading, error: query.error, blockedDay, rangesOn };
}
