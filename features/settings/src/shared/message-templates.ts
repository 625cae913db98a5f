// The messages staff send patients by WhatsApp, as templates the clinic edits in its agenda
// settings ('Mensagens'). Placeholders are pt-BR words in braces, filled when a message is built.

export const MESSAGE_KINDS = ['CONFIRMATION', 'RECALL'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  CONFIRMATION: 'Confirmação da consulta',
  RECALL: 'Retorno',
};

/** The placeholders each kind fills, with what each one becomes. */
export const MESSAGE_PLACEHOLDERS: Record<MessageKind, Record<string, string>> = {
  CONFIRMATION: {
    nome: 'primeiro nome do paciente',
    data: 'data da consulta (dd/mm/aaaa)',
    hora: 'horário de início',
    profissional: 'nome do profissional',
    clinica: 'nome da clínica',
    link: 'link para o paciente confirmar, cancelar ou pedir para remarcar',
  },
  RECALL: {
    nome: 'primeiro nome do paciente',
    servico: 'serviço do retorno',
    data: 'data prevista do retorno (dd/mm/aaaa)',
    clinica: 'nome da clínica',
  },
};

export const DEFAULT_MESSAGE_TEMPLATES: Record<MessageKind, string> = {
  CONFIRMATION:
    'Olá, {nome}! Sua consulta na {clinica} está marcada para {data} às {hora} com {profissional}. ' +
    'Confirme sua presença, cancele ou peça para remarcar por este link: {link}',
  RECALL:
    'Olá, {nome}! Está chegando a hora do seu retorno de {servico} na {clinica} (previsto para {data}). ' +
    'Quer agendar? Responda esta mensagem e encontramos o melhor horário para você.',
};
