import { CheckboxField, DateField, SelectField, TextAreaField, TextField } from '@agenda/ui';
import type { CSSProperties } from 'react';
import type { TabField } from '../shared/tab-config.ts';
import type { TabValue } from '../shared/tab-rules.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';

export interface TabFieldInputProps {
  field: TabField;
  value: TabValue | undefined;
  onChange: (value: TabValue) => void;
  disabled?: boolean;
}

/** The grid placement of a field: `layout` half/third/full, or an explicit CSS `width`. */
export function fieldPlacement(field: TabField): { className: string; style?: CSSProperties } {
  const layout =
    field.layout ??
    (field.type === 'textarea' || field.type === 'rich-textarea' || field.type === 'checkbox-group' ? 'full' : 'half');
  return {
    className: `clients-tab-field clients-tab-field--${layout}`,
    ...(field.width ? { style: { width: field.width } } : {}),
  };
}

/** A choice among options drawn as radio buttons (radio, and Sim/Não for a boolean). */
function RadioGroup({
  field,
  options,
  value,
  onChange,
  disabled,
}: {
  field: TabField;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="ui-fieldset clients-choice" disabled={disabled || field.readOnly}>
      <legend className="ui-label">
        {field.label}
        {field.required && <span className="ui-required"> *</span>}
      </legend>
      <div className="clients-choice__options">
        {options.map((option) => (
          <label key={option.value} className="clients-choice__option">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {field.helpText && <p className="ui-hint">{field.helpText}</p>}
    </fieldset>
  );
}

/** One field of a client tab's form, by its config type (§3.8). */
export function TabFieldInput({ field, value, onChange, disabled }: TabFieldInputProps) {
  const text = typeof value === 'string' ? value : '';
  const common = { label: field.label, name: field.name, required: field.required, hint: field.helpText, disabled };
  switch (field.type) {
    case 'date':
      return <DateField {...common} value={text} onChange={onChange} disabled={disabled || field.readOnly} />;
    case 'textarea':
    case 'rich-textarea':
      return (
        <TextAreaField
          {...common}
          value={text}
          onChange={onChange}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          rows={field.rows ?? (field.type === 'rich-textarea' ? 6 : 3)}
          disabled={disabled || field.readOnly}
        />
      );
    case 'select':
      return (
        <SelectField
          {...common}
          value={text}
          onChange={onChange}
          options={field.options ?? []}
          placeholder={field.placeholder ?? T.selectPlaceholder}
          disabled={disabled || field.readOnly}
        />
      );
    case 'radio':
      return <RadioGroup field={field} options={field.options ?? []} value={text} onChange={onChange} disabled={disabled} />;
    case 'boolean':
      return (
        <RadioGroup
          field={field}
          options={[
            { value: 'true', label: T.yes },
            { value: 'false', label: T.no },
          ]}
          value={value === true ? 'true' : value === false ? 'false' : ''}
          onChange={(next) => onChange(next === 'true')}
          disabled={disabled}
        />
      );
    case 'checkbox':
      return (
        <CheckboxField
          label={field.label}
          name={field.name}
          checked={value === true}
          onChange={onChange}
          hint={field.helpText}
          disabled={disabled || field.readOnly}
        />
      );
    case 'checkbox-group': {
      const selected = Array.isArray(value) ? value : [];
      return (
        <fieldset className="ui-fieldset clients-choice" disabled={disabled || field.readOnly}>
          <legend className="ui-label">
            {field.label}
            {field.required && <span className="ui-required"> *</span>}
          </legend>
          <div className="clients-choice__options clients-choice__options--grid">
            {(field.options ?? []).map((option) => (
              <CheckboxField
                key={option.value}
                label={option.label}
                name={`${field.name}.${option.value}`}
                checked={selected.includes(option.value)}
                onChange={(on) =>
                  onChange(
                    (field.options ?? []).map((o) => o.value).filter((v) => (v === option.value ? on : selected.includes(v))),
                  )
                }
              />
            ))}
          </div>
          {field.helpText && <p className="ui-hint">{field.helpText}</p>}
        </fieldset>
      );
    }
    default:
      return (
        <TextField
          {...common}
          value={text}
          onChange={onChange}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          readOnly={field.readOnly}
          autoComplete="off"
        />
      );
  }
}
