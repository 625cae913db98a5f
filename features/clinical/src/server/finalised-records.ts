import { conflict } from '@agenda/trpc';
import type { EntryIntegrity, FinalisedFields } from '../shared/notes.ts';
import { CLINICAL_TEXTS as T } from '../shared/texts.ts';
import type { Actor } from './actor.ts';
import type { KeptRecord } from './entities/kept-record.ts';

/** A finalised entry is never edited nor deleted (409): only a new version amends it. */
export function assertDraft(row: KeptRecord): void {
  if (row.finalizedAt) throw conflict(T.finalizedLocked);
}

/** 'Finalizar e assinar': who and when; once only. */
export function finalise(row: KeptRecord, actor: Actor): void {
  if (row.finalizedAt) throw conflict(T.alreadyFinalized);
  row.finalizedAt = new Date();
  row.finalizedBy = actor.userId;
  row.finalizedByName = actor.name;
}

/** A new version amends a finalised entry that no newer version amends yet. */
export function assertAmendable(row: KeptRecord, newerVersions: number): void {
  if (!row.finalizedAt) throw conflict(T.amendOnlyFinalized);
  if (newerVersions > 0) throw conflict(T.alreadyAmended);
}

/** The answer's finalisation fields of a row. */
export function finalisedFields(row: KeptRecord, integrity: EntryIntegrity, supersededById: string | null): FinalisedFields {
  return {
    finalizedAt: row.finalizedAt ? row.finalizedAt.toISOString() : null,
    finalizedByName: row.finalizedByName,
    supersedesId: row.supersedesId,
    supersededById,
    integrity,
  };
}

/** Which entry amends which, among the rows listed (the newer version's id by the older one's). */
export const supersededBy = (rows: readonly KeptRecord[]) =>
  new Map(rows.flatMap((r) => (r.supersedesId ? [[r.supersedesId, r.id] as const] : [])));
