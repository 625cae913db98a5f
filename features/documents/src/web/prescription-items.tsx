import { Button, FieldFrame, SelectField, TextField } from '@agenda/ui';
import { ROUTES_OF_USE, ROUTE_LABELS, type RouteOfUse } from '../shared/kinds.ts';
import type { PrescriptionItem } from '../shared/schemas.ts';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';

export const blankItem = (): PrescriptionItem => ({ medicine: '', dosage: '', quantity: '', route: 'interno', notes: '' });
const ROUTE_OPTIONS = ROUTES_OF_USE.map((value) => ({ value, label: ROUTE_LABELS[value] }));
const SUGGESTIONS_ID = 'documents-medicine-suggestions';

/** The prescription's medicines: name (the professional's frequent ones suggested), dosage, quantity, use, notes. */
export function PrescriptionItems({
  items,
  onChange,
  suggestions,
}: {
  items: PrescriptionItem[];
  onChange: (items: PrescriptionItem[]) => void;
  suggestions: readonly PrescriptionItem[];
}) {
  const set = (index: number, patch: Partial<PrescriptionItem>) => {
    const next = items.map((item, i) => (i === index ? { ...item, ...patch } : item));
    // A suggested medicine brings how it was last prescribed.
    const known = patch.medicine && suggestions.find((s) => s.medicine === patch.medicine);
    const current = next[index];
    if (known && current && !current.dosage && !current.quantity)
      next[index] = { ...current, dosage: known.dosage, quantity: known.quantity, route: known.route };
    onChange(next);
  };
  return (
    <div className="documents-items">
      <datalist id={SUGGESTIONS_ID} aria-label={T.suggestions}>
        {suggestions.map((s) => (
          <option key={s.medicine} value={s.medicine} />
        ))}
      </datalist>
      {items.map((item, index) => (
        <fieldset key={index} className="documents-item-fields">
          <legend>{T.medicineHeading(index + 1)}</legend>
          <FieldWithList label={T.medicine} value={item.medicine} onChange={(medicine) => set(index, { medicine })} />
          <TextField label={T.dosage} value={item.dosage} onChange={(dosage) => set(index, { dosage })} maxLength={200} />
          <div className="documents-row">
            <TextField
              label={T.quantity}
              value={item.quantity}
              onChange={(quantity) => set(index, { quantity })}
              maxLength={100}
            />
            <SelectField
              label={T.route}
              value={item.route}
              options={ROUTE_OPTIONS}
              onChange={(route) => set(index, { route: route as RouteOfUse })}
            />
          </div>
          <TextField label={T.itemNotes} value={item.notes} onChange={(notes) => set(index, { notes })} maxLength={500} />
          {items.length > 1 ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              aria-label={T.removeMedicine(index + 1)}
            >
              ✕ {T.removeMedicine(index + 1)}
            </Button>
          ) : null}
        </fieldset>
      ))}
      <Button size="sm" variant="secondary" onClick={() => onChange([...items, blankItem()])}>
        + {T.addMedicine}
      </Button>
    </div>
  );
}

/** A text field tied to the suggestions' datalist. */
function FieldWithList({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FieldFrame label={label} required>
      {(control) => (
        <input
          {...control}
          className="ui-input"
          list={SUGGESTIONS_ID}
          value={value}
          maxLength={200}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
