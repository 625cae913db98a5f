import type { RecordVersion } from '../shared/notes.ts';
import type { Actor } from './actor.ts';
import type { KeptRecord } from './entities/kept-record.ts';

/**
 * Applies an edit to a clinical record, keeping what it said before (who edited, when, the earlier
 * values of the fields that changed). An edit that changes nothing keeps no version.
 */
export function applyEdit<R extends Pick<KeptRecord, 'versions'>, K extends keyof R & string>(
  row: R,
  changes: Pick<R, K>,
  actor: Actor,
): boolean {
  const before: Record<string, unknown> = {};
  for (const key of Object.keys(changes) as K[]) {
    if (JSON.stringify(row[key]) !== JSON.stringify(changes[key])) before[key] = row[key];
  }
  if (Object.keys(before).length === 0) return false;
  const version: RecordVersion = {
    editedAt: new Date().toISOString(),
    editedBy: actor.userId,
    editedByName: actor.name,
    data: before,
  };
  Object.assign(row, changes);
  row.versions = [...row.versions, version];
  return true;
}

/** A soft delete: the row stays, hidden from lists, with who deleted it and why. */
export function softDelete(row: KeptRecord, actor: Actor, reason: string): void {
  row.deletedAt = new Date();
  row.deletedBy = actor.userId;
  row.deleteReason = reason;
}
