import { type Em, make } from '@agenda/db';
import { DEFAULT_TEMPLATES, DOCUMENT_KINDS, type DocumentKind, KIND_LABELS, KIND_VARIABLES } from '../shared/kinds.ts';
import { DocumentTemplateSchema } from './entities/document-template.entity.ts';

export interface TemplateData {
  kind: DocumentKind;
  label: string;
  /** The clinic's template; null while the kind's default is in use. */
  id: string | null;
  body: string;
  isDefault: boolean;
  variables: readonly string[];
}

/** Every kind's template as the clinic uses it now. */
export async function listTemplates(em: Em, companyId: string): Promise<TemplateData[]> {
  const own = new Map((await em.find(DocumentTemplateSchema, { companyId })).map((t) => [t.kind, t]));
  return DOCUMENT_KINDS.map((kind) => {
    const t = own.get(kind);
    return {
      kind,
      label: KIND_LABELS[kind],
      id: t?.id ?? null,
      body: t?.body ?? DEFAULT_TEMPLATES[kind],
      isDefault: !t,
      variables: KIND_VARIABLES[kind],
    };
  });
}

/** The template of `kind` a new document uses (the clinic's, else the default); `id` must be the clinic's of that kind. */
export async function templateFor(em: Em, companyId: string, kind: DocumentKind, id?: string | null): Promise<string | null> {
  const own = await em.findOne(DocumentTemplateSchema, { companyId, kind });
  if (id && own?.id !== id) return null;
  return own?.body ?? DEFAULT_TEMPLATES[kind];
}

/** Saves the clinic's text of one kind (already checked: only the kind's variables). */
export async function saveTemplate(
  em: Em,
  companyId: string,
  input: { kind: DocumentKind; body: string },
): Promise<TemplateData> {
  const existing = await em.findOne(DocumentTemplateSchema, { companyId, kind: input.kind });
  if (existing) existing.body = input.body;
  else make(em, DocumentTemplateSchema, { companyId, kind: input.kind, body: input.body });
  await em.flush();
  const saved = (await listTemplates(em, companyId)).find((t) => t.kind === input.kind);
  if (!saved) throw new Error(`Template ${input.kind} was not saved`);
  return saved;
}
