import { changeFieldLabel, changeValueText } from '../../shared/access-labels.ts';
import type { AuditFieldChange } from '../../shared/records.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';

/** One changed field (the JSON answer leaves `undefined` values out). */
type ShownChange = Pick<AuditFieldChange, 'field'> & { oldValue?: unknown; newValue?: unknown };

/** What one save changed, field by field, folded until asked for (like a tab's history). */
export function AccessChanges({ changes }: { changes: ShownChange[] }) {
  return (
    <details className="clinical-access-changes">
      <summary>{U.changesCount(changes.length)}</summary>
      <table className="ui-table">
        <thead>
          <tr>
            <th>{U.field}</th>
            <th>{U.before}</th>
            <th>{U.after}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.field} data-testid="access-change">
              <td>{changeFieldLabel(c.field)}</td>
              <td>{changeValueText(c.field, c.oldValue) ?? U.emptyValue}</td>
              <td>{changeValueText(c.field, c.newValue) ?? U.emptyValue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
