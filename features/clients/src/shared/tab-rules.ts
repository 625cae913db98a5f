import { isValidDateString } from '@agenda/br';
import type { TabField } from './tab-config.ts';
import { CLIENTS_TEXTS as T } from './texts.ts';

export type TabValue = string | boolean | string[];
export type TabValues = Record<string, TabValue>;

/** The field that holds the client's name, read-only and filled from the record (§3.8). */
export const CLIENT_NAME_FIELD = 'nomeCompleto';

/** A value that counts as not filled in: absent, '', an empty list. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * §4: a field with `dependsOn` is visible only when the controlling field holds `showWhen` (one
 * value or any of a list); a checkbox group holding it among its values counts. A field whose
 * controller is itself hidden is hidden too.
 */
export function isFieldVisible(field: TabField, values: Record<string, unknown>, fields: TabField[] = []): boolean {
  if (!field.dependsOn) return true;
  const controller = fields.find((f) => f.name === field.dependsOn);
  if (
    controller &&
    controller !== field &&
    !isFieldVisible(
      controller,
      values,
      fields.filter((f) => f !== field),
    )
  ) {
    return false;
  }
  const current = values[field.dependsOn];
  const wanted = field.showWhen === undefined ? [true] : Array.isArray(field.showWhen) ? field.showWhen : [field.showWhen];
  const held = Array.isArray(current) ? current : [current];
  return held.some((value) => wanted.some((w) => w === value || (typeof w !== typeof value && String(w) === String(value))));
}

/** What the form starts with: the stored values, else the defaults ('today' for a date), and the client's name. */
export function initialTabValues(
  fields: TabField[],
  stored: Record<string, unknown>,
  clientName: string,
  today: string,
): TabValues {
  const values: TabValues = {};
  for (const field of fields) {
    const value = stored[field.name];
    if (field.name === CLIENT_NAME_FIELD && field.readOnly) values[field.name] = clientName;
    else if (!isBlank(value)) values[field.name] = value as TabValue;
    else if (field.defaultValue === 'today' && field.type === 'date') values[field.name] = today;
    else if (field.defaultValue !== undefined) values[field.name] = field.defaultValue;
  }
  return values;
}

const optionValues = (field: TabField) => new Set((field.options ?? []).map((o) => o.value));

/**
 * The data a save may store: only the config's fields, visible and editable ones (read-only fields
 * such as the client's name are not stored), blanks left out, each value checked against its field.
 * Answers the first broken rule as a pt-BR message.
 */
export function validateTabData(
  fields: TabField[],
  raw: Record<string, unknown>,
): { data: TabValues; error: null } | { data: null; error: string } {
  const data: TabValues = {};
  const fail = (error: string) => ({ data: null, error }) as const;
  for (const field of fields) {
    if (field.readOnly || !isFieldVisible(field, raw, fields)) continue;
    const value = raw[field.name];
    if (isBlank(value)) {
      if (field.required) return fail(T.tabFieldRequired(field.label));
      continue;
    }
    switch (field.type) {
      case 'boolean':
      case 'checkbox':
        if (typeof value !== 'boolean') return fail(T.tabFieldInvalid(field.label));
        if (field.required && value === false) return fail(T.tabFieldRequired(field.label));
        data[field.name] = value;
        break;
      case 'checkbox-group': {
        const allowed = optionValues(field);
        if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && allowed.has(v))) {
          return fail(T.tabFieldInvalid(field.label));
        }
        data[field.name] = [...new Set(value as string[])];
        break;
      }
      case 'select':
      case 'radio':
        if (typeof value !== 'string' || !optionValues(field).has(value)) return fail(T.tabFieldInvalid(field.label));
        data[field.name] = value;
        break;
      case 'date':
        if (typeof value !== 'string' || !isValidDateString(value)) return fail(T.tabFieldInvalid(field.label));
        data[field.name] = value;
        break;
      default: {
        if (typeof value !== 'string') return fail(T.tabFieldInvalid(field.label));
        const text = value.trim();
        if (!text) {
          if (field.required) return fail(T.tabFieldRequired(field.label));
          continue;
        }
        const max = field.maxLength ?? TAB_TEXT_MAX;
        if (text.length > max) return fail(T.tooLong(field.label, max));
        data[field.name] = text;
      }
    }
  }
  return { data, error: null };
}

/** A text field without its own maxLength still has a bound. */
export const TAB_TEXT_MAX = 20_000;
export const TAB_NOTES_MAX = 5000;
