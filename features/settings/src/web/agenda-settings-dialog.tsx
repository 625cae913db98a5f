import { errorMessage } from '@agenda/trpc/client';
import { Button, EmptyState, LoadingText, Modal, TabPanel, Tabs, toast } from '@agenda/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AgendaSettings } from '../shared/model.ts';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';
import { lunchBreakError } from '../shared/validation.ts';
import { trpc } from './api.ts';
import { BlocksTab } from './blocks-tab.tsx';
import { ColorsTab } from './colors-tab.tsx';
import { HolidaysTab } from './holidays-tab.tsx';
import { HoursTab } from './hours-tab.tsx';
import { invalidateAgendaSettings } from './hooks.ts';
import './settings.css';

const TABS = [
  { id: 'colors', label: T.tabColors, icon: '🎨' },
  { id: 'holidays', label: T.tabHolidays, icon: '🎉' },
  { id: 'blocks', label: T.tabBlocks, icon: '🚫' },
  { id: 'hours', label: T.tabHours, icon: '🕐' },
] as const;

type TabId = (typeof TABS)[number]['id'];
const ID_PREFIX = 'settings-tabs';

export interface AgendaSettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Configurações da Agenda': colours, holiday toggles and the lunch break are a draft saved by
 * 'Salvar Configurações'; holidays, bridges, blocks and unblocks are saved as soon as they are
 * added, enabled, disabled or removed.
 */
export function AgendaSettingsDialog({ open, onClose }: AgendaSettingsDialogProps) {
  const [tab, setTab] = useState<TabId>('colors');
  const [draft, setDraft] = useState<AgendaSettings | null>(null);
  const all = useQuery({ ...trpc.settings.all.queryOptions(), enabled: open });
  const loaded = all.data?.settings;

  useEffect(() => {
    if (!open) {
      setDraft(null);
      setTab('colors');
    } else if (loaded) setDraft((current) => current ?? loaded);
  }, [open, loaded]);

  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: async () => {
        toast.success(T.saved);
        await invalidateAgendaSettings();
        onClose();
      },
      meta: { errorMessage: T.saveFailed },
    }),
  );

  const change = (patch: Partial<AgendaSettings>) => setDraft((current) => (current ? { ...current, ...patch } : current));
  const invalid = draft ? lunchBreakError(draft) !== null : true;

  return (
    <Modal
      open={open}
      title={
        <span className="settings-title">
          <span aria-hidden="true">⚙️</span> {T.dialogTitle}
        </span>
      }
      onClose={onClose}
      size="xl"
      className="settings-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button onClick={() => draft && save.mutate(draft)} disabled={invalid} loading={save.isPending}>
            {save.isPending ? T.saving : T.save}
          </Button>
        </>
      }
    >
      <Tabs
        tabs={TABS}
        active={tab}
        onChange={(id) => setTab(id as TabId)}
        ariaLabel={T.dialogTitle}
        idPrefix={ID_PREFIX}
        className="settings-tabs"
      />
      {all.isError ? (
        <EmptyState icon="⚠️" title={errorMessage(all.error, T.loadFailed)} />
      ) : !draft || !all.data ? (
        <LoadingText />
      ) : (
        <>
          <TabPanel id="colors" active={tab} idPrefix={ID_PREFIX}>
            <ColorsTab settings={draft} onChange={change} />
          </TabPanel>
          <TabPanel id="holidays" active={tab} idPrefix={ID_PREFIX}>
            <HolidaysTab
              settings={draft}
              onChange={change}
              holidays={all.data.holidays}
              bridges={all.data.bridges}
              unblocks={all.data.unblocks}
            />
          </TabPanel>
          <TabPanel id="blocks" active={tab} idPrefix={ID_PREFIX}>
            <BlocksTab blocks={all.data.blocks} />
          </TabPanel>
          <TabPanel id="hours" active={tab} idPrefix={ID_PREFIX}>
            <HoursTab settings={draft} onChange={change} />
          </TabPanel>
        </>
      )}
    </Modal>
  );
}
