/** Every pt-BR text of the calendar feeds. */
export const FEED_TEXTS = {
  subscribe: 'Assinar agenda no celular',
  /** The Equipe table's button: short, the dialog it opens says the rest. */
  memberButton: 'Agenda no celular',
  dialogTitle: 'Assinar agenda no celular',
  intro:
    'Veja seus atendimentos no Google Agenda, no Calendário do iPhone ou no Outlook. O link mostra os últimos 30 e os próximos 180 dias e se atualiza sozinho (cada aplicativo busca as mudanças de tempos em tempos).',
  privacy: 'O link é secreto: quem tiver o link vê seus horários, o serviço e o primeiro nome de cada paciente.',
  noFeed: 'Ainda não há um link. Gere o seu para assinar a agenda.',
  generate: 'Gerar link',
  regenerate: 'Gerar novo link',
  generating: 'Gerando...',
  linkLabel: 'Link da agenda',
  copy: 'Copiar',
  copied: 'Link copiado!',
  copyFailed: 'Não foi possível copiar: selecione o link e copie.',
  activeSince: (when: string) =>
    `Há um link ativo desde ${when}. Por segurança ele só aparece quando é gerado: se não o tem mais, gere um novo.`,
  regenerateTitle: 'Gerar novo link?',
  regenerateMessage: 'O link atual deixa de funcionar: os calendários que o assinaram param de receber os atendimentos.',
  regenerated: 'Novo link gerado. O anterior deixou de funcionar.',
  generated: 'Link gerado!',
  failed: 'Erro ao gerar o link da agenda',
  loadFailed: 'Erro ao carregar o link da agenda',
  howTo: 'Como assinar',
  google:
    'Google Agenda: no computador, em calendar.google.com, “Outras agendas” › “+” › “Do URL”, cole o link e “Adicionar agenda”.',
  apple:
    'iPhone / Mac (Calendário): Ajustes › Calendário › Contas › Adicionar Conta › Outra › “Adicionar Calendário Assinado”, cole o link.',
  outlook: 'Outlook: Calendário › “Adicionar calendário” › “Assinar da Web”, cole o link e dê um nome.',
  close: 'Fechar',
  memberAction: (name: string) => `Assinar agenda no celular: ${name}`,
  professionalNotFound: 'Profissional não encontrado',
  feedNotFound: 'Agenda não encontrada',
  calendarName: (professional: string, clinic: string) => `${professional} · ${clinic}`,
} as const;
