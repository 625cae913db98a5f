import { createSlot } from '@agenda/ui';

/** Settings draws it, onboarding fills it: a section at the end of the settings' 'Dados da Empresa' tab. */
export const settingsSectionSlot = createSlot<Record<string, never>>('settings.company-section');
