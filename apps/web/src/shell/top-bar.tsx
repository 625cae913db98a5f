import { useAuth } from '@agenda/auth/web';
import { Button, topBarSlot, useSlotFills } from '@agenda/ui';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { navEntries } from '../features.ts';

export function TopBar() {
  const { user, logout, logoutAll } = useAuth();
  const widgets = useSlotFills(topBarSlot);
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
        {navEntries.map((entry) => (
          <Link key={entry.to} to={entry.to} className="topbar-link" activeProps={{ className: 'topbar-link is-active' }}>
            <span aria-hidden="true">{entry.icon}</span> {entry.label}
          </Link>
        ))}
      </nav>
      <div className="topbar-actions">
        <span className="topbar-greeting">Olá, {user?.fullName ?? 'adm'}!</span>
        {widgets.map(({ id, component: Widget }) => (
          <Suspense key={id} fallback={null}>
            <Widget />
          </Suspense>
        ))}
        <Button variant="secondary" size="sm" onClick={() => void logout()}>
          Sair
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void logoutAll()}>
          Sair de todos os dispositivos
        </Button>
      </div>
    </header>
  );
}
