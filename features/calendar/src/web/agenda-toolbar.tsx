import { SelectField } from '@agenda/ui';
import type { CSSProperties } from 'react';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import type { AgendaView } from './agenda-preference.ts';
import type { AgendaScope } from './agenda-scope.ts';

/**
 * Above a team's grid: whose agenda (chips with each professional's colour, several at once, or
 * 'Todos') and the 'Dia' / 'Semana' switch. On a phone, one professional's day at a time: a select.
 */
export function AgendaToolbar({ scope, narrow }: { scope: AgendaScope; narrow: boolean }) {
  const { professionals, selected, select } = scope;
  if (narrow) {
    return (
      <div className="cal-toolbar">
        <SelectField
          className="cal-toolbar__select"
          label={T.professional}
          value={scope.columns[0]?.id ?? ''}
          onChange={(id) => select([id])}
          options={professionals.map((p) => ({ value: p.id, label: p.name }))}
        />
      </div>
    );
  }
  const toggle = (id: string) => {
    if (!selected) return select([id]);
    select(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  };
  return (
    <div className="cal-toolbar">
      <div className="cal-chips" role="group" aria-label={T.professionals}>
        <button type="button" className="cal-chip" aria-pressed={selected === null} onClick={() => select(null)}>
          {T.allProfessionals}
        </button>
        {professionals.map((p) => (
          <button
            key={p.id}
            type="button"
            className="cal-chip"
            aria-pressed={selected?.includes(p.id) ?? false}
            style={{ '--cal-pro': p.color } as CSSProperties}
            onClick={() => toggle(p.id)}
          >
            <span className="cal-chip__swatch" aria-hidden="true" />
            {p.name}
          </button>
        ))}
      </div>
      <ViewSwitch view={scope.view} onChange={scope.setView} />
    </div>
  );
}

function ViewSwitch({ view, onChange }: { view: AgendaView; onChange: (view: AgendaView) => void }) {
  const options: [AgendaView, string][] = [
    ['day', T.dayView],
    ['week', T.weekView],
  ];
  return (
    <div className="cal-view-switch" role="group" aria-label={T.viewLabel}>
      {options.map(([value, label]) => (
        <button key={value} type="button" aria-pressed={view === value} onClick={() => onChange(value)}>
          {label}
        </button>
      ))}
    </div>
  );
}
