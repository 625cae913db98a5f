import { Button, DateField, SelectField } from '@agenda/ui';
import { AUDIT_ACTION_LABELS, type AuditFilters, type AuditMember } from '../../shared/records.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';

const ACTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

/** Who, what action, which days: what a patient's 'who saw my data?' asks. */
export function AccessFilters({
  filters,
  members,
  onChange,
  onExport,
  exporting,
}: {
  filters: AuditFilters;
  members: AuditMember[];
  onChange: (filters: AuditFilters) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const set = (key: keyof AuditFilters) => (value: string) => onChange({ ...filters, [key]: value || undefined });
  const any = Object.values(filters).some(Boolean);
  return (
    <fieldset className="clinical-access-filters">
      <legend className="ui-sr-only">{U.accessFilters}</legend>
      <SelectField
        label={U.who}
        value={filters.userId ?? ''}
        onChange={set('userId')}
        placeholder={U.everyone}
        options={members.map((m) => ({ value: m.id, label: m.name }))}
      />
      <SelectField
        label={U.action}
        value={filters.action ?? ''}
        onChange={set('action')}
        placeholder={U.anyAction}
        options={ACTIONS}
      />
      <DateField label={U.fromDate} value={filters.from ?? ''} onChange={set('from')} max={filters.to} />
      <DateField label={U.toDate} value={filters.to ?? ''} onChange={set('to')} min={filters.from} />
      <div className="ui-row clinical-access-filters__actions">
        {any && (
          <Button variant="ghost" onClick={() => onChange({})}>
            {U.clearFilters}
          </Button>
        )}
        <Button variant="secondary" onClick={onExport} loading={exporting}>
          {U.exportCsv}
        </Button>
      </div>
    </fieldset>
  );
}
