import { EmptyState, LoadingText, useSlotAnswers } from '@agenda/ui';
import { Suspense } from 'react';
import { parseTabConfig } from '../shared/tab-config.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import { type ClientTabSlotProps, clientTabSlot } from './slots.ts';
import { TabForm } from './tab-form.tsx';
import './clients.css';

/**
 * One client tab, wherever it is shown (the clients page, the appointment detail): a form tab draws
 * its dynamic form; a module tab (odontogram, medical record, clinical module) is drawn by the
 * feature that fills `clientTabSlot` for its type, with a placeholder until one does (and nothing for
 * a member whose role may not see that module).
 */
export function ClientTabPanel(props: ClientTabSlotProps) {
  const config = parseTabConfig(props.tab.fieldConfig);
  const answer = useSlotAnswers(clientTabSlot)(config.kind === 'module' ? config.type : null);
  if (config.kind === 'module') {
    // The module is there, not for this member: nothing to show (its tab is left out, see useVisibleClientTabs).
    if (answer === 'refused') return null;
    if (answer === 'none') {
      return (
        <EmptyState
          icon={props.tab.icon ?? '🧩'}
          title={T.moduleUnavailable}
          description={T.moduleUnavailableLine(props.tab.name)}
          className="clients-module-placeholder"
        />
      );
    }
    const Module = answer.fill.component;
    return (
      <Suspense fallback={<LoadingText />}>
        <Module {...props} />
      </Suspense>
    );
  }
  if (config.kind === 'empty') return <EmptyState icon={props.tab.icon ?? '📋'} title={T.noFieldsConfigured} />;
  return (
    <TabForm clientId={props.clientId} clientName={props.clientName} tab={props.tab} config={config} readOnly={props.readOnly} />
  );
}
