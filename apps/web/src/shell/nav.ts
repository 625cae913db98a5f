/** The feature pages the top bar links to (only pages that exist). */
export const NAV_ENTRIES = [
  { to: '/dashboard', label: 'Agenda', icon: '📅' },
  { to: '/services', label: 'Serviços', icon: '🧾' },
] as const;
