import { createSlot } from './slots';

// The slots the features offer. They live here, below every feature, so that the feature drawing a
// screen and the features filling it never import each other.

/** A client tab of the company's business type, as the clients page and the appointment detail draw it. */
export interface ClientTabSlotProps {
  clientId: string;
  clientName: string;
  tab: { id: string; name: string; icon: string | null; fieldConfig: unknown };
  /** Set when the tab is shown inside an appointment's detail. */
  appointmentId?: string;
  /** Only looked at, nothing written: the detail of a cancelled appointment. */
  readOnly?: boolean;
}

/** Fills answer (`match`) to a tab config's `type`: odontogram, medical_record, clinical_module, anamnesis. */
export const clientTabSlot = createSlot<ClientTabSlotProps>('clients.tab');

/**
 * What must be seen before touching a patient (allergies, conditions, medications), shown above the
 * client's tabs and in the appointment detail.
 */
export const clientAlertSlot = createSlot<{ clientId: string }>('clients.alert');

/** An extra view in the client's tab strip (label and icon from the fill), e.g. 'Acessos'. */
export const clientViewTabSlot = createSlot<{ clientId: string; clientName: string }>('clients.view-tab');

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

/** A section at the end of the settings' 'Dados da Empresa' tab. */
export const settingsSectionSlot = createSlot<Record<string, never>>('settings.company-section');

/** A widget in the top bar's actions (urgent room, settings, reports). */
export const topBarSlot = createSlot<Record<string, never>>('shell.top-bar');
