import { useMay, useSlotFills } from '@agenda/ui';
import { settingsTabSlot } from './slots.ts';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';

/** Each tab with the permission it needs: reception blocks days, the rest is the owner's. */
const TABS = [
  { id: 'colors', label: T.tabColors, icon: '🎨', permission: 'settings' },
  { id: 'holidays', label: T.tabHolidays, icon: '🎉', permission: 'settings' },
  { id: 'blocks', label: T.tabBlocks, icon: '🚫', permission: 'dayBlocking' },
  { id: 'hours', label: T.tabHours, icon: '🕐', permission: 'settings' },
  { id: 'messages', label: T.tabMessages, icon: '💬', permission: 'settings' },
  { id: 'company', label: T.tabCompany, icon: '🏢', permission: 'company' },
  { id: 'pix', label: T.tabPix, icon: '💠', permission: 'company' },
] as const;

/** The id of another feature's tab (a fill of `settingsTabSlot`). */
export const slotTabId = (fillId: string) => `slot-${fillId}`;

/**
 * The tabs a member may open, settings' own and those other features add: the top bar shows
 * 'Configurações' only when there is one.
 */
export function useSettingsTabs(): { id: string; label: string; icon?: string }[] {
  const may = useMay();
  const added = useSlotFills(settingsTabSlot).map((f) => ({ id: slotTabId(f.id), label: f.label ?? f.id, icon: f.icon }));
  return [...TABS.filter((t) => may(t.permission)), ...added];
}
