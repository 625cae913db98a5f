import { useId } from 'react';
import type { SeriesScope } from '../shared/series.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import './series.css';

/** A series member's change: 'Somente este' or 'Este e os seguintes'. */
export function ScopeChoice({ value, onChange }: { value: SeriesScope; onChange: (scope: SeriesScope) => void }) {
  const name = useId();
  const options: [SeriesScope, string][] = [
    ['ONE', T.scopeOne],
    ['FOLLOWING', T.scopeFollowing],
  ];
  return (
    <fieldset className="cal-scope">
      <legend>
        {T.scopeTitle}. {T.scopeQuestion}
      </legend>
      {options.map(([scope, label]) => (
        <label key={scope}>
          <input type="radio" name={name} value={scope} checked={value === scope} onChange={() => onChange(scope)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
