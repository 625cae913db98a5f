export { AgendaSettingsDialog } from './lazy-settings-dialog.tsx';
export type { AgendaSettingsDialogProps } from './agenda-settings-dialog.tsx';
export { invalidateAgendaSettings, prefetchAgendaSettings, useAgendaSettings, useBlockedDays, useHolidays } from './hooks.ts';
export type { BlockedDaysView } from './hooks.ts';
export { client as settingsClient, trpc as settingsTrpc } from './api.ts';
