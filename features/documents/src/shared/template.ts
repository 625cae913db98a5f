import { type DocumentKind, KIND_VARIABLES } from './kinds.ts';

const VARIABLE = /\{([^{}\s]{1,40})\}/g;

/** The variables a template names, each once, in the order they first appear. */
export function templateVariables(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1] as string))];
}

/** The variables of `text` the kind does not know (what a save refuses, by name). */
export function unknownVariables(kind: DocumentKind, text: string): string[] {
  const known = new Set(KIND_VARIABLES[kind]);
  return templateVariables(text).filter((name) => !known.has(name));
}

/** The template with each known variable replaced by its value; a variable without a value prints blank. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? '') : whole));
}

/** '2 dias' / '1 dia' / '3 horas': the leave an atestado grants. */
export function leaveOf(fields: { dias?: number | null; horas?: number | null }): string {
  if (fields.dias) return `${fields.dias} ${fields.dias === 1 ? 'dia' : 'dias'}`;
  if (fields.horas) return `${fields.horas} ${fields.horas === 1 ? 'hora' : 'horas'}`;
  return '';
}
