// One set of rules for the 'Mensagens' tab, the tRPC input and the REST shim.
import * as v from 'valibot';
import { MESSAGE_KINDS, MESSAGE_KIND_LABELS, MESSAGE_PLACEHOLDERS, type MessageKind } from './message-templates.ts';

export const MAX_TEMPLATE_LENGTH = 1000;

export const MESSAGE_TEXTS = {
  tab: 'Mensagens',
  hint: 'Os textos que a equipe envia aos pacientes pelo WhatsApp. Os marcadores entre chaves viram os dados de cada paciente.',
  placeholders: 'Marcadores',
  preview: 'Prévia',
  restore: 'Restaurar padrão',
  save: 'Salvar',
  saving: 'Salvando...',
  saved: 'Mensagens salvas!',
  saveFailed: 'Erro ao salvar as mensagens',
  loadFailed: 'Erro ao carregar as mensagens',
  required: (kind: MessageKind) => `Escreva a mensagem de ${MESSAGE_KIND_LABELS[kind]}`,
  tooLong: (kind: MessageKind) =>
    `A mensagem de ${MESSAGE_KIND_LABELS[kind]} pode ter no máximo ${MAX_TEMPLATE_LENGTH} caracteres`,
  linkMissing: 'A mensagem de Confirmação da consulta precisa do marcador {link}: é por ele que o paciente confirma ou cancela',
  unknownPlaceholder: (kind: MessageKind, name: string) =>
    `A mensagem de ${MESSAGE_KIND_LABELS[kind]} usa um marcador que não existe: {${name}}`,
  invalid: 'Informe as mensagens em templates (CONFIRMATION e/ou RECALL)',
} as const;

/** Example values for the live preview, as a real message would read. */
export const MESSAGE_SAMPLES: Record<MessageKind, Record<string, string>> = {
  CONFIRMATION: {
    nome: 'Maria',
    data: '15/03/2027',
    hora: '09:30',
    profissional: 'Dra. Ana Souza',
    clinica: 'Clínica Sorriso',
    link: 'https://agenda.exemplo.com.br/p/abc123',
  },
  RECALL: { nome: 'Maria', servico: 'Limpeza', data: '15/03/2027', clinica: 'Clínica Sorriso' },
};

/** The body as stored: without blanks around it. */
export const normalizeTemplate = (body: string) => body.trim();

/**
 * Why a template cannot be saved, or null. A confirmation without `{link}` would leave the patient
 * nothing to answer through, and the agenda would never learn the answer; a misspelt placeholder
 * would reach the patient as written.
 */
export function templateError(kind: MessageKind, body: string): string | null {
  const text = normalizeTemplate(body);
  if (!text) return MESSAGE_TEXTS.required(kind);
  if (text.length > MAX_TEMPLATE_LENGTH) return MESSAGE_TEXTS.tooLong(kind);
  for (const [, name] of text.matchAll(/\{([^{}\s]*)\}/g)) {
    if (!(String(name).toLowerCase() in MESSAGE_PLACEHOLDERS[kind])) return MESSAGE_TEXTS.unknownPlaceholder(kind, String(name));
  }
  if (kind === 'CONFIRMATION' && !/\{link\}/i.test(text)) return MESSAGE_TEXTS.linkMissing;
  return null;
}

const templateSchema = (kind: MessageKind) =>
  v.optional(
    v.pipe(
      v.string(MESSAGE_TEXTS.required(kind)),
      v.rawCheck(({ dataset, addIssue }) => {
        const error = dataset.typed ? templateError(kind, dataset.value) : null;
        if (error) addIssue({ message: error });
      }),
      v.transform(normalizeTemplate),
    ),
  );

export const messagesUpdateSchema = v.object(
  {
    templates: v.strictObject(
      Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, templateSchema(kind)])) as {
        [K in MessageKind]: ReturnType<typeof templateSchema>;
      },
      MESSAGE_TEXTS.invalid,
    ),
  },
  MESSAGE_TEXTS.invalid,
);
export type MessagesUpdate = v.InferOutput<typeof messagesUpdateSchema>;
