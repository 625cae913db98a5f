import { type WebFeature, fill, topBarSlot } from '@agenda/ui';
import { lazy } from 'react';
import { settingsSectionSlot, settingsTabSlot } from './slots.ts';

// The slot settings offers, for the feature that fills it (from the manifest: decision 029).
export { settingsSectionSlot, settingsTabSlot } from './slots.ts';

const SettingsButton = lazy(() => import('./settings-button.tsx').then((m) => ({ default: m.SettingsButton })));

export const settingsWebFeature: WebFeature = {
  key: 'settings',
  offers: [settingsSectionSlot, settingsTabSlot],
  fills: [fill({ slot: topBarSlot, id: 'settings.button', component: SettingsButton, order: 20 })],
};
