import { settingsSectionSlot } from '@agenda/settings/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

const ProfessionalsSection = lazy(() => import('./professionals-section.tsx').then((m) => ({ default: m.ProfessionalsSection })));

export const teamWebFeature: WebFeature = {
  key: 'team',
  // Until the team page exists, the clinic's professionals are set up in the settings' company tab.
  fills: [fill({ slot: settingsSectionSlot, id: 'team.professionals', component: ProfessionalsSection })],
};
