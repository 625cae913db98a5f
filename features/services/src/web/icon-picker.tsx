import { cx } from './cx.ts';
import { ICON_PICKER_COLUMNS, SERVICE_TYPE_ICONS } from '../shared/icons.ts';

interface IconPickerProps {
  label: string;
  value: string;
  onChange: (icon: string) => void;
}

/** The 60-emoji grid (8 columns) of the type form; choosing the selected emoji again clears it. */
export function IconPicker({ label, value, onChange }: IconPickerProps) {
  return (
    <fieldset className="ui-field ui-fieldset services-icon-picker">
      <legend className="ui-label ui-fieldset__legend">{label}</legend>
      <div className="services-icon-grid" style={{ gridTemplateColumns: `repeat(${ICON_PICKER_COLUMNS}, minmax(0, 1fr))` }}>
        {SERVICE_TYPE_ICONS.map(({ emoji, label: name }) => {
          const selected = emoji === value;
          return (
            <button
              key={emoji}
              type="button"
              className={cx('services-icon-option', selected && 'services-icon-option--selected')}
              aria-pressed={selected}
              aria-label={name}
              title={name}
              onClick={() => onChange(selected ? '' : emoji)}
            >
              {emoji}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
