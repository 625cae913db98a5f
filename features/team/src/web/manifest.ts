import type { WebFeature } from '@agenda/ui';

/**
 * 'Equipe' for the owner (members, invitations and the professionals who attend), and an
 * invitation's public page beside /login.
 */
export const teamWebFeature: WebFeature = {
  key: 'team',
  routes: [
    { path: '/team', permission: 'team', load: () => import('./team-page.tsx').then((m) => m.TeamPage) },
    { path: '/convite/$token', public: true, load: () => import('./invitation-page.tsx').then((m) => m.InvitationPage) },
  ],
  nav: [{ to: '/team', label: 'Equipe', icon: '🧑‍⚕️', order: 50, permission: 'team' }],
};
