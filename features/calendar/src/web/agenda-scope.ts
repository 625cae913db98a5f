import { useAuth } from '@agenda/auth/web';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgendaProfessional } from '../shared/professional-slots.ts';
import {
  type AgendaPreference,
  type AgendaView,
  rememberedColumn,
  storePreference,
  storedPreference,
} from './agenda-preference.ts';
import { team } from './api.ts';
import { type ResolvedScope, keptIds, resolveScope } from './scope-rules.ts';

const activeOnly = (data: { professionals: AgendaProfessional[] }) => data.professionals.filter((p) => p.active);

/** The professionals who can be booked, in the order the agenda shows them. */
export function useAgendaProfessionals() {
  return useQuery({ ...team.trpc.team.professionals.list.queryOptions(), select: activeOnly });
}

export interface AgendaScope extends ResolvedScope {
  professionals: AgendaProfessional[];
  /** The list arrived (before it, the grid offers every slot in the clinic's hours). */
  loaded: boolean;
  select: (ids: string[] | null) => void;
  setView: (view: AgendaView) => void;
}

/** Whose agenda the dashboard shows (the rules: ./scope-rules.ts), and the choice remembered per browser. */
export function useAgendaScope(narrow: boolean): AgendaScope {
  const { user } = useAuth();
  const list = useAgendaProfessionals();
  const [preference, setPreference] = useState(() => storedPreference(user));
  const [column] = useState(() => rememberedColumn(user));
  const professionals = list.data ?? [];
  const scope = resolveScope({ professionals: list.data, preference, user, narrow, column });
  const save = (next: AgendaPreference) => {
    setPreference(next);
    if (user) storePreference(user, next);
  };
  return {
    ...scope,
    professionals,
    loaded: list.isSuccess,
    // A list that failed to load does not hold the week back.
    waiting: scope.waiting && list.isPending,
    select: (ids) => save({ view: preference?.view ?? 'week', professionals: keptIds(ids, professionals) }),
    setView: (view) => save({ professionals: scope.selected, view }),
  };
}
