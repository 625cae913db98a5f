/** Where a message stands, in the words the clinic reads on 'Mensagens'. */
export const MESSAGE_STATUSES = ['agendado', 'enviando', 'enviado', 'entregue', 'lido', 'falhou', 'cancelado'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  agendado: 'Agendado',
  enviando: 'Enviando',
  enviado: 'Enviado',
  entregue: 'Entregue',
  lido: 'Lido',
  falhou: 'Falhou',
  cancelado: 'Cancelado',
};

export const CHANNELS = ['whatsapp', 'email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];
