/** The documents a professional issues, in the order the 'Novo documento' menu lists them. */
export const DOCUMENT_KINDS = [
  'receituario',
  'controle_especial',
  'atestado',
  'comparecimento',
  'exames',
  'consentimento',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const KIND_LABELS: Record<DocumentKind, string> = {
  receituario: 'Receituário simples',
  controle_especial: 'Receituário de controle especial',
  atestado: 'Atestado',
  comparecimento: 'Declaração de comparecimento',
  exames: 'Pedido de exames',
  consentimento: 'Termo de consentimento',
};

/** The title printed at the top of the page. */
export const KIND_TITLES: Record<DocumentKind, string> = {
  receituario: 'RECEITUÁRIO',
  controle_especial: 'RECEITUÁRIO DE CONTROLE ESPECIAL',
  atestado: 'ATESTADO',
  comparecimento: 'DECLARAÇÃO DE COMPARECIMENTO',
  exames: 'PEDIDO DE EXAMES',
  consentimento: 'TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO',
};

/** Kinds whose body is followed by the prescription's items. */
export const PRESCRIPTION_KINDS: readonly DocumentKind[] = ['receituario', 'controle_especial'];
export const hasItems = (kind: DocumentKind) => PRESCRIPTION_KINDS.includes(kind);

/** Every document names these (the patient, the professional, the clinic, the day). */
const COMMON_VARIABLES = ['paciente', 'cpf', 'data', 'profissional', 'cro', 'clinica', 'cidade'] as const;

/** The variables a kind's template may use; anything else in braces is refused on save. */
export const KIND_VARIABLES: Record<DocumentKind, readonly string[]> = {
  receituario: [...COMMON_VARIABLES],
  controle_especial: [...COMMON_VARIABLES, 'endereco'],
  atestado: [...COMMON_VARIABLES, 'dias', 'horas', 'afastamento'],
  comparecimento: [...COMMON_VARIABLES, 'data_atendimento', 'inicio', 'fim'],
  exames: [...COMMON_VARIABLES, 'exames'],
  consentimento: [...COMMON_VARIABLES, 'procedimento', 'riscos'],
};

/** The pt-BR text each kind starts with; the owner may change it per clinic (Configurações › Documentos). */
export const DEFAULT_TEMPLATES: Record<DocumentKind, string> = {
  receituario: 'Para: {paciente}\n\nUso conforme a prescrição abaixo.',
  controle_especial: 'Endereço do paciente: {endereco}\n\nPrescrição:',
  atestado:
    'Atesto, para os devidos fins, que {paciente}, CPF {cpf}, esteve sob meus cuidados profissionais em {data}, ' +
    'necessitando de {afastamento} de afastamento de suas atividades.',
  comparecimento:
    'Declaro, para os devidos fins, que {paciente}, CPF {cpf}, compareceu a esta clínica em {data_atendimento}, ' +
    'das {inicio} às {fim}, para atendimento odontológico.',
  exames: 'Solicito para {paciente} os seguintes exames:\n\n{exames}',
  consentimento:
    'Eu, {paciente}, CPF {cpf}, declaro que fui informado(a) por {profissional} ({cro}) sobre o procedimento ' +
    '{procedimento}: seus objetivos, alternativas, riscos e cuidados.\n\nRiscos explicados: {riscos}\n\n' +
    'Tive a oportunidade de fazer perguntas, que foram respondidas, e autorizo a realização do procedimento.',
};

export const ROUTES_OF_USE = ['interno', 'externo', 'topico'] as const;
export type RouteOfUse = (typeof ROUTES_OF_USE)[number];
export const ROUTE_LABELS: Record<RouteOfUse, string> = {
  interno: 'Uso interno',
  externo: 'Uso externo',
  topico: 'Uso tópico',
};
