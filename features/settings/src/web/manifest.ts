import { type WebFeature, fill, topBarSlot } from '@agenda/ui';
import { lazy } from 'react';

const SettingsButton = lazy(() => import('./settings-button.tsx').then((m) => ({ default: m.SettingsButton })));

export const settingsWebFeature: WebFeature = {
  key: 'settings',
  fills: [fill({ slot: topBarSlot, id: 'settings.button', component: SettingsButton, order: 20 })],
};
