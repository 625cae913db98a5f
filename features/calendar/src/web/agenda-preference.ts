import type { PublicUser } from '@agenda/auth/shared';

export type AgendaView = 'week' | 'day';

/** What the agenda remembers per browser, per member of a clinic: whose agenda, and week or day. */
export interface AgendaPreference {
  professionals: string[] | null;
  view: AgendaView;
}

const storageKey = (user: Pick<PublicUser, 'id' | 'companyId'>) => `agenda.calendar.scope.${user.companyId}.${user.id}`;

/** The stored preference, or null on a first visit (or when storage is unavailable or holds something else). */
export function storedPreference(user: Pick<PublicUser, 'id' | 'companyId'> | null | undefined): AgendaPreference | null {
  if (!user) return null;
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(user)) ?? 'null') as Partial<AgendaPreference> | null;
    if (!value || typeof value !== 'object') return null;
    const ids = Array.isArray(value.professionals) ? value.professionals.filter((id) => typeof id === 'string') : null;
    return { professionals: ids?.length ? ids : null, view: value.view === 'day' ? 'day' : 'week' };
  } catch {
    return null;
  }
}

export function storePreference(user: Pick<PublicUser, 'id' | 'companyId'>, preference: AgendaPreference): void {
  try {
    localStorage.setItem(storageKey(user), JSON.stringify(preference));
  } catch {
    // A full or blocked storage only forgets the choice.
  }
}

const columnKey = (user: Pick<PublicUser, 'id' | 'companyId'>) => `agenda.calendar.column.${user.companyId}.${user.id}`;

/**
 * The professional whose day a phone showed this member last time in this browser (null: none yet).
 * The phone's first read asks for that column at once, as it will once the list arrives, instead of
 * asking for everyone's week first and for the column after.
 */
export function rememberedColumn(user: Pick<PublicUser, 'id' | 'companyId'> | null | undefined): string | null {
  if (!user) return null;
  try {
    return localStorage.getItem(columnKey(user)) || null;
  } catch {
    return null;
  }
}

export function rememberColumn(user: Pick<PublicUser, 'id' | 'companyId'>, professionalId: string | null): void {
  try {
    if (professionalId) localStorage.setItem(columnKey(user), professionalId);
    else localStorage.removeItem(columnKey(user));
  } catch {
    // Forgotten: the next visit asks for the week twice.
  }
}

const teamKey = (companyId: string) => `agenda.calendar.team.${companyId}`;

/**
 * Whether this clinic had several professionals at the last visit (null: never seen here). The
 * professional filter's row is kept while the list loads when it had, so the week is not pushed down
 * under the reader (layout shift).
 */
export function rememberedTeam(companyId: string | undefined): boolean | null {
  if (!companyId) return null;
  try {
    const value = localStorage.getItem(teamKey(companyId));
    return value === null ? null : value === '1';
  } catch {
    return null;
  }
}

export function rememberTeam(companyId: string, isTeam: boolean): void {
  try {
    localStorage.setItem(teamKey(companyId), isTeam ? '1' : '0');
  } catch {
    // Forgotten: the next visit may shift once.
  }
}
