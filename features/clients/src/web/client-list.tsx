import { formatDatePtBR, formatPhone } from '@agenda/br';
import { Avatar, EmptyState, LoadingText } from '@agenda/ui';
import { useEffect, useRef } from 'react';
import type { ClientListItem } from '../shared/list.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';

/** Asks for the next page when the end of the list scrolls into view. */
function useEndOfList(onEnd: () => void, active: boolean) {
  const sentinel = useRef<HTMLLIElement>(null);
  const latest = useRef(onEnd);
  latest.current = onEnd;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);
  return sentinel;
}

export interface ClientListProps {
  clients: ClientListItem[];
  selectedId: string | null;
  searching: boolean;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onSelect: (id: string) => void;
  onEdit: (id: string) => void;
}

/** The sidebar's list: initials avatar, formatted phone, registration date and an edit button; pages load as it scrolls. */
export function ClientList(props: ClientListProps) {
  const sentinel = useEndOfList(props.onLoadMore, props.hasMore && !props.loadingMore);
  if (props.loading) return <LoadingText />;
  if (!props.clients.length) {
    return <EmptyState icon="👥" title={props.searching ? T.noClientFound : T.noClientRegistered} />;
  }
  return (
    <ul className="clients-list" aria-label={T.pageTitle}>
      {props.clients.map((c) => (
        <li
          key={c.id}
          className={c.id === props.selectedId ? 'clients-list__item clients-list__item--active' : 'clients-list__item'}
        >
          <button
            type="button"
            className="clients-list__main"
            onClick={() => props.onSelect(c.id)}
            aria-current={c.id === props.selectedId}
          >
            <Avatar name={c.fullName} size="sm" />
            <span className="clients-list__text">
              <span className="clients-list__name">{c.fullName}</span>
              <span className="clients-list__meta">
                {formatPhone(c.phone)} · {formatDatePtBR(c.registrationDate)}
              </span>
            </span>
          </button>
          <button
            type="button"
            className="clients-list__edit"
            aria-label={`${T.editClient} ${c.fullName}`}
            title={T.editClient}
            onClick={() => props.onEdit(c.id)}
          >
            <span aria-hidden="true">✏️</span>
          </button>
        </li>
      ))}
      {props.hasMore && (
        <li ref={sentinel} className="clients-list__more">
          {props.loadingMore ? T.loadingMore : ''}
        </li>
      )}
    </ul>
  );
}

/** The main area with no client selected: a card per client. */
export function ClientCards({ clients, onSelect }: { clients: ClientListItem[]; onSelect: (id: string) => void }) {
  if (!clients.length) return null;
  return (
    <div className="clients-cards">
      {clients.map((c) => (
        <button key={c.id} type="button" className="clients-card ui-card" onClick={() => onSelect(c.id)}>
          <span className="clients-card__head">
            <Avatar name={c.fullName} />
            <span className="clients-card__name">{c.fullName}</span>
          </span>
          {/* The icons are decoration: a screen reader reads the card's text, not 'telephone receiver'. */}
          <span className="clients-card__line">
            <span aria-hidden="true">📞</span> {formatPhone(c.phone)}
          </span>
          <span className="clients-card__line">
            <span aria-hidden="true">✉️</span> {c.email ?? T.noEmail}
          </span>
          <span className="clients-card__line">
            <span aria-hidden="true">📅</span> {T.registeredOn} {formatDatePtBR(c.registrationDate)}
          </span>
          <span className="clients-card__line">
            <span aria-hidden="true">🗂️</span> {T.appointments(c.appointmentCount)}
          </span>
        </button>
      ))}
    </div>
  );
}
