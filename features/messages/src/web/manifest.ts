import type { WebFeature } from '@agenda/ui';

/** 'Mensagens': the reminders that go out by themselves, and what the patients answered. */
export const messagesWebFeature: WebFeature = {
  key: 'messages',
  routes: [{ path: '/messages', permission: 'messages', load: () => import('./messages-page.tsx').then((m) => m.MessagesPage) }],
  nav: [{ to: '/messages', label: 'Mensagens', icon: '✉️', order: 21, permission: 'messages' }],
};
