import { Button, EmptyState, LoadingText, PageHeader, type TabItem, TabPanel, Tabs } from '@agenda/ui';
import { useState } from 'react';
import type { RecallStatus } from '../shared/recall-rule.ts';
import type { RecallData } from '../shared/recall.ts';
import { RECALLS_TEXTS as T } from '../shared/texts.ts';
import { DismissDialog } from './dismiss-dialog.tsx';
import { useRecalls } from './hooks.ts';
import { RecallRows } from './recall-rows.tsx';
import './recalls.css';

const ID_PREFIX = 'recalls-tabs';
const TABS: readonly TabItem[] = [
  { id: 'due', label: T.dueTab },
  { id: 'upcoming', label: T.upcomingTab },
];

function RecallList({ status, onDismiss }: { status: RecallStatus; onDismiss: (recall: RecallData) => void }) {
  const recalls = useRecalls(status);
  if (recalls.isPending) return <LoadingText />;
  if (recalls.isError)
    return (
      <EmptyState
        icon="⚠️"
        title={T.loadFailed}
        action={
          <Button variant="secondary" onClick={() => void recalls.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  if (!recalls.data.recalls.length)
    return <EmptyState icon="🗓️" title={status === 'due' ? T.emptyDue : T.emptyUpcoming} description={T.emptyHint} />;
  return <RecallRows recalls={recalls.data.recalls} today={recalls.data.today} onDismiss={onDismiss} />;
}

/** 'Retornos' (/recalls): who is due back for a service with a return, overdue first, and who is due soon. */
export function RecallsPage() {
  const [tab, setTab] = useState<RecallStatus>('due');
  const [dismissing, setDismissing] = useState<RecallData | null>(null);
  return (
    <div className="ui-page recalls-page">
      <PageHeader title={T.pageTitle} subtitle={T.pageSubtitle} />
      <Tabs tabs={TABS} active={tab} onChange={(id) => setTab(id as RecallStatus)} idPrefix={ID_PREFIX} ariaLabel={T.pageTitle} />
      <TabPanel id={tab} active={tab} idPrefix={ID_PREFIX}>
        <RecallList key={tab} status={tab} onDismiss={setDismissing} />
      </TabPanel>
      {dismissing && <DismissDialog recall={dismissing} onClose={() => setDismissing(null)} />}
    </div>
  );
}
