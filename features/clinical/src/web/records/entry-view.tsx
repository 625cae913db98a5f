import { formatDatePtBR } from '@agenda/br';
import { Button, readableButtonBackground } from '@agenda/ui';
import { type MedicalRecordData, RECORD_TYPE_COLORS, RECORD_TYPE_LABELS } from '../../shared/records.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';
import { EntryStatus, entryActions } from './entry-status.tsx';
import { Versions } from './versions.tsx';

export interface EntryViewProps {
  entry: MedicalRecordData;
  /** Absent where the entry is only read (read-only, or a screen that does not edit entries). */
  onEdit?: (entry: MedicalRecordData) => void;
  onRemove?: (entry: MedicalRecordData) => void;
  /** 'Finalizar e assinar' (a draft) and 'Nova versão' (a finalised entry); absent where only read. */
  onFinalize?: (entry: MedicalRecordData) => void;
  onAmend?: (entry: MedicalRecordData) => void;
}

/** One Prontuário Médico entry of the timeline, coloured by its type. */
export function EntryView({ entry: e, onEdit, onRemove, onFinalize, onAmend }: EntryViewProps) {
  const can = entryActions(e);
  return (
    <li
      className={`clinical-timeline__item clinical-timeline__item--${e.type}`}
      style={{ borderLeftColor: RECORD_TYPE_COLORS[e.type] }}
      data-testid="record-entry"
    >
      <span className="clinical-timeline__dot" style={{ background: RECORD_TYPE_COLORS[e.type] }} />
      <div className="ui-row ui-row--between">
        <div>
          <span className="clinical-chip" style={{ background: chipBackground(e.type) }}>
            {RECORD_TYPE_LABELS[e.type]}
          </span>{' '}
          <strong>{e.title}</strong>
        </div>
        <span className="ui-muted">
          {formatDatePtBR(e.date)} {e.time}
        </span>
      </div>
      <EntryStatus entry={e} />
      <p className="clinical-pre">{e.description}</p>
      {e.diagnosis && (
        <p>
          <strong>{U.diagnosis}:</strong> {e.diagnosis}
        </p>
      )}
      {e.treatment && (
        <p>
          <strong>{U.treatment}:</strong> {e.treatment}
        </p>
      )}
      {e.medications && (
        <p>
          <strong>{U.medications}:</strong> {e.medications}
        </p>
      )}
      {e.nextAppointment && (
        <p>
          <strong>{U.nextAppointment}:</strong> {formatDatePtBR(e.nextAppointment)}
        </p>
      )}
      <div className="ui-row ui-row--between">
        <span className="ui-muted">
          {U.professional}: {e.professionalName}
        </span>
        {onEdit && onRemove && can.draft && (
          <span className="ui-row">
            <Button variant="ghost" size="sm" onClick={() => onEdit(e)}>
              {U.edit}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => onRemove(e)}>
              {U.delete}
            </Button>
            {onFinalize && (
              <Button variant="secondary" size="sm" onClick={() => onFinalize(e)}>
                {U.finalize}
              </Button>
            )}
          </span>
        )}
        {onAmend && can.amendable && (
          <Button variant="ghost" size="sm" onClick={() => onAmend(e)}>
            {U.newVersion}
          </Button>
        )}
      </div>
      <Versions versions={e.versions} />
    </li>
  );
}

/** The type's colour behind a white label, darkened where white would not read on it (WCAG AA). */
export const chipBackground = (type: MedicalRecordData['type']) =>
  readableButtonBackground(RECORD_TYPE_COLORS[type]) ?? RECORD_TYPE_COLORS[type];
