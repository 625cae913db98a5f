import { Link } from '@tanstack/react-router';
import { WAITLIST_TEXTS as T } from '../shared/texts.ts';
import { usePanelWaitlist } from './hooks.ts';
import './waitlist.css';

/** Above the week, while anyone waits: how many, how many hold an offer, and the way to the list. */
export function WaitlistPanel() {
  const entries = usePanelWaitlist();
  const list = entries.data;
  if (list.length === 0) return null;
  const offered = list.filter((e) => e.openOffers.length > 0).length;
  return (
    <section className="ui-card waitlist-panel" aria-label={T.pageTitle}>
      <p>
        <span aria-hidden="true">⏳ </span>
        <strong>{T.pageTitle}:</strong> {T.waiting(list.length)}
        {offered > 0 ? ` · ${T.withOffer(offered)}` : ''}
      </p>
      <Link to="/waitlist" className="ui-button ui-button--secondary ui-button--sm">
        {T.seeList}
      </Link>
    </section>
  );
}
