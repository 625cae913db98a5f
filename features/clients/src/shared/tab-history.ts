export type TabHistoryAction = 'created' | 'updated' | 'deleted';

/** One field's change in one save; values as stored (option values, booleans, lists). */
export interface TabChange {
  field: string;
  action: 'added' | 'modified' | 'removed';
  oldValue: unknown;
  newValue: unknown;
}

/** The pseudo-field of the 'Observações' box in a tab's history. */
export const NOTES_FIELD = 'notes';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * Field by field, what a save changed: a field filled now and not before is added, one emptied is
 * removed, one whose value differs is modified. The notes count as the field 'notes'. Keys in the
 * order of the new data, then the removed ones.
 */
export function diffTabData(
  before: { data: Record<string, unknown>; notes: string | null },
  after: { data: Record<string, unknown>; notes: string | null },
): TabChange[] {
  const changes: TabChange[] = [];
  const old: Record<string, unknown> = { ...before.data, [NOTES_FIELD]: before.notes };
  const next: Record<string, unknown> = { ...after.data, [NOTES_FIELD]: after.notes };
  const keys = [...new Set([...Object.keys(next), ...Object.keys(old)])];
  for (const field of keys) {
    const o = blank(old[field]) ? null : old[field];
    const n = blank(next[field]) ? null : next[field];
    if (o === null && n === null) continue;
    if (o === null) changes.push({ field, action: 'added', oldValue: null, newValue: n });
    else if (n === null) changes.push({ field, action: 'removed', oldValue: o, newValue: null });
    else if (!same(o, n)) changes.push({ field, action: 'modified', oldValue: o, newValue: n });
  }
  return changes;
}
