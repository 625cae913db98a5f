import { dashboardPanelSlot } from '@agenda/calendar/manifest';
import { settingsSectionSlot } from '@agenda/settings/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

const loadPanel = () => import('./first-steps-panel.tsx');
const FirstStepsPanel = lazy(() => loadPanel().then((m) => ({ default: m.FirstStepsPanel })));
const FirstStepsSection = lazy(() => import('./first-steps-section.tsx').then((m) => ({ default: m.FirstStepsSection })));

export const onboardingWebFeature: WebFeature = {
  key: 'onboarding',
  fills: [
    fill({
      slot: dashboardPanelSlot,
      id: 'onboarding.first-steps',
      permission: 'company',
      component: FirstStepsPanel,
      prefetch: () => {
        void loadPanel();
        void import('./prefetch.ts').then((m) => m.prefetchFirstSteps());
      },
    }),
    fill({ slot: settingsSectionSlot, id: 'onboarding.first-steps', permission: 'company', component: FirstStepsSection }),
  ],
};
