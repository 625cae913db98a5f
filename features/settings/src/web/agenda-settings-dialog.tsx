import { errorMessage } from '@agenda/api-client/trpc';
import { Button, EmptyState, LoadingText, Modal, TabPanel, Tabs, useSlotFills } from '@agenda/ui';
import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import { useCompanyConfig } from '@agenda/auth/web';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { AgendaSettings } from '../shared/model.ts';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';
import { lunchBreakError } from '../shared/validation.ts';
import { trpc } from './api.ts';
import { BlocksTab } from './blocks-tab.tsx';
import { CompanyTab } from './company-tab.tsx';
import { ColorsTab } from './colors-tab.tsx';
import { settingsSectionSlot, settingsTabSlot } from './slots.ts';
import { slotTabId, useSettingsTabs } from './settings-tabs.ts';
import { HolidaysTab } from './holidays-tab.tsx';
import { HoursTab } from './hours-tab.tsx';
import { MessagesTab } from './messages-tab.tsx';
import { PixTab } from './pix-tab.tsx';
import { invalidateAgendaSettings } from './hooks.ts';
import './settings.css';

/** Colour pickers and time fields change many times a second while dragged or typed: save once they settle. */
const SAVE_DELAY_MS = 500;

const ID_PREFIX = 'settings-tabs';

export interface AgendaSettingsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Configurações da Agenda': every change is saved as soon as it is made, on every tab (decision
 * record 007): colours, toggles and the lunch break once they settle, holidays, bridges, blocks,
 * unblocks and the company profile when added, toggled, removed or left. The footer only closes.
 */
export function AgendaSettingsDialog({ open, onClose }: AgendaSettingsDialogProps) {
  const tabs = useSettingsTabs();
  const first = tabs[0]?.id ?? 'colors';
  const [tab, setTab] = useState<string>(first);
  const [draft, setDraft] = useState<AgendaSettings | null>(null);
  const all = useQuery({ ...trpc.settings.all.queryOptions(), enabled: open });
  // While a save is on its way (with the read it triggers), or the cached settings are being read
  // again, the cache is older than what was saved: a dialog reopened then would show the old values
  // and send them back with the next change. The draft starts from the answer after them.
  const saving = useIsMutating({ mutationKey: trpc.settings.update.mutationKey() }) > 0;
  const loaded = saving || all.isFetching ? undefined : all.data?.settings;

  useEffect(() => {
    if (!open) {
      setDraft(null);
      setTab(first);
    } else if (loaded) setDraft((current) => current ?? loaded);
  }, [open, loaded, first]);

  const company = useCompanyConfig();
  const sections = useSlotFills(settingsSectionSlot);
  const addedTabs = useSlotFills(settingsTabSlot);
  const [status, setStatus] = useState('');
  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: async () => {
        setStatus(T.savedNow);
        await invalidateAgendaSettings();
      },
      meta: { errorMessage: T.saveFailed },
      onError: () => setStatus(''),
    }),
  );
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; run: () => void } | null>(null);
  const flush = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.run();
    pending.current = null;
  };
  const schedule = (next: AgendaSettings) => {
    if (pending.current) clearTimeout(pending.current.timer);
    if (lunchBreakError(next) !== null) {
      pending.current = null;
      setStatus('');
      return;
    }
    setStatus(T.saving);
    const run = () => save.mutate(next);
    pending.current = { run, timer: setTimeout(() => flush(), SAVE_DELAY_MS) };
  };
  const close = () => {
    flush();
    onClose();
  };

  const change = (patch: Partial<AgendaSettings>) =>
    setDraft((current) => {
      if (!current) return current;
      const next = { ...current, ...patch };
      schedule(next);
      return next;
    });

  return (
    <Modal
      open={open}
      title={
        <span className="settings-title">
          <span aria-hidden="true">⚙️</span> {T.dialogTitle}
        </span>
      }
      onClose={close}
      size="xl"
      className="settings-dialog"
      footer={
        <>
          <span className="settings-autosave" role="status">
            {status || (tab === 'messages' ? T.messagesSaveHint : tab === 'pix' ? T.pixSaveHint : T.autoSaved)}
          </span>
          <Button variant="secondary" onClick={close}>
            {T.close}
          </Button>
        </>
      }
    >
      <Tabs tabs={tabs} active={tab} onChange={setTab} ariaLabel={T.dialogTitle} idPrefix={ID_PREFIX} className="settings-tabs" />
      {all.isError || !draft || !all.data ? (
        // The chosen tab names its panel (aria-controls) from the first frame: the panel is there while the settings arrive.
        <TabPanel id={tab} active={tab} idPrefix={ID_PREFIX}>
          {all.isError ? <EmptyState icon="⚠️" title={errorMessage(all.error, T.loadFailed)} /> : <LoadingText />}
        </TabPanel>
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
          <TabPanel id="messages" active={tab} idPrefix={ID_PREFIX}>
            <MessagesTab />
          </TabPanel>
          <TabPanel id="pix" active={tab} idPrefix={ID_PREFIX}>
            <PixTab />
          </TabPanel>
          {addedTabs.map(({ id, component: Added }) => (
            <TabPanel key={id} id={slotTabId(id)} active={tab} idPrefix={ID_PREFIX}>
              <Suspense fallback={<LoadingText />}>
                <Added />
              </Suspense>
            </TabPanel>
          ))}
          <TabPanel id="company" active={tab} idPrefix={ID_PREFIX}>
            <CompanyTab company={company.data?.company} />
            {sections.map(({ id, component: Section }) => (
              <Suspense key={id} fallback={null}>
                <Section />
              </Suspense>
            ))}
          </TabPanel>
        </>
      )}
    </Modal>
  );
}
