// The one table of what each role of a clinic's team may do. Every procedure declares the
// permission it needs (`.meta({ permission })`); the server refuses the rest with a 403, and the web
// app reads the same table to leave out what would be refused. Browser-safe: no server import.

export const ROLES = ['OWNER', 'PROFESSIONAL', 'RECEPTION'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  OWNER: 'Administrador',
  PROFESSIONAL: 'Profissional',
  RECEPTION: 'Recepção',
};

/** What a procedure may need, from the least to the most guarded. */
export const PERMISSIONS = {
  agenda: 'A agenda: ver, agendar, remarcar, confirmar e cancelar; os dados que ela lê (serviços, horários, feriados)',
  arrivals: 'A recepção do dia: registrar chegadas e faltas (sala de espera)',
  callPatients: 'Chamar os próprios pacientes da sala de espera (em atendimento)',
  clients: 'O cadastro dos clientes',
  clientsImport: 'Importar e exportar a lista de clientes',
  clinical: 'O conteúdo clínico: odontograma, anamnese, prontuário, evoluções e seu histórico',
  finalize: 'Finalizar um atendimento (serviços, produtos vendidos, pagamento)',
  receivables: 'A cobrança: valores a receber e recebimentos',
  quotes: 'Ver os orçamentos dos pacientes',
  quotesEdit: 'Criar e editar orçamentos',
  quotesSend: 'Enviar orçamentos e registrar no balcão a aprovação ou a recusa do paciente',
  production: 'A própria produção (Minha produção)',
  ownHours: 'O próprio horário de atendimento',
  dayBlocking: 'Bloquear e liberar dias',
  products: 'Produtos e estoque',
  costs: 'Custos e margens dos produtos',
  catalog: 'Cadastrar serviços e tipos de serviço',
  finance: 'O financeiro: visão geral, lançamentos, relatórios, despesas, estornos e fechamentos',
  settings: 'As configurações da agenda (horários, feriados, pontes, mensagens)',
  company: 'Os dados da empresa',
  team: 'A equipe: membros, convites, papéis e profissionais',
  documents: 'Emitir, assinar e cancelar os próprios documentos clínicos (receitas, atestados, declarações, termos)',
  documentsPrint: 'Ver, imprimir e reimprimir os documentos clínicos emitidos',
  documentTemplates: 'Os modelos dos documentos clínicos',
  messages: 'As mensagens aos pacientes: lembretes enviados, respostas e reenvio',
  waitlist: 'A lista de espera: adicionar e remover pacientes, ver as ofertas de horários vagos',
} as const;
export type Permission = keyof typeof PERMISSIONS;

/**
 * A procedure outside any company: `public` needs no session (sign-up, sign-in, reference data),
 * `signedIn` a verified identity (the caller's own account).
 */
export type Access = Permission | 'public' | 'signedIn';

const EVERYTHING = Object.keys(PERMISSIONS) as Permission[];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  OWNER: EVERYTHING,
  PROFESSIONAL: [
    'agenda',
    'callPatients',
    'clients',
    'clinical',
    'finalize',
    'quotes',
    'quotesEdit',
    'production',
    'ownHours',
    'documents',
    'documentsPrint',
  ],
  RECEPTION: [
    'agenda',
    'arrivals',
    'clients',
    'finalize',
    'receivables',
    'quotes',
    'quotesSend',
    'dayBlocking',
    'products',
    'documentsPrint',
    'messages',
    'waitlist',
  ],
};

/**
 * What a role holds only over its own: a professional's own hours, own production, own calendar feed,
 * own patients to call in from the waiting room.
 * Everything else a role is granted reaches anything of the clinic. The one 'own or any' rule, read by
 * `reachOf` and `mayActOn`: no service or screen asks for a role by name.
 */
const OWN_ONLY: Record<Role, readonly Permission[]> = {
  OWNER: [],
  PROFESSIONAL: ['production', 'ownHours', 'documents', 'callPatients'],
  RECEPTION: [],
};

const granted = new Map(ROLES.map((role) => [role, new Set<string>(ROLE_PERMISSIONS[role])]));
const ownOnly = new Map(ROLES.map((role) => [role, new Set<string>(OWN_ONLY[role])]));

/** Whether a member of this role may do what the permission covers (an unknown role: nothing). */
export function roleMay(role: string | null | undefined, permission: Permission): boolean {
  return granted.get(role as Role)?.has(permission) ?? false;
}

/** How far the permission reaches for the role: anything of the clinic, only its own, or nothing. */
export function reachOf(role: string | null | undefined, permission: Permission): 'any' | 'own' | null {
  if (!roleMay(role, permission)) return null;
  return ownOnly.get(role as Role)?.has(permission) ? 'own' : 'any';
}

/**
 * Whether `member` may act, under `permission`, on what belongs to the member `ownerId` (a
 * professional's profile, feed or production; null: no member's, so nobody's own).
 */
export function mayActOn(
  member: { role: string | null | undefined; userId: string },
  permission: Permission,
  ownerId: string | null,
): boolean {
  const reach = reachOf(member.role, permission);
  return reach === 'any' || (reach === 'own' && ownerId !== null && ownerId === member.userId);
}

export const FORBIDDEN_MESSAGE = 'Você não tem permissão para esta ação.';
