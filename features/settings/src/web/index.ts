export { AgendaSettingsDialog } from './lazy-settings-dialog.tsx';
export { prefetchAgendaSettings, useAgendaSettings, useBlockedDays } from './hooks.ts';
export { useSettingsTabs } from './settings-tabs.ts';
