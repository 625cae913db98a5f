import { createSlot } from '@agenda/ui';

/** What the Equipe page tells a fill about a member of its list. */
export interface MemberActionSlotProps {
  memberId: string;
  fullName: string;
  active: boolean;
  /** Their professional profile's id, when they attend. */
  professionalId: string | null;
}

/**
 * Team draws it, calendar fills it: an action beside a member on the Equipe page ('Reatribuir' the
 * appointments still on the agenda of a member who no longer works here).
 */
export const memberActionSlot = createSlot<MemberActionSlotProps>('team.member-action');
