import { createSlot } from '@agenda/ui';

// The slots the calendar screens draw: other features depend on calendar and fill them from their web
// manifest; calendar never imports them.

/** An action in the appointment detail's footer, e.g. 'Finalizar Atendimento'. */
export interface AppointmentActionSlotProps {
  appointment: {
    id: string;
    status: string;
    date: string;
    startTime: string;
    client: { id: string; fullName: string };
    service: { id: string; name: string; price: number } | null;
  };
  /** Closes the detail after the action changed the appointment. */
  onDone: () => void;
}
export const appointmentActionSlot = createSlot<AppointmentActionSlotProps>('calendar.appointment-action');

/** A panel above the dashboard's week (a new clinic's first steps). */
export const dashboardPanelSlot = createSlot<Record<string, never>>('calendar.dashboard-panel');
