import { useAuth } from '@agenda/auth/web';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgendaProfessional } from '../shared/professional-slots.ts';
import { type AgendaPreference, type AgendaView, storePreference, storedPreference } from './agenda-preference.ts';
import { team } from './api.ts';

const activeOnly = (data: { professionals: AgendaProfessional[] }) => data.professionals.filter((p) => p.active);

/** The professionals who can be booked, in the order the agenda shows them. */
export function useAgendaProfessionals() {
  return useQuery({ ...team.trpc.team.professionals.list.queryOptions(), select: activeOnly });
}

export interface AgendaScope {
  professionals: AgendaProfessional[];
  /** The list arrived (before it, the grid offers every slot in the clinic's hours). */
  loaded: boolean;
  /** More than one professional: the filter, the day view and the professional's choice show. */
  isTeam: boolean;
  /** The professionals chosen in the filter; null is 'Todos'. */
  selected: string[] | null;
  select: (ids: string[] | null) => void;
  view: AgendaView;
  setView: (view: AgendaView) => void;
  /** The day view's columns: the chosen professionals (one on a narrow screen). */
  columns: AgendaProfessional[];
  /** What the weekly read asks for (undefined: everyone). */
  queryIds: string[] | undefined;
  /** The read must wait for the list (a professional's first visit opens on their own agenda). */
  waiting: boolean;
}

/**
 * Whose agenda the dashboard shows. A clinic of one has no choice to make and sees the week as
 * before. A signed-in professional with nothing stored yet starts on their own agenda; on a narrow
 * screen one professional's day is shown at a time.
 */
export function useAgendaScope(narrow: boolean): AgendaScope {
  const { user } = useAuth();
  const list = useAgendaProfessionals();
  const [preference, setPreference] = useState(() => storedPreference(user));
  const professionals = list.data ?? [];
  // Until the list arrives, a stored choice says the clinic is a team (only a team's agenda stores one).
  const isTeam = list.isSuccess ? professionals.length > 1 : preference !== null;
  const own = user?.role === 'PROFESSIONAL' ? professionals.find((p) => p.memberId === user.id) : undefined;
  const known = (ids: string[] | null | undefined) => {
    const kept = ids?.filter((id) => professionals.some((p) => p.id === id)) ?? [];
    return kept.length === 0 || kept.length === professionals.length ? null : kept;
  };
  const selected = list.isSuccess
    ? preference
      ? known(preference.professionals)
      : own
        ? [own.id]
        : null
    : (preference?.professionals ?? null);
  const chosen = selected ? professionals.filter((p) => selected.includes(p.id)) : professionals;
  const columns = narrow ? chosen.slice(0, 1) : chosen;
  const view = isTeam && (narrow || preference?.view === 'day') ? 'day' : 'week';
  const save = (next: AgendaPreference) => {
    setPreference(next);
    if (user) storePreference(user, next);
  };
  const queryIds = !list.isSuccess
    ? (selected ?? undefined)
    : !isTeam
      ? undefined
      : narrow
        ? columns.map((p) => p.id)
        : (selected ?? undefined);
  return {
    professionals,
    loaded: list.isSuccess,
    isTeam,
    selected,
    select: (ids) => save({ view: preference?.view ?? 'week', professionals: known(ids) }),
    view,
    setView: (next) => save({ professionals: selected, view: next }),
    columns,
    queryIds: queryIds ? [...queryIds].sort() : undefined,
    waiting: list.isPending && !preference && user?.role === 'PROFESSIONAL',
  };
}
