import type { Permission } from '@agenda/access';
import { type ComponentType, type ReactNode, createContext, createElement, useContext, useMemo } from 'react';
import { useMay } from './access';

/**
 * A typed place in one feature's screen that other features fill from their web manifest, so the
 * screen's owner never imports them (the clients page draws the clinical tabs, the appointment detail
 * shows the finalize button). Several small slots beat one big one. The feature drawing the screen
 * defines the slot and its props in its own package (exported from its `./web`) and lists it in its
 * manifest's `offers`; only this mechanism lives here.
 */
export interface Slot<P> {
  readonly id: string;
  /** Carries the props type; never set. */
  readonly _props?: P;
}

/** `id` starts with the offering feature's key and a dot (`clients.tab`); the shell checks it. */
export function createSlot<P>(id: string): Slot<P> {
  return { id };
}

/**
 * A widget in the top bar's actions (urgent room, settings, reports). The shell draws the top bar and
 * no feature offers it, and its props carry no domain type, so it stays beside the mechanism.
 */
export const topBarSlot = createSlot<Record<string, never>>('shell.top-bar');

export interface SlotFill<P = never> {
  slot: Slot<P>;
  /** Unique among the slot's fills; also the React key. */
  id: string;
  component: ComponentType<P>;
  /** What the fill answers to, where the slot chooses among fills (a client tab's config type). */
  match?: string;
  label?: string;
  icon?: string;
  /** Lower first. */
  order?: number;
  /** Left out for a member whose role lacks it (a clinical tab for reception). */
  permission?: Permission;
  /**
   * Loads the fill's code and starts its first data requests. The shell runs it when a page that
   * draws the slot (its route's `slots`) is entered, beside the page's own prefetch, so a panel does
   * not wait for the page's chunk to learn what to fetch. Never awaited.
   */
  prefetch?: () => void;
}

/** Keeps the props type of a fill checked against its slot. */
export function fill<P>(value: SlotFill<P>): SlotFill<P> {
  return value;
}

// biome-ignore lint/suspicious/noExplicitAny: a list holds fills of every slot
type AnyFill = SlotFill<any>;

const SlotsContext = createContext<readonly AnyFill[]>([]);

export function SlotsProvider({ fills, children }: { fills: readonly AnyFill[]; children: ReactNode }) {
  return createElement(SlotsContext.Provider, { value: fills }, children);
}

/** The fills of one slot, in order. */
export function useSlotFills<P>(slot: Slot<P>): SlotFill<P>[] {
  const all = useContext(SlotsContext);
  const may = useMay();
  return useMemo(
    () =>
      all
        .filter((f) => f.slot.id === slot.id && (!f.permission || may(f.permission)))
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) as SlotFill<P>[],
    [all, slot.id, may],
  );
}

/**
 * What a slot has for `match`: the fill to draw; `refused` when a listed feature answers to it but the
 * member's role lacks the fill's permission (the place is left out: the feature is there, not theirs
 * to see); `none` when no listed feature answers (a placeholder may say so).
 */
export type SlotAnswer<P> = { fill: SlotFill<P> } | 'refused' | 'none';

/** Answers, for each `match`, what the slot has for the signed-in member (see SlotAnswer). */
export function useSlotAnswers<P>(slot: Slot<P>): (match: string | null | undefined) => SlotAnswer<P> {
  const all = useContext(SlotsContext);
  const may = useMay();
  return useMemo(() => {
    const answering = all.filter((f) => f.slot.id === slot.id && f.match !== undefined);
    return (match) => {
      const found = match ? answering.filter((f) => f.match === match) : [];
      const allowed = found.find((f) => !f.permission || may(f.permission));
      if (allowed) return { fill: allowed as SlotFill<P> };
      return found.length > 0 ? 'refused' : 'none';
    };
  }, [all, slot.id, may]);
}

/** A page route a feature adds behind the login. */
export interface WebRoute {
  path: string;
  /** Loads the page lazily: each feature page is its own chunk. */
  load: () => Promise<ComponentType>;
  /**
   * Starts the page's first data requests (lazily too), so they travel beside the page's code rather
   * than after it. The shell calls it with the address's query when the route is entered or about to
   * be, with a stored session.
   */
  prefetch?: (search: Record<string, unknown>) => void;
  /** The slots the page draws at once: the prefetch of each of their fills the member may see runs with the page's. */
  // biome-ignore lint/suspicious/noExplicitAny: a page draws slots of any props
  slots?: readonly Slot<any>[];
  /** A member whose role lacks it sees 'Você não tem permissão para esta ação.' instead of the page. */
  permission?: Permission;
  /**
   * Served outside the signed-in shell, to anyone (an invitation's page, like /login): no top bar and
   * no session needed. Its path may hold `$param` segments.
   */
  public?: boolean;
}

export interface NavEntry {
  to: string;
  label: string;
  icon: string;
  /** Position in the top bar, lower first. */
  order: number;
  /** Shown only to a member whose role grants it (a list: any one of them, for a page whose tabs differ by role). */
  permission?: Permission | readonly Permission[];
}

/**
 * What a feature brings to the web shell. Kept tiny (lazy loaders, labels): the shell imports every
 * manifest up front, and /login must stay small.
 */
export interface WebFeature {
  key: string;
  routes?: WebRoute[];
  nav?: NavEntry[];
  /** The slots this feature's screens draw (defined in its own package). */
  offers?: Slot<unknown>[];
  fills?: AnyFill[];
}

/**
 * The features' fills, checked when the shell loads. Slots are defined in the features that offer
 * them, so nothing else keeps their ids apart: each slot must be offered once (by a listed feature,
 * under an id led by its key, or by the shell), each fill must go to an offered slot (a fill of a
 * feature left out of the list would otherwise never show, silently), and fill ids are unique per slot.
 */
export function slotFillsOf(features: readonly WebFeature[], shellSlots: readonly Slot<unknown>[]): AnyFill[] {
  const offered = new Map<string, Slot<unknown>>();
  const offer = (slot: Slot<unknown>, owner: string) => {
    if (!slot.id.startsWith(`${owner}.`)) throw new Error(`Slot ${slot.id} offered by ${owner} must start with "${owner}."`);
    if (offered.has(slot.id)) throw new Error(`Slot ${slot.id} is offered twice`);
    offered.set(slot.id, slot);
  };
  for (const slot of shellSlots) offer(slot, 'shell');
  for (const f of features) for (const slot of f.offers ?? []) offer(slot, f.key);
  const fills = features.flatMap((f) => f.fills ?? []);
  const keys = new Set<string>();
  for (const fill of fills) {
    if (offered.get(fill.slot.id) !== fill.slot) throw new Error(`Slot ${fill.slot.id} is offered by no listed feature`);
    const key = `${fill.slot.id} ${fill.id}`;
    if (keys.has(key)) throw new Error(`Slot ${fill.slot.id} has two fills named ${fill.id}`);
    keys.add(key);
  }
  return fills;
}
