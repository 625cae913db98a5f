import { formatCpf, formatDatePtBR, formatPhone } from '@agenda/br';
import { Badge, SelectField } from '@agenda/ui';
import { IMPORT_FIELDS, IMPORT_FIELD_KEYS, type ImportField, type ImportMapping } from '../../shared/import.ts';
import type { PreviewAnswer } from '../../shared/import-schemas.ts';
import { IMPORT_UI as U } from '../../shared/import-texts.ts';
import type { Duplicates } from './import-api.ts';

const SHOWN_PROBLEMS = 100;
const FIELD_OPTIONS = IMPORT_FIELD_KEYS.map((key) => ({ value: key, label: IMPORT_FIELDS[key] }));

export interface ImportPreviewProps {
  answer: PreviewAnswer;
  mapping: ImportMapping;
  duplicates: Duplicates;
  busy: boolean;
  onMapping: (mapping: ImportMapping) => void;
  onDuplicates: (duplicates: Duplicates) => void;
}

/** The dry run's answer: counts, the columns' mapping, the first rows as stored, the problems by line. */
export function ImportPreview({ answer, mapping, duplicates, busy, onMapping, onDuplicates }: ImportPreviewProps) {
  const problems = answer.errors;
  return (
    <div className="clients-import__preview">
      <p className="clients-import__summary" role="status">
        {U.summary(answer.total, answer.ready, answer.duplicates, answer.problemLines)}
      </p>

      <fieldset className="clients-import__mapping" disabled={busy}>
        <legend>{U.mappingTitle}</legend>
        <p className="ui-muted">{U.mappingHint}</p>
        <div className="clients-import__columns">
          {answer.headers.map((header, i) => (
            <SelectField
              key={`${i}-${header}`}
              label={header || `Coluna ${i + 1}`}
              name={`column-${i}`}
              value={mapping[String(i)] ?? ''}
              placeholder={U.ignoreColumn}
              options={FIELD_OPTIONS}
              onChange={(value) => onMapping({ ...mapping, [String(i)]: (value || null) as ImportField | null })}
            />
          ))}
        </div>
      </fieldset>

      <h3 className="clients-import__h3">{U.previewTitle}</h3>
      {answer.preview.length === 0 ? (
        <p className="ui-muted">{U.previewEmpty}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable)
        <div className="clients-import__scroll" tabIndex={0} role="region" aria-label={U.previewTitle}>
          <table className="clients-import__table">
            <thead>
              <tr>
                <th scope="col">{U.line}</th>
                <th scope="col">{IMPORT_FIELDS.fullName}</th>
                <th scope="col">{IMPORT_FIELDS.cpf}</th>
                <th scope="col">{IMPORT_FIELDS.phone}</th>
                <th scope="col">{IMPORT_FIELDS.birthDate}</th>
                <th scope="col">{IMPORT_FIELDS.email}</th>
                <th scope="col">{IMPORT_FIELDS.city}</th>
              </tr>
            </thead>
            <tbody>
              {answer.preview.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>
                    {row.fullName} {row.duplicate && <Badge tone="amber">{U.alreadyRegistered}</Badge>}
                  </td>
                  <td>{formatCpf(row.cpf)}</td>
                  <td>{formatPhone(row.phone)}</td>
                  <td>{row.birthDate ? formatDatePtBR(row.birthDate) : ''}</td>
                  <td>{row.email ?? ''}</td>
                  <td>{row.city ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {problems.length > 0 && (
        <>
          <h3 className="clients-import__h3">{U.problemsTitle}</h3>
          <ul className="clients-import__problems" aria-label={U.problemsTitle}>
            {problems.slice(0, SHOWN_PROBLEMS).map((p) => (
              <li key={`${p.line}-${p.field}-${p.message}`}>
                <strong>
                  {U.line} {p.line}
                </strong>
                {p.field ? ` · ${IMPORT_FIELDS[p.field]}` : ''}: {p.message}
              </li>
            ))}
          </ul>
          {problems.length > SHOWN_PROBLEMS && <p className="ui-muted">{U.moreProblems(problems.length - SHOWN_PROBLEMS)}</p>}
        </>
      )}

      {answer.duplicates > 0 && (
        <fieldset className="clients-import__duplicates">
          <legend>{U.duplicatesTitle}</legend>
          {(['skip', 'merge'] as const).map((value) => (
            <label key={value} className="ui-radio">
              <input
                type="radio"
                name="duplicates"
                value={value}
                checked={duplicates === value}
                onChange={() => onDuplicates(value)}
              />{' '}
              {value === 'skip' ? U.duplicatesSkip : U.duplicatesMerge}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
