import type { PublicUser } from '@agenda/auth/shared';
import { prefetchCompanyConfig } from '@agenda/auth/web';
import { nowInTimeZone } from '@agenda/br';
import { prefetchAgendaSettings } from '@agenda/settings/web';
import { queryClient } from '@agenda/api-client/trpc';
import { storedSession } from '@agenda/api-client/session';
import { weekOf } from '../shared/grid.ts';
import { rememberedColumn, storedPreference } from './agenda-preference.ts';
import { team, trpc } from './api.ts';
import { resolveScope } from './scope-rules.ts';
import { NARROW_SCREEN } from './use-narrow-screen.ts';

/**
 * The dashboard's first answers, asked for while its code loads: this week's appointments (in the
 * clinic's time zone, as the stored user carries it, of the professionals chosen last time), the
 * waiting room, the professionals, and what the grid is drawn with (opening hours, settings, blocked
 * days), so the week is drawn once, complete. The page's own
 * queries then find them in flight or in the cache.
 */
export function prefetchDashboard(): void {
  const user = storedSession.user<PublicUser>();
  const week = weekOf(nowInTimeZone(user?.company.timeZone).date);
  // Whose week the page will ask for before the list arrives (the professionals chosen last time in
  // this browser, or the phone's column): the same rules, so one read and one cache entry.
  const { queryIds } = resolveScope({
    professionals: undefined,
    preference: storedPreference(user),
    user,
    narrow: window.matchMedia(NARROW_SCREEN).matches,
    column: rememberedColumn(user),
  });
  const professionalIds = queryIds ? { professionalIds: queryIds } : {};
  void queryClient.prefetchQuery(
    trpc.calendar.list.queryOptions({ startDate: week.startDate, endDate: week.endDate, ...professionalIds }),
  );
  void queryClient.prefetchQuery(team.trpc.team.professionals.list.queryOptions());
  void queryClient.prefetchQuery(trpc.calendar.urgent.queryOptions());
  void queryClient.prefetchQuery(trpc.calendar.waitingRoom.queryOptions());
  prefetchCompanyConfig();
  prefetchAgendaSettings(week.startDate, week.endDate);
}
