import { type PerioSiteData, type PerioToothData, perioSequence } from '../../shared/perio.ts';

export interface CellValue {
  depth: number | null;
  bleeding: boolean;
}

const keyOf = (tooth: number, site: string) => `${tooth}${site}`;

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

  private saved = new Map<string, PerioSiteData>();
  private teeth = new Map<number, PerioToothData>();

  /** From the saved exam: what the screen does not edit (margin, plaque, mobility …) is kept as it was. */
  constructor(sites: readonly PerioSiteData[], teeth: readonly PerioToothData[]) {
    for (const s of sites) {
      this.values.set(keyOf(s.tooth, s.site), { depth: s.depth, bleeding: s.bleeding });
      this.saved.set(keyOf(s.tooth, s.site), s);
    }
    for (const t of teeth) this.teeth.set(t.tooth, t);
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

  private get current(): string | undefined {
    const at = this.sequence[this.index];
    return at ? keyOf(at.tooth, at.site) : undefined;
  }

  /** A primitive snapshot of one cell: depth, bleeding, whether the cursor is on it, missing. */
  snapshot(tooth: number, site: string): string {
    const key = keyOf(tooth, site);
    const v = this.values.get(key);
    return `${v?.depth ?? ''}|${v?.bleeding ? 1 : 0}|${this.current === key ? 1 : 0}|${this.missing.has(tooth) ? 1 : 0}`;
  }

  private moveTo(index: number) {
    const before = this.current;
    this.index = Math.max(0, Math.min(index, this.sequence.length));
    this.notify(before);
    this.notify(this.current);
  }

  focus(tooth: number, site: string) {
    const i = this.sequence.findIndex((s) => s.tooth === tooth && s.site === site);
    if (i >= 0) this.moveTo(i);
  }

  private edit(change: (v: CellValue) => CellValue) {
    const key = this.current;
    if (!key) return;
    this.values.set(key, change(this.values.get(key) ?? { depth: null, bleeding: false }));
    this.notify(key);
  }

  /** A digit: the depth of the current site, then the next site. */
  digit(depth: number) {
    this.edit((v) => ({ ...v, depth }));
    this.moveTo(this.index + 1);
  }

  toggleBleeding() {
    this.edit((v) => ({ ...v, bleeding: !v.bleeding }));
  }

  back() {
    this.moveTo(this.index - 1);
  }

  isMissing(tooth: number) {
    return this.missing.has(tooth);
  }

  /** Marks a tooth missing (its sites drop out of the sequence and the save) or present again. */
  toggleMissing(tooth: number) {
    const at = this.sequence[this.index];
    if (this.missing.has(tooth)) this.missing.delete(tooth);
    else this.missing.add(tooth);
    this.sequence = perioSequence(this.missing);
    const again = at ? this.sequence.findIndex((s) => s.tooth === at.tooth && s.site === at.site) : -1;
    this.index = Math.max(again, 0);
    for (const key of this.listeners.keys()) this.notify(key);
  }

  /** What the API takes: the sites entered on teeth present, the teeth with anything to say. */
  payload(): { sites: PerioSiteData[]; teeth: PerioToothData[] } {
    const sites: PerioSiteData[] = [];
    for (const { tooth, site } of perioSequence(this.missing)) {
      const key = keyOf(tooth, site);
      const value = this.values.get(key);
      const saved = this.saved.get(key);
      if (!value && !saved) continue;
      const base = saved ?? { tooth, site, depth: null, margin: null, bleeding: false, plaque: false, suppuration: false };
      sites.push({ ...base, depth: value?.depth ?? null, bleeding: value?.bleeding ?? false });
    }
    const numbers = new Set([...this.teeth.keys(), ...this.missing]);
    const teeth = [...numbers].map((tooth) => ({
      ...(this.teeth.get(tooth) ?? { tooth, mobility: 0, furcation: 0, implant: false }),
      missing: this.missing.has(tooth),
    }));
    return { sites, teeth };
  }
}
