import { countOf } from '@agenda/br';

/** Every pt-BR text of the professionals' answers and screens (the team's members and invitations: texts.ts). */
export const PROFESSIONAL_TEXTS = {
  myHours: 'Meus horários',
  myHoursHint: 'Os dias e horários em que você atende. A agenda só oferece horários dentro deles.',
  noOwnProfile: 'Você não tem um perfil de profissional nesta clínica.',
  // Validation (server answers and form warnings)
  nameRequired: 'Informe o nome do profissional.',
  nameTooLong: 'O nome deve ter no máximo 120 caracteres.',
  registrationTooLong: 'O registro no conselho deve ter no máximo 60 caracteres.',
  specialtyTooLong: 'A especialidade deve ter no máximo 120 caracteres.',
  invalidText: 'Texto inválido.',
  invalidColor: 'Escolha uma das cores da lista.',
  invalidBody: 'Dados do profissional inválidos.',
  invalidWorkingHours: 'Informe os horários de atendimento como dia da semana, início e fim (HH:mm).',
  hoursEndAfterStart: 'O horário de término deve ser depois do horário de início.',
  oneRangePerDay: 'Informe um só horário por dia da semana.',
  noWorkingHours: 'Informe pelo menos um dia de atendimento.',
  clinicClosedDay: (day: string) => `A clínica não atende ${day}.`,
  outsideClinicHours: (opening: string, closing: string) =>
    `Os horários do profissional devem ficar dentro do horário da clínica (${opening} às ${closing}).`,
  noServices: 'Escolha pelo menos um serviço que o profissional realiza.',
  serviceNotFound: 'Serviço não encontrado.',
  memberNotFound: 'Membro da equipe não encontrado.',
  memberHasProfile: 'Este membro da equipe já tem um perfil de profissional.',
  notFound: 'Profissional não encontrado.',
  lastActive: 'A agenda precisa de pelo menos um profissional ativo.',

  // Booking refusals (calendar asks team's rules)
  notWorkingOn: (name: string, day: string) => `${name} não atende ${day}.`,
  outsideWorkingHours: (name: string, start: string, end: string) =>
    `Fora do horário de atendimento de ${name} (${start} às ${end}).`,
  doesNotPerform: (name: string, service: string) => `${name} não realiza o serviço ${service}.`,

  // The 'Profissionais' section
  sectionTitle: 'Profissionais',
  sectionHint: 'Quem atende os clientes: cada profissional tem sua cor na agenda, seus horários e os serviços que realiza.',
  add: 'Novo profissional',
  edit: 'Editar',
  editNamed: (name: string) => `Editar ${name}`,
  empty: 'Nenhum profissional cadastrado',
  loadFailed: 'Não foi possível carregar os profissionais.',
  newTitle: 'Novo profissional',
  editTitle: 'Editar profissional',
  name: 'Nome',
  namePlaceholder: 'Ex.: Dra. Ana Souza',
  registration: 'Registro no conselho',
  registrationPlaceholder: 'Ex.: CRO-SP 12345',
  specialty: 'Especialidade',
  specialtyPlaceholder: 'Ex.: Ortodontia',
  color: 'Cor na agenda',
  hours: 'Horários de atendimento',
  clinicHours: 'Segue o horário da clínica',
  clinicHoursNote: (hours: string) => `Horário da clínica: ${hours}`,
  dayOff: 'Não atende',
  from: 'Início',
  to: 'Fim',
  services: 'Serviços que realiza',
  allServices: 'Todos os serviços',
  allServicesNote: 'Inclui os serviços cadastrados no futuro.',
  noCatalogue: 'Nenhum serviço cadastrado ainda.',
  cancel: 'Cancelar',
  save: 'Salvar',
  saving: 'Salvando...',
  created: 'Profissional cadastrado',
  updated: 'Profissional atualizado',
  saveFailed: 'Não foi possível salvar o profissional.',
  noAccount: 'Sem acesso ao sistema',
  inactive: 'Inativo',
  everyService: 'Todos os serviços',
  serviceCount: (n: number) => countOf(n, 'serviço', 'serviços'),
} as const;

/** The palette's colours by name, for the colour picker's labels (same order as PROFESSIONAL_COLORS). */
export const COLOR_NAMES: Record<string, string> = {
  '#2563eb': 'Azul',
  '#059669': 'Verde',
  '#d97706': 'Âmbar',
  '#dc2626': 'Vermelho',
  '#7c3aed': 'Violeta',
  '#db2777': 'Rosa',
  '#0e7490': 'Azul-petróleo',
  '#4d7c0f': 'Verde-oliva',
  '#9333ea': 'Roxo',
  '#475569': 'Cinza-azulado',
};

/** 0 = Sunday … 6 = Saturday, as `weekdayOf` numbers them. */
export const WEEKDAY_NAMES = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;
export const WEEKDAY_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
