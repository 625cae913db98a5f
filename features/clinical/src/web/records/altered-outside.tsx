import { CLINICAL_UI as U } from '../../shared/texts.ts';

/**
 * The patient's hash chain says this data no longer matches what the application wrote
 * (decisions 052, 058): 'Registro alterado fora do sistema', with what it is about when given.
 */
export function AlteredOutside({ detail, testId = 'entry-altered' }: { detail?: string; testId?: string }) {
  return (
    <p className="clinical-status">
      <span className="clinical-status__altered" role="status" data-testid={testId}>
        ⚠ {U.alteredOutside}
        {detail ? ` · ${detail}` : ''}
      </span>
    </p>
  );
}
