import { useMay } from '@agenda/ui';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';

/** Each tab with the permission it needs: reception blocks days, the rest is the owner's. */
const TABS = [
  { id: 'colors', label: T.tabColors, icon: '🎨', permission: 'settings' },
  { id: 'holidays', label: T.tabHolidays, icon: '🎉', permission: 'settings' },
  { id: 'blocks', label: T.tabBlocks, icon: '🚫', permission: 'dayBlocking' },
  { id: 'hours', label: T.tabHours, icon: '🕐', permission: 'settings' },
  { id: 'company', label: T.tabCompany, icon: '🏢', permission: 'company' },
] as const;

/** The tabs a member may open: the top bar shows 'Configurações' only when there is one. */
export function useSettingsTabs() {
  const may = useMay();
  return TABS.filter((t) => may(t.permission));
}

export type SettingsTabId = (typeof TABS)[number]['id'];
