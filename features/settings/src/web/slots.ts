import { createSlot } from '@agenda/ui';

/** Settings draws it, onboarding fills it: a section at the end of the settings' 'Dados da Empresa' tab. */
export const settingsSectionSlot = createSlot<Record<string, never>>('settings.company-section');

/**
 * Settings draws it, other features fill it: a tab of 'Configurações' of their own (the team's 'Meus
 * horários'), with its label, icon and the permission it needs.
 */
export const settingsTabSlot = createSlot<Record<string, never>>('settings.tab');
