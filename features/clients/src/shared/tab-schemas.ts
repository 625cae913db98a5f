import * as v from 'valibot';
import { TAB_NOTES_MAX } from './tab-rules.ts';
import { CLIENTS_TEXTS as T } from './texts.ts';

const clientId = v.optional(v.string(T.clientNotFound), '');
const tabId = v.optional(v.string(T.tabNotFound), '');

export const clientTabsSchema = v.object({ clientId }, T.clientNotFound);
export const clientTabSchema = v.object({ clientId, tabId }, T.tabNotFound);

/** PUT /api/clients/{clientId}/tabs/{tabId}: `{ data, notes }`; a `lastModifiedBy` sent is ignored (the server knows who saves). */
export const clientTabSaveSchema = v.object(
  {
    clientId,
    tabId,
    data: v.optional(
      v.nullable(
        v.pipe(
          v.unknown(),
          v.check((d) => typeof d === 'object' && d !== null && !Array.isArray(d), T.tabDataInvalid),
          v.record(v.string(), v.unknown(), T.tabDataInvalid),
        ),
        {},
      ),
      {},
    ),
    notes: v.optional(
      v.pipe(
        v.nullable(v.string(T.tabDataInvalid), ''),
        v.trim(),
        v.maxLength(TAB_NOTES_MAX, T.tabNotesTooLong),
        v.transform((s) => (s === '' ? null : s)),
      ),
      null,
    ),
  },
  T.tabDataInvalid,
);

/** A client tab's stored content as answered (empty data when never saved). */
export interface ClientTabDataAnswer {
  tabId: string;
  data: Record<string, unknown>;
  notes: string | null;
  /** The name of who saved last. */
  lastModifiedBy: string | null;
  updatedAt: string | null;
}

export interface TabHistoryEntry {
  id: string;
  action: 'created' | 'updated' | 'deleted';
  description: string;
  user: string | null;
  timestamp: string;
  changes: { field: string; action: 'added' | 'modified' | 'removed'; oldValue: unknown; newValue: unknown }[];
}

export interface TabHistoryAnswer {
  history: TabHistoryEntry[];
  tabName: string;
  clientName: string;
}
