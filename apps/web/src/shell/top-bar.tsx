import { useAuth } from '@agenda/auth/web';
import { Button, toast } from '@agenda/ui';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { NAV_ENTRIES } from './nav.ts';

// Loaded on first use: the dialog is not part of any page's chunk.
const AgendaSettingsDialog = lazy(() => import('@agenda/settings/web').then((m) => ({ default: m.AgendaSettingsDialog })));
// The urgent-room button (badge and waiting-room drawer) comes with the calendar's chunk.
const UrgentRoomButton = lazy(() => import('@agenda/calendar/web').then((m) => ({ default: m.UrgentRoomButton })));

export function TopBar() {
  const { user, logout } = useAuth();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <header className="topbar">
      <Link to="/dashboard" className="topbar-brand">
        <span className="topbar-logo" aria-hidden="true">
          📅
        </span>
        <span>
          <strong>Agenda</strong>
          <small>Sistema de Agendamento</small>
        </span>
      </Link>
      <nav className="topbar-nav" aria-label="Principal">
        {NAV_ENTRIES.map((entry) => (
          <Link key={entry.to} to={entry.to} className="topbar-link" activeProps={{ className: 'topbar-link is-active' }}>
            <span aria-hidden="true">{entry.icon}</span> {entry.label}
          </Link>
        ))}
      </nav>
      <div className="topbar-actions">
        <span className="topbar-greeting">Olá, {user?.fullName ?? 'adm'}!</span>
        <Suspense fallback={null}>
          <UrgentRoomButton />
        </Suspense>
        <Button variant="ghost" size="sm" onClick={() => setSettingsOpen(true)}>
          ⚙️ Configurações
        </Button>
        <Button variant="ghost" size="sm" onClick={() => toast.info('Relatórios estarão disponíveis em breve.')}>
          📊 Relatórios
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void logout()}>
          Sair
        </Button>
      </div>
      {settingsOpen && (
        <Suspense fallback={null}>
          <AgendaSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
