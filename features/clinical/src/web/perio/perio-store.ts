import { type PerioSiteData, type PerioToothData, isMultiRooted, perioSequence } from '../../shared/perio.ts';

export interface CellValue {
  depth: number | null;
  margin: number | null;
  bleeding: boolean;
  plaque: boolean;
  suppuration: boolean;
}

/** What the digits fill: probing depths, or gingival margins (a '-' first makes it a recession). */
export type PerioEntryMode = 'depth' | 'margin';

export interface ToothValue {
  mobility: number;
  furcation: number;
  implant: boolean;
}

const keyOf = (tooth: number, site: string) => `${tooth}${site}`;
const toothKey = (tooth: number) => `tooth:${tooth}`;
/** The listeners of the tooth under the cursor (the per-tooth panel). */
const CURSOR = 'cursor';
const EMPTY: CellValue = { depth: null, margin: null, bleeding: false, plaque: false, suppuration: false };

/**
 * The chart's values outside React: a keystroke changes one site and moves the cursor, so only
 * the two cells concerned (each subscribed to its own key) render again, never the whole chart.
 */
export class PerioStore {
  private values = new Map<string, CellValue>();
  private listeners = new Map<string, Set<() => void>>();
  private missing = new Set<number>();
  private sequence = perioSequence();
  private index = 0;
  private mode: PerioEntryMode = 'depth';
  /** A '-' typed in margin mode: the next digit is a recession. */
  private negative = false;
  private teeth = new Map<number, ToothValue>();

  constructor(sites: readonly PerioSiteData[], teeth: readonly PerioToothData[]) {
    for (const s of sites) this.values.set(keyOf(s.tooth, s.site), { ...s });
    for (const t of teeth) this.teeth.set(t.tooth, { mobility: t.mobility, furcation: t.furcation, implant: t.implant });
    this.missing = new Set(teeth.filter((t) => t.missing).map((t) => t.tooth));
    this.sequence = perioSequence(this.missing);
  }

  subscribe(key: string, listener: () => void): () => void {
    const set = this.listeners.get(key) ?? new Set();
    this.listeners.set(key, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  private notify(key: string | undefined) {
    if (key) for (const l of this.listeners.get(key) ?? []) l();
  }

  private notifyAll() {
    for (const key of this.listeners.keys()) this.notify(key);
  }

  private get current(): string | undefined {
    const at = this.sequence[this.index];
    return at ? keyOf(at.tooth, at.site) : undefined;
  }

  /** The tooth under the cursor (null past the last site). */
  currentTooth(): number | null {
    return this.sequence[this.index]?.tooth ?? null;
  }

  /**
   * A primitive snapshot of one cell: depth, bleeding, cursor on it, missing, margin, plaque,
   * suppuration, the entry mode, and a pending '-' (on the cursor's cell).
   */
  snapshot(tooth: number, site: string): string {
    const key = keyOf(tooth, site);
    const v = this.values.get(key) ?? EMPTY;
    const here = this.current === key;
    return [
      v.depth ?? '',
      v.bleeding ? 1 : 0,
      here ? 1 : 0,
      this.missing.has(tooth) ? 1 : 0,
      v.margin ?? '',
      v.plaque ? 1 : 0,
      v.suppuration ? 1 : 0,
      this.mode,
      here && this.negative ? 1 : 0,
    ].join('|');
  }

  toothSnapshot(tooth: number): string {
    const t = this.toothValue(tooth);
    return `${t.mobility}|${t.furcation}|${t.implant ? 1 : 0}|${this.missing.has(tooth) ? 1 : 0}`;
  }

  toothValue(tooth: number): ToothValue {
    return this.teeth.get(tooth) ?? { mobility: 0, furcation: 0, implant: false };
  }

  entryMode(): PerioEntryMode {
    return this.mode;
  }

  /** Depths or margins: every cell shows the other value now; the cursor goes back to the first site. */
  setMode(mode: PerioEntryMode) {
    if (mode === this.mode) return;
    this.mode = mode;
    this.negative = false;
    this.index = 0;
    this.notifyAll();
  }

  private moveTo(index: number) {
    const before = this.current;
    const toothBefore = this.currentTooth();
    this.index = Math.max(0, Math.min(index, this.sequence.length));
    this.negative = false;
    this.notify(before);
    this.notify(this.current);
    if (this.currentTooth() !== toothBefore) this.notify(CURSOR);
  }

  focus(tooth: number, site: string) {
    const i = this.sequence.findIndex((s) => s.tooth === tooth && s.site === site);
    if (i >= 0) this.moveTo(i);
  }

  private edit(change: (v: CellValue) => CellValue) {
    const key = this.current;
    if (!key) return;
    this.values.set(key, change(this.values.get(key) ?? EMPTY));
    this.notify(key);
  }

  /** A digit: the depth (or margin) of the current site, then the next site. */
  digit(n: number) {
    if (this.mode === 'depth') this.edit((v) => ({ ...v, depth: n }));
    else {
      const margin = this.negative ? -n : n;
      this.edit((v) => ({ ...v, margin }));
    }
    this.moveTo(this.index + 1);
  }

  /** '-' in margin mode: the next digit is a recession (negative margin). */
  minus() {
    if (this.mode !== 'margin') return;
    this.negative = !this.negative;
    this.notify(this.current);
  }

  toggleBleeding() {
    this.edit((v) => ({ ...v, bleeding: !v.bleeding }));
  }

  togglePlaque() {
    this.edit((v) => ({ ...v, plaque: !v.plaque }));
  }

  toggleSuppuration() {
    this.edit((v) => ({ ...v, suppuration: !v.suppuration }));
  }

  back() {
    this.moveTo(this.index - 1);
  }

  isMissing(tooth: number) {
    return this.missing.has(tooth);
  }

  /** Mobility, furcation (multi-rooted teeth only) or implant of one tooth. */
  setTooth(tooth: number, change: Partial<ToothValue>) {
    const next = { ...this.toothValue(tooth), ...change };
    if (!isMultiRooted(tooth)) next.furcation = 0;
    this.teeth.set(tooth, next);
    this.notify(toothKey(tooth));
  }

  /** Marks a tooth missing (its sites drop out of the sequence and the save) or present again. */
  toggleMissing(tooth: number) {
    const at = this.sequence[this.index];
    if (this.missing.has(tooth)) this.missing.delete(tooth);
    else this.missing.add(tooth);
    this.sequence = perioSequence(this.missing);
    const again = at ? this.sequence.findIndex((s) => s.tooth === at.tooth && s.site === at.site) : -1;
    this.index = Math.max(again, 0);
    this.notifyAll();
  }

  /** What the API takes: the sites entered on teeth present, the teeth with anything to say. */
  payload(): { sites: PerioSiteData[]; teeth: PerioToothData[] } {
    const sites: PerioSiteData[] = [];
    for (const { tooth, site } of perioSequence(this.missing)) {
      const value = this.values.get(keyOf(tooth, site));
      if (value) sites.push({ ...value, tooth, site });
    }
    const numbers = new Set([...this.teeth.keys(), ...this.missing]);
    const teeth = [...numbers].map((tooth) => ({ tooth, ...this.toothValue(tooth), missing: this.missing.has(tooth) }));
    return { sites, teeth };
  }
}

export { toothKey as perioToothKey, CURSOR as PERIO_CURSOR };
