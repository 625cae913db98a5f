import { formatCep, formatCpf, formatDatePtBR, formatPhone } from '@agenda/br';

/**
 * 'O QUÊ' of the 'Acessos' tab: every kind of client data the server writes to the audit trail
 * (clinical's own reads and writes, and what clients reports through its data-access point), in
 * pt-BR. A kind written without a label here fails access-labels.test.ts.
 */
export const ACCESS_RESOURCE_LABELS = {
  // clinical
  odontogram: 'Odontograma',
  tooth: 'Dente',
  tooth_treatment: 'Tratamento dentário',
  initial_situation: 'Situação inicial',
  perio_exam: 'Periograma',
  clinical_note: 'Nota clínica',
  medical_record: 'Prontuário Médico',
  clinical_history: 'Histórico clínico',
  // clients
  client_tab: 'Aba do cliente',
  client_tab_history: 'Histórico de alterações da aba',
  client_export: 'Exportação dos dados do paciente (LGPD)',
  client: 'Dados cadastrais',
  client_history: 'Histórico de atendimentos',
  client_search: 'Busca de clientes',
  client_cpf_lookup: 'Consulta por CPF',
  client_import: 'Importação de clientes (planilha)',
  client_list_export: 'Exportação da lista de clientes (CSV)',
  audit_log: 'Registro de acessos',
  // calendar
  appointment_details: 'Detalhes do agendamento',
  // documents
  clinical_document: 'Documento clínico (receita, atestado, declaração, termo)',
  // quotes
  quote: 'Orçamento',
} as const;

/** The fields of the client form, as a change in 'Acessos' names them. */
export const CLIENT_FIELD_LABELS: Record<string, string> = {
  fullName: 'Nome',
  cpf: 'CPF',
  rg: 'RG',
  email: 'E-mail',
  phone: 'Telefone',
  contactPhone: 'Telefone de contato',
  cep: 'CEP',
  street: 'Rua',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
  birthDate: 'Data de nascimento',
  notes: 'Observações',
};

const FORMAT: Record<string, (value: string) => string> = {
  cpf: formatCpf,
  phone: formatPhone,
  contactPhone: formatPhone,
  cep: formatCep,
  birthDate: formatDatePtBR,
};

/** A changed value as a person reads it: masks for CPF, phones and CEP, dates dd/MM/yyyy; null when empty. */
export function changeValueText(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string') return JSON.stringify(value);
  return FORMAT[field]?.(value) ?? value;
}

/** A field of a change, in pt-BR (a field this screen does not know keeps a neutral name). */
export const changeFieldLabel = (field: string) => CLIENT_FIELD_LABELS[field] ?? 'Outro campo';

export type AccessResource = keyof typeof ACCESS_RESOURCE_LABELS;

/** Said of a kind this screen does not know yet (a newer server): never the raw identifier. */
export const UNKNOWN_RESOURCE_LABEL = 'Dados de saúde do cliente';

const isKnown = (resource: string): resource is AccessResource => Object.hasOwn(ACCESS_RESOURCE_LABELS, resource);

/**
 * What one event touched, as the person reads it: the tooth's number, the tab's name (`tabName`
 * finds it from the tab id the event carries), or the kind's label.
 */
export function accessWhat(
  event: { resource: string; resourceId: string | null; detail?: string | null },
  tabName: (id: string) => string | undefined = () => undefined,
): string {
  if (!isKnown(event.resource)) return UNKNOWN_RESOURCE_LABEL;
  const label = ACCESS_RESOURCE_LABELS[event.resource];
  const id = event.resourceId;
  switch (event.resource) {
    case 'tooth':
      return id ? `${label} ${id}` : label;
    case 'odontogram':
      return id === 'dentition' ? `${label} (dentição)` : label;
    case 'client_tab': {
      if (!id) return 'Abas do cliente';
      const name = tabName(id);
      return name ? `Aba ${name}` : label;
    }
    case 'client_tab_history': {
      const name = id ? tabName(id) : undefined;
      return name ? `${label} ${name}` : label;
    }
    case 'client_search':
    case 'client_cpf_lookup':
    case 'client_import':
      return event.detail ? `${label}: “${event.detail}”` : label;
    default:
      return label;
  }
}
