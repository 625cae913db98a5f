// What people read of this feature: the clinic's 'Confirmações' page and the patient's link page.

export const CONFIRMATIONS_TEXTS = {
  pageTitle: 'Confirmações',
  pageSubtitle: 'Lembre os pacientes da consulta pelo WhatsApp; as respostas pelo link aparecem aqui e na agenda.',
  dateLabel: 'Dia das consultas',
  empty: 'Nenhuma consulta neste dia.',
  loadFailed: 'Não foi possível carregar as confirmações',
  sendWhatsapp: 'Enviar WhatsApp',
  copyLink: 'Copiar link',
  linkCopied: 'Link copiado',
  copyFailed: 'Não foi possível copiar; o link é:',
  messageSent: 'Mensagem enviada',
  sentBy: (who: string, when: string) => `por ${who} em ${when}`,
  wantsReschedule: 'Quer remarcar',
  patientLink: 'Link do paciente',
  linkClosed: 'Esta consulta não tem mais link: já passou ou foi cancelada pela clínica.',
  columns: { time: 'Horário', patient: 'Paciente', professional: 'Profissional', status: 'Status', actions: 'Ações' },
  appointmentNotFound: 'Agendamento não encontrado',
  invalidDate: 'Data inválida',
  /** The link no longer opens anything: it ended, or the clinic cancelled or moved it. */
  linkGone: 'Esta consulta já passou ou foi cancelada: não há link para ela.',
} as const;

/** The patient's page (server-rendered, pt-BR). */
export const PATIENT_PAGE_TEXTS = {
  title: 'Sua consulta',
  greeting: (name: string) => (name ? `Olá, ${name}!` : 'Olá!'),
  intro: 'Confira os dados da sua consulta:',
  when: 'Quando',
  where: 'Onde',
  who: 'Profissional',
  what: 'Serviço',
  status: 'Situação',
  confirm: 'Confirmar presença',
  cancel: 'Cancelar',
  reschedule: 'Preciso remarcar',
  reasonLabel: 'Motivo do cancelamento (opcional)',
  rescheduleReasonLabel: 'Algum horário de preferência? (opcional)',
  confirmed: 'Presença confirmada. Até lá!',
  cancelled: 'Consulta cancelada. Se quiser marcar outro horário, fale com a clínica.',
  rescheduleRequested: 'Pedido registrado: a clínica vai entrar em contato para combinar um novo horário.',
  alreadyAsked: 'Você já pediu para remarcar: a clínica vai entrar em contato.',
  notFoundTitle: 'Link indisponível',
  notFound: 'Este link é inválido ou expirou. Se precisar, fale com a clínica.',
  tooMany: 'Muitas tentativas. Aguarde alguns minutos e tente de novo.',
  failed: 'Não foi possível registrar agora. Tente de novo em instantes.',
  footer: 'Link pessoal enviado pela clínica. Não compartilhe.',
} as const;

/** The patient's answer as the page says it (the chip after 'Situação'). */
export const PATIENT_STATUS_LABELS: Record<string, string> = {
  PENDING: 'Aguardando confirmação',
  CONFIRMED: 'Confirmado',
  ARRIVED: 'Você já chegou',
  IN_SERVICE: 'Em atendimento',
  CANCELLED: 'Cancelado',
  COMPLETED: 'Concluído',
  OVERDUE: 'Horário passou',
  NO_SHOW: 'Não compareceu',
};
