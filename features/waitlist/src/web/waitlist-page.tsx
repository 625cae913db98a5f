import { Button, EmptyState, LoadingText, PageHeader, useMay } from '@agenda/ui';
import { Link } from '@tanstack/react-router';
import { WAITLIST_TEXTS as T } from '../shared/texts.ts';
import { EntryRows } from './entry-rows.tsx';
import { useWaitlist } from './hooks.ts';
import { OfferSettingsCard } from './offer-settings-card.tsx';
import './waitlist.css';

/** 'Lista de espera' (/waitlist): who waits for an earlier slot, oldest first, and the offers they hold. */
export function WaitlistPage() {
  const entries = useWaitlist();
  const may = useMay();
  return (
    <div className="ui-page waitlist-page">
      <PageHeader title={T.pageTitle} subtitle={T.pageSubtitle} />
      <p className="waitlist-hint">
        {T.addHint}{' '}
        <Link to="/clients" className="ui-button ui-button--secondary ui-button--sm">
          {T.goToClients}
        </Link>
      </p>
      {entries.isPending ? (
        <LoadingText />
      ) : entries.isError ? (
        <EmptyState
          icon="⚠️"
          title={T.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void entries.refetch()}>
              {T.retry}
            </Button>
          }
        />
      ) : entries.data.length === 0 ? (
        <EmptyState icon="⏳" title={T.empty} description={T.emptyHint} />
      ) : (
        <EntryRows entries={entries.data} />
      )}
      {may('settings') ? <OfferSettingsCard /> : null}
    </div>
  );
}
