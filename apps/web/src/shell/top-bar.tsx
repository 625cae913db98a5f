import { AUTH_TEXTS } from '@agenda/auth/shared';
import { useAuth } from '@agenda/auth/web';
import { Button, topBarSlot, useConfirm, useEscapeLayer, useMay, useSlotFills } from '@agenda/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense, useRef, useState } from 'react';
import { navEntries } from '../features.ts';

/**
 * The top bar of every signed-in page: brand, the features' nav entries and top-bar widgets,
 * 'Relatórios' and 'Sair'. Below 768 px the nav and actions fold into a 'Menu' panel.
 */
export function TopBar() {
  const { user, clinics, chooseClinic, logout, logoutAll } = useAuth();
  const confirm = useConfirm();
  const widgets = useSlotFills(topBarSlot);
  const may = useMay();
  const path = useRouterState({ select: (s) => s.location.pathname });
  // The folded menu stays open on the page it was opened on: a new page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === path;
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape folds it back like a disclosure should, and the keyboard goes on from the button that
  // opened it. A dialog opened from the menu sits above it in the overlay stack and closes first.
  useEscapeLayer(menuOpen, () => {
    setOpenOn(null);
    menuButton.current?.focus();
  });
  // It ends every session of the account, right beside 'Sair': one stray click must not do that.
  const onLogoutAll = async () => {
    const yes = await confirm({
      title: AUTH_TEXTS.logoutAllTitle,
      message: AUTH_TEXTS.logoutAllMessage,
      confirmLabel: AUTH_TEXTS.logoutAllConfirm,
      // Focus starts on 'Cancelar': Enter right after the click keeps every session.
      type: 'danger',
    });
    if (yes) await logoutAll();
  };
  return (
    <header className="topbar" data-menu-open={menuOpen || undefined}>
      <Link to="/dashboard" className="topbar-brand">
        <span className="topbar-logo" aria-hidden="true">
          📅
        </span>
        <span>
          <strong>Agenda</strong>
          <small>Sistema de Agendamento</small>
        </span>
      </Link>
      <button
        ref={menuButton}
        type="button"
        className="topbar-menu-button"
        aria-expanded={menuOpen}
        aria-controls="topbar-menu"
        onClick={() => setOpenOn(menuOpen ? null : path)}
      >
        <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> Menu
      </button>
      <div id="topbar-menu" className="topbar-menu">
        <nav className="topbar-nav" aria-label="Principal">
          {navEntries
            .filter((entry) => !entry.permission || [entry.permission].flat().some(may))
            .map((entry) => (
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
          {clinics.length > 1 && (
            <Button variant="ghost" size="sm" onClick={() => chooseClinic(true)}>
              <span aria-hidden="true">🏥</span> {AUTH_TEXTS.switchClinic}
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => void logout()}>
            Sair
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void onLogoutAll()}>
            {AUTH_TEXTS.logoutAll}
          </Button>
        </div>
      </div>
    </header>
  );
}
