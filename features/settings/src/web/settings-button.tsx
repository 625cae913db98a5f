import { Button } from '@agenda/ui';
import { useState } from 'react';
import { AgendaSettingsDialog } from './lazy-settings-dialog.tsx';
import { useSettingsTabs } from './settings-tabs.ts';

/** The top bar's 'Configurações': opens the agenda settings dialog. */
export function SettingsButton() {
  const [open, setOpen] = useState(false);
  if (useSettingsTabs().length === 0) return null;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <span aria-hidden="true">⚙️</span> Configurações
      </Button>
      {open && <AgendaSettingsDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
