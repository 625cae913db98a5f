import { reachOf } from '@agenda/access';
import type { AgendaProfessional } from '../shared/professional-slots.ts';
import type { AgendaPreference, AgendaView } from './agenda-preference.ts';

export interface ScopeInput {
  /** The active professionals; undefined until the list arrives. */
  professionals: AgendaProfessional[] | undefined;
  /** What this browser remembers for this member; null on a first visit. */
  preference: AgendaPreference | null;
  user: { id: string; role: string } | null | undefined;
  narrow: boolean;
  /** The professional a phone showed last time in this browser (see rememberedColumn). */
  column?: string | null;
}

export interface ResolvedScope {
  isTeam: boolean;
  /** The professionals chosen; null is 'Todos'. */
  selected: string[] | null;
  view: AgendaView;
  /** The day view's columns (one on a narrow screen). */
  columns: AgendaProfessional[];
  /** What the weekly read asks for, sorted (one choice, one cache entry); undefined: everyone. */
  queryIds: string[] | undefined;
  /** The read waits for the list: a professional's first visit opens on their own agenda, not everyone's. */
  waiting: boolean;
}

/** A member whose hours reach only their own (a professional, by the permission table) starts on their own agenda. */
const startsOnOwnAgenda = (user: ScopeInput['user']) => reachOf(user?.role, 'ownHours') === 'own';

/** Ids still in the list; none, or all of them, is 'Todos' (null). */
export function keptIds(
  ids: readonly string[] | null | undefined,
  professionals: readonly AgendaProfessional[],
): string[] | null {
  const kept = ids?.filter((id) => professionals.some((p) => p.id === id)) ?? [];
  return kept.length === 0 || kept.length === professionals.length ? null : kept;
}

/**
 * Whose agenda the dashboard shows. A clinic of one has no choice to make and sees the week as
 * before. A signed-in professional with nothing stored yet starts on their own agenda; on a narrow
 * screen one professional's day is shown at a time. Until the list arrives, what is stored decides
 * (only a team's agenda stores anything), so the week is asked for at once, as it will be shown.
 */
export function resolveScope({ professionals, preference, user, narrow, column }: ScopeInput): ResolvedScope {
  if (!professionals) {
    // A phone asks for the one column it showed last time (still among those chosen), as it will ask
    // once the list arrives: one read of the week, not everyone's first and the column's after. It
    // still draws the day as before the list (no column header yet, which would move the hours down).
    const phoneColumn =
      narrow && column && (!preference?.professionals || preference.professionals.includes(column)) ? column : null;
    const isTeam = preference !== null;
    return {
      isTeam,
      selected: preference?.professionals ?? null,
      view: isTeam && (narrow || preference?.view === 'day') ? 'day' : 'week',
      columns: [],
      queryIds: phoneColumn ? [phoneColumn] : preference?.professionals ? [...preference.professionals].sort() : undefined,
      waiting: !preference && !phoneColumn && startsOnOwnAgenda(user),
    };
  }
  const isTeam = professionals.length > 1;
  const own = user && startsOnOwnAgenda(user) ? professionals.find((p) => p.memberId === user.id) : undefined;
  const selected = preference ? keptIds(preference.professionals, professionals) : own && isTeam ? [own.id] : null;
  const chosen = selected ? professionals.filter((p) => selected.includes(p.id)) : professionals;
  const columns = narrow ? chosen.slice(0, 1) : chosen;
  const asked = !isTeam ? undefined : narrow ? columns.map((p) => p.id) : (selected ?? undefined);
  return {
    isTeam,
    selected,
    view: isTeam && (narrow || preference?.view === 'day') ? 'day' : 'week',
    columns,
    queryIds: asked ? [...asked].sort() : undefined,
    waiting: false,
  };
}
