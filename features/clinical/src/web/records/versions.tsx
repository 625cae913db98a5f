import type { RecordVersion } from '../../shared/notes.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';

const show = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(' · ')
    : String(value ?? '—');

/** 'editado' and, on demand, what the record said before each edit. */
export function Versions({ versions }: { versions: readonly RecordVersion[] }) {
  if (versions.length === 0) return null;
  return (
    <details className="clinical-versions">
      <summary>{U.edited}</summary>
      <ul>
        {[...versions].reverse().map((v) => (
          <li key={v.editedAt}>
            <span className="ui-muted">{U.earlierVersion(v.editedByName, new Date(v.editedAt).toLocaleString('pt-BR'))}</span>
            {Object.entries(v.data).map(([field, value]) => (
              <div key={field} className="clinical-versions__field">
                <strong>{field}</strong>: <s>{show(value)}</s>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </details>
  );
}
