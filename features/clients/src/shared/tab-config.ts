import type { TabField, TabSection } from '@agenda/auth/shared';

export type { TabField, TabSection };

export type ParsedTabConfig =
  | { kind: 'module'; type: string; introText: string | null }
  | {
      kind: 'form';
      introText: string | null;
      sections: TabSection[];
      submitButton: { text: string; className?: string; color?: string } | null;
    }
  /** A config that cannot be read: no fields ('Nenhum campo configurado para esta aba.'). */
  | { kind: 'empty' };

const FIELD_TYPES = new Set([
  'text',
  'date',
  'textarea',
  'rich-textarea',
  'select',
  'boolean',
  'checkbox',
  'radio',
  'checkbox-group',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isField(value: unknown): value is TabField {
  return (
    isObject(value) &&
    typeof value.name === 'string' &&
    value.name !== '' &&
    typeof value.label === 'string' &&
    typeof value.type === 'string' &&
    FIELD_TYPES.has(value.type)
  );
}

function fieldsOf(value: unknown): TabField[] {
  return Array.isArray(value) ? value.filter(isField) : [];
}

/**
 * A tab's `fieldConfig` (an object, or the JSON text the spec stores) read defensively: a module
 * `type`, or sections of fields (a bare `fields` list is one untitled section). Malformed fields are
 * skipped; nothing usable is `empty`.
 */
export function parseTabConfig(fieldConfig: unknown): ParsedTabConfig {
  let config = fieldConfig;
  if (typeof config === 'string') {
    try {
      config = JSON.parse(config);
    } catch {
      return { kind: 'empty' };
    }
  }
  if (!isObject(config)) return { kind: 'empty' };
  const introText = typeof config.introText === 'string' && config.introText ? config.introText : null;
  if (typeof config.type === 'string' && config.type) return { kind: 'module', type: config.type, introText };
  const sections: TabSection[] = [];
  if (Array.isArray(config.sections)) {
    for (const section of config.sections) {
      if (!isObject(section)) continue;
      const fields = fieldsOf(section.fields);
      if (fields.length) sections.push({ title: typeof section.title === 'string' ? section.title : '', fields });
    }
  }
  const loose = fieldsOf(config.fields);
  if (loose.length) sections.push({ title: '', fields: loose });
  if (!sections.length) return { kind: 'empty' };
  const button = config.submitButton;
  const submitButton =
    isObject(button) && typeof button.text === 'string'
      ? {
          text: button.text,
          ...(typeof button.className === 'string' ? { className: button.className } : {}),
          ...(typeof button.color === 'string' ? { color: button.color } : {}),
        }
      : null;
  return { kind: 'form', introText, sections, submitButton };
}

/** Every field of a form config, in order. */
export const configFields = (config: ParsedTabConfig): TabField[] =>
  config.kind === 'form' ? config.sections.flatMap((s) => s.fields) : [];
