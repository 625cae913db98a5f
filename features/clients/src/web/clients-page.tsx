import { errorMessage } from '@agenda/api-client/trpc';
import { Allowed, Button, LoadingText, TextField } from '@agenda/ui';
import { Suspense, lazy, useDeferredValue, useEffect, useState } from 'react';
import type { ServerClientFilter } from '../shared/list.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import { ClientCards, ClientList } from './client-list.tsx';
import { useClient, useClientPages } from './hooks.ts';
import { SpreadsheetActions } from './import/spreadsheet-actions.tsx';

// The import screen (and its CSV writer) loads when opened, not with the list.
const ImportModal = lazy(() => import('./import/import-modal.tsx').then((m) => ({ default: m.ImportModal })));
import './clients.css';

// Opened on demand (a client picked, 'Novo Cliente', 'Editar'): the list draws without their code.
const ClientView = lazy(() => import('./client-view.tsx').then((m) => ({ default: m.ClientView })));
const ClientModal = lazy(() => import('./client-modal.tsx').then((m) => ({ default: m.ClientModal })));

const FILTERS: { value: ServerClientFilter | null; label: string }[] = [
  { value: null, label: T.filterAll },
  { value: 'novos', label: T.filterNew },
  { value: 'recorrentes', label: T.filterRecurring },
];

/** Waits for typing to pause before searching the server. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** §2.1 /clients: the sidebar (count, add, search, filters, list) and the cards or the selected client. */
export function ClientsPage() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ServerClientFilter | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const term = useDeferredValue(useDebounced(search.trim(), 250));
  const pages = useClientPages(term, filter);
  const selected = useClient(selectedId);
  const editingClient = useClient(editing?.id ?? null);
  const clients = pages.data?.pages.flatMap((p) => p.clients) ?? [];
  const first = pages.data?.pages[0];
  const count = first?.totalIsLowerBound ? T.clientCountAtLeast(first.total) : T.clientCount(first?.total ?? 0);

  return (
    <div className="ui-page clients-page">
      <aside className="clients-sidebar ui-card" aria-label={T.pageTitle}>
        <div className="ui-row ui-row--between">
          <div>
            <h1 className="ui-page-title">{T.pageTitle}</h1>
            <p className="ui-muted clients-sidebar__count" aria-live="polite">
              {pages.isSuccess ? count : ' '}
            </p>
          </div>
          <Button onClick={() => setEditing({ id: null })}>+ {T.addClient}</Button>
        </div>
        <Allowed permission="clientsImport">
          <SpreadsheetActions onImport={() => setImporting(true)} />
        </Allowed>
        <TextField
          label={T.searchLabel}
          name="search"
          type="search"
          value={search}
          onChange={setSearch}
          placeholder={T.searchPlaceholder}
          autoComplete="off"
          maxLength={100}
        />
        <div className="ui-toggle-group clients-filters" role="group" aria-label="Filtros">
          {FILTERS.map((f) => (
            <button
              key={f.label}
              type="button"
              className={filter === f.value ? 'ui-toggle ui-toggle--pressed' : 'ui-toggle'}
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
        {pages.isError && <p className="ui-error">{errorMessage(pages.error, T.loadClientsFailed)}</p>}
        <ClientList
          clients={clients}
          selectedId={selectedId}
          searching={Boolean(term) || filter !== null}
          loading={pages.isLoading}
          hasMore={Boolean(pages.hasNextPage)}
          loadingMore={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          onSelect={setSelectedId}
          onEdit={(id) => setEditing({ id })}
        />
      </aside>
      <section className="clients-main" aria-label="Cliente">
        {selectedId && selected.isLoading && <LoadingText />}
        {selectedId && selected.data ? (
          <Suspense fallback={<LoadingText />}>
            <ClientView
              client={selected.data.client}
              onEdit={() => setEditing({ id: selectedId })}
              onBack={() => setSelectedId(null)}
              onRemoved={() => setSelectedId(null)}
            />
          </Suspense>
        ) : (
          !selectedId && <ClientCards clients={clients} onSelect={setSelectedId} />
        )}
      </section>
      {importing && (
        <Suspense fallback={null}>
          <ImportModal onClose={() => setImporting(false)} />
        </Suspense>
      )}
      {editing && (editing.id === null || editingClient.data) && (
        <Suspense fallback={null}>
          <ClientModal
            key={editing.id ?? 'new'}
            client={editing.id ? (editingClient.data?.client ?? null) : null}
            onClose={() => setEditing(null)}
            onSaved={(id) => {
              setEditing(null);
              setSelectedId(id);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
