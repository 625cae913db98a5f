import { createSlot } from '@agenda/ui';

// The slots the clients screens draw: other features depend on clients and fill them from their web
// manifest; clients never imports them. The appointment detail (calendar) draws them too.

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

/**
 * A part of the client's 'Histórico' another feature draws beside the appointments (quotes: the approved
 * plans with their installments), so the history shows what the patient owes and paid outside a visit.
 */
export const clientHistorySectionSlot = createSlot<{ clientId: string }>('clients.history-section');
