import { Button } from '@agenda/ui';
import { Suspense, lazy, useState } from 'react';

// Loaded on first use: the dialog is not part of any page's chunk.
const AgendaSettingsDialog = lazy(() =>
  import('./agenda-settings-dialog.tsx').then((m) => ({ default: m.AgendaSettingsDialog })),
);

/** The top bar's 'Configurações': opens the agenda settings dialog. */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <span aria-hidden="true">⚙️</span> Configurações
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AgendaSettingsDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
