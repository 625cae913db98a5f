import type { FinalisedFields } from '../../shared/notes.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/**
 * What the record says of an entry's standing: finalised (and by whom), a newer version of another,
 * replaced by a newer one, and — from the patient's hash chain — changed outside the system.
 */
export function EntryStatus({ entry }: { entry: FinalisedFields }) {
  const { finalizedAt, finalizedByName, supersedesId, supersededById, integrity } = entry;
  if (!finalizedAt && !supersedesId && !supersededById && !integrity.altered) return null;
  return (
    <p className="clinical-status">
      {integrity.altered && (
        <span className="clinical-status__altered" role="status" data-testid="entry-altered">
          ⚠ {U.alteredOutside}
        </span>
      )}
      {finalizedAt && (
        <span className="clinical-status__final" data-testid="entry-finalized">
          🔒 {U.finalizedBy(finalizedByName, when(finalizedAt))}
        </span>
      )}
      {supersedesId && <span className="clinical-status__note">{U.amends}</span>}
      {supersededById && <span className="clinical-status__note">{U.superseded}</span>}
    </p>
  );
}

/** Which actions an entry offers: a draft is edited, deleted or finalised; a finalised one gets a new version once. */
export const entryActions = (entry: FinalisedFields) => ({
  draft: !entry.finalizedAt,
  amendable: Boolean(entry.finalizedAt) && !entry.supersededById,
});
