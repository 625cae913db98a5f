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

/** What 'Meus horários' tells a fill: the signed-in member's own professional profile. */
export interface MyHoursSectionSlotProps {
  professionalId: string;
}

/** Team draws it, calendar feeds fill it: a section under one's own hours in 'Meus horários'. */
export const myHoursSectionSlot = createSlot<MyHoursSectionSlotProps>('team.my-hours-section');
