import { settingsTabSlot } from '@agenda/settings/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';
import { memberActionSlot, myHoursSectionSlot } from './slots.ts';

// The slot the Equipe page offers, for the feature that fills it (from the manifest: decision 029).
export { memberActionSlot, myHoursSectionSlot } from './slots.ts';
export type { MemberActionSlotProps, MyHoursSectionSlotProps } from './slots.ts';

const MyHoursTab = lazy(() => import('./my-hours-tab.tsx').then((m) => ({ default: m.MyHoursTab })));

/**
 * 'Equipe' for the owner (members, invitations and the professionals who attend), and an
 * invitation's public page beside /login.
 */
export const teamWebFeature: WebFeature = {
  key: 'team',
  offers: [memberActionSlot, myHoursSectionSlot],
  routes: [
    { path: '/team', permission: 'team', load: () => import('./team-page.tsx').then((m) => m.TeamPage) },
    { path: '/convite/$token', public: true, load: () => import('./invitation-page.tsx').then((m) => m.InvitationPage) },
  ],
  nav: [{ to: '/team', label: 'Equipe', icon: '🧑‍⚕️', order: 50, permission: 'team' }],
  // A professional changes their own hours there (the owner sets the rest on the Equipe page).
  fills: [
    fill({
      slot: settingsTabSlot,
      id: 'team.my-hours',
      label: 'Meus horários',
      icon: '🕐',
      permission: 'ownHours',
      component: MyHoursTab,
    }),
  ],
};
