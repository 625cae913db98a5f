import { formatDatePtBR } from '@agenda/br';

/** Every pt-BR text of quotes ('Orçamentos'): answers, statuses, reasons and screens. */
export const QUOTES_TEXTS = {
  quoteNotFound: 'Orçamento não encontrado',
  clientNotFound: 'Cliente não encontrado',
  professionalNotFound: 'Profissional não encontrado',
  serviceNotFound: 'Serviço não encontrado',
  toothTreatmentNotFound: 'Tratamento planejado não encontrado',
  linkNotFound: 'Link de orçamento inválido ou expirado',
  invalidId: 'Identificador inválido',
  invalidStatus: 'Status inválido',
  invalidDate: 'Data inválida',
  invalidFrom: 'Data inicial inválida',
  invalidTo: 'Data final inválida',
  invalidValidUntil: 'Validade inválida',
  validUntilPast: 'A validade não pode ser anterior a hoje',
  itemsRequired: 'Inclua ao menos um item no orçamento',
  tooManyItems: 'Um orçamento aceita no máximo 100 itens',
  tooManyAlternatives: 'Um orçamento aceita no máximo 3 alternativas',
  itemSourceRequired: 'Cada item precisa de um tratamento planejado ou de um serviço',
  invalidDescription: 'Descrição do item inválida',
  descriptionTooLong: 'Descrição do item muito longa',
  invalidLabel: 'Nome da alternativa inválido',
  invalidTooth: 'Dente inválido',
  invalidSurfaces: 'Faces inválidas (use M, D, O, I, V, B, L ou P)',
  invalidPrice: 'Valor do item inválido (em centavos, inteiro e não negativo)',
  invalidDiscount: 'Desconto inválido',
  invalidPercent: 'Percentual inválido (de 0 a 100, até duas casas decimais)',
  oneDiscountKind: 'Informe o desconto em R$ ou em %, não os dois',
  invalidPlan: 'Forma de pagamento inválida',
  invalidInstallments: 'Número de parcelas inválido (de 1 a 60)',
  invalidCardInstallments: 'Número de parcelas no cartão inválido (de 1 a 12)',
  invalidDueDay: 'Dia de vencimento inválido (de 1 a 31)',
  entryExceedsTotal: 'A entrada não pode ser maior que o total do orçamento',
  invalidNotes: 'Observações inválidas',
  notesTooLong: 'Observações muito longas',
  invalidAlternative: 'Alternativa inválida',
  invalidReason: 'Motivo da recusa inválido',
  invalidMethod: 'Forma de aprovação inválida',
  invalidName: 'Nome inválido',
  invalidSignature: 'Assinatura inválida: desenhe a assinatura no quadro',
  signatureTooLarge: 'Assinatura grande demais',
  notEditable: (status: string) => `Um orçamento ${status.toLowerCase()} não pode ser alterado`,
  notSendable: (status: string) => `Um orçamento ${status.toLowerCase()} não pode ser enviado`,
  notAnswerable: (status: string) => `Este orçamento já está ${status.toLowerCase()}`,
  expired: 'Este orçamento expirou: faça uma nova versão com outra validade',
  identityMismatch: 'Nome ou data de nascimento não conferem com o cadastro',
  linkLocked: 'Muitas tentativas: o link foi bloqueado por 1 hora',
  documentChanged: 'O orçamento foi alterado desde que a página foi aberta: recarregue a página e confira antes de aprovar',
  noSeller: 'O orçamento não tem quem o fez na equipe: aprove-o no balcão',
  noBirthDate: 'O cadastro do paciente não tem data de nascimento: aprove o orçamento no balcão',
  approvedByPatient: (at: string) => `Aprovado pelo paciente em ${at}`,
  approvedAtDesk: (at: string, by: string) => `Aprovado no balcão em ${at}${by ? ` por ${by}` : ''}`,
  validUntil: (date: string) => `Válido até ${formatDatePtBR(date)}`,
  whatsappMessage: (firstName: string, clinic: string, url: string) =>
    `Olá, ${firstName}! Segue o seu orçamento da ${clinic}. Para ver os itens, escolher a forma de pagamento e aprovar, acesse: ${url}`,
  followUpMessage: (firstName: string, clinic: string, url: string) =>
    `Olá, ${firstName}! Aqui é da ${clinic}. Ficou alguma dúvida sobre o seu orçamento? Ele continua disponível em: ${url}`,
} as const;

export const QUOTE_STATUSES = ['RASCUNHO', 'ENVIADO', 'APROVADO', 'RECUSADO', 'EXPIRADO'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  RASCUNHO: 'Rascunho',
  ENVIADO: 'Enviado',
  APROVADO: 'Aprovado',
  RECUSADO: 'Recusado',
  EXPIRADO: 'Expirado',
};

export const REJECT_REASONS = ['VALOR', 'CONDICOES', 'OUTRA_CLINICA', 'ADIOU', 'SEGUNDA_OPINIAO', 'OUTRO'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  VALOR: 'Valor acima do esperado',
  CONDICOES: 'Condições de pagamento',
  OUTRA_CLINICA: 'Escolheu outra clínica',
  ADIOU: 'Vai adiar o tratamento',
  SEGUNDA_OPINIAO: 'Quer uma segunda opinião',
  OUTRO: 'Outro motivo',
};

/** How a desk approval reached the clinic. */
export const DESK_APPROVAL_METHODS = ['PRESENCIAL', 'TELEFONE', 'WHATSAPP', 'EMAIL'] as const;
export type DeskApprovalMethod = (typeof DESK_APPROVAL_METHODS)[number];
export const DESK_APPROVAL_METHOD_LABELS: Record<DeskApprovalMethod, string> = {
  PRESENCIAL: 'Presencialmente',
  TELEFONE: 'Por telefone',
  WHATSAPP: 'Pelo WhatsApp',
  EMAIL: 'Por e-mail',
};

export const PAYMENT_KIND_LABELS = {
  A_VISTA: 'À vista',
  ENTRADA_PARCELAS: 'Entrada + parcelas',
  CARTAO: 'Cartão',
} as const;
