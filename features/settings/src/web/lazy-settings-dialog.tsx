import { Suspense, lazy } from 'react';
import type { AgendaSettingsDialogProps } from './agenda-settings-dialog.tsx';

const Dialog = lazy(() => import('./agenda-settings-dialog.tsx').then((m) => ({ default: m.AgendaSettingsDialog })));

/** 'Configurações da Agenda', loaded on first open: its five tabs are in no page's chunk. */
export function AgendaSettingsDialog(props: AgendaSettingsDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
