import * as v from 'valibot';
import type { ClientData } from './answers.ts';
import { CLIENTS_TEXTS as T } from './texts.ts';

export const CLIENT_PAGE_DEFAULT = 50;
export const CLIENT_PAGE_MAX = 200;
/**
 * A search or a filter counts its matches exactly up to this many (or up to the page's end, when
 * further): past it the answer says `totalIsLowerBound` (decision 016). The whole list is always exact.
 */
export const CLIENT_COUNT_CAP = 1000;

/** The server's list filters (Todos is no filter): Novos = registered in the last 30 days, Recorrentes = ≥ 1 appointment. */
export const SERVER_FILTERS = ['novos', 'recorrentes'] as const;
export type ServerClientFilter = (typeof SERVER_FILTERS)[number];

/** A page bound as sent: a number, or the digits of a query string. */
const bound = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.union(
        [v.number(T.invalidPage), v.pipe(v.string(T.invalidPage), v.regex(/^\d+$/, T.invalidPage), v.transform(Number))],
        T.invalidPage,
      ),
      v.integer(T.invalidPage),
      v.minValue(min, T.invalidPage),
      v.maxValue(max, T.invalidPage),
    ),
    fallback,
  );

/** GET /clients, /api/clients and trpc clients.list: search, filter and one page. */
export const clientListSchema = v.optional(
  v.object(
    {
      search: v.optional(v.pipe(v.nullable(v.string(T.invalidField), ''), v.trim(), v.maxLength(100, T.invalidField)), ''),
      filter: v.optional(
        v.pipe(
          v.nullable(v.string(T.invalidFilter), ''),
          v.transform((s) => s.trim().toLowerCase()),
          v.picklist(['', 'todos', ...SERVER_FILTERS], T.invalidFilter),
          v.transform((s) => (s === '' || s === 'todos' ? null : (s as ServerClientFilter))),
        ),
        '',
      ),
      limit: bound(1, CLIENT_PAGE_MAX, CLIENT_PAGE_DEFAULT),
      offset: bound(0, Number.MAX_SAFE_INTEGER, 0),
    },
    T.invalidField,
  ),
  {},
);
export type ClientListQuery = v.InferOutput<typeof clientListSchema>;

/** A row of the clients list. */
export interface ClientListItem extends ClientData {
  appointmentCount: number;
}

export interface ClientPage {
  clients: ClientListItem[];
  total: number;
  /** Present when more clients than `total` match: the count stopped there. */
  totalIsLowerBound?: true;
}

/** Where the next page of the list starts, or undefined when every match is loaded. */
export function nextClientOffset(pages: readonly ClientPage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last?.clients.length) return undefined;
  const loaded = pages.reduce((n, p) => n + p.clients.length, 0);
  return loaded < last.total || last.totalIsLowerBound ? loaded : undefined;
}
