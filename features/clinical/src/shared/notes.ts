export const NOTE_TYPES = ['ANAMNESE', 'PRONTUARIO', 'ODONTOGRAM_ENTRY', 'PLANO_TRATAMENTO'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

export const NOTE_TYPE_LABELS: Record<NoteType, string> = {
  ANAMNESE: 'Anamnese',
  PRONTUARIO: 'Prontuário',
  ODONTOGRAM_ENTRY: 'Procedimento',
  PLANO_TRATAMENTO: 'Plano de Tratamento',
};

/** §3.7 procedure types of a tooth procedure entry. */
export const PROCEDURE_TYPES = [
  'restauracao',
  'extracao',
  'limpeza',
  'canal',
  'coroa',
  'implante',
  'clareamento',
  'aparelho',
  'faceta',
  'outro',
] as const;
export type ProcedureType = (typeof PROCEDURE_TYPES)[number];

export const PROCEDURE_LABELS: Record<ProcedureType, string> = {
  restauracao: 'Restauração',
  extracao: 'Extração',
  limpeza: 'Limpeza',
  canal: 'Canal',
  coroa: 'Coroa',
  implante: 'Implante',
  clareamento: 'Clareamento',
  aparelho: 'Aparelho',
  faceta: 'Faceta',
  outro: 'Outro',
};

/** The spec's default title of a procedure entry: the procedure label plus the tooth number. */
export const procedureTitle = (type: ProcedureType, tooth: number | null) =>
  tooth === null ? PROCEDURE_LABELS[type] : `${PROCEDURE_LABELS[type]} - Dente ${tooth}`;

/** §3.7 Anamnese content, in form order. */
export const ANAMNESE_FIELDS = [
  ['queixaPrincipal', 'Queixa Principal'],
  ['historiaDoenca', 'História da Doença Atual'],
  ['alergias', 'Alergias'],
  ['medicamentos', 'Medicamentos em Uso'],
  ['doencasPreexistentes', 'Doenças Preexistentes'],
  ['cirurgiasAnteriores', 'Cirurgias Anteriores'],
  ['habitosVida', 'Hábitos de Vida'],
  ['historiaFamiliar', 'História Familiar'],
  ['observacoes', 'Observações'],
] as const;

/** §3.7 Prontuário content, in form order. */
export const PRONTUARIO_FIELDS = [
  ['dataConsulta', 'Data da Consulta'],
  ['pressaoArterial', 'Pressão Arterial'],
  ['temperatura', 'Temperatura'],
  ['peso', 'Peso'],
  ['altura', 'Altura'],
  ['queixaPaciente', 'Queixa do Paciente'],
  ['exameClinico', 'Exame Clínico'],
  ['hipoteseDiagnostica', 'Hipótese Diagnóstica'],
  ['examesComplementares', 'Exames Complementares'],
  ['conduta', 'Conduta'],
  ['prescricao', 'Prescrição'],
  ['observacoes', 'Observações'],
] as const;

export type NoteContent = Record<string, string>;

/** One earlier version of an edited clinical record: who changed it, when, and what it said before. */
export interface RecordVersion {
  editedAt: string;
  editedBy: string | null;
  editedByName: string | null;
  data: Record<string, unknown>;
}

/** What the patient's hash chain says of an entry (decision 052). */
export interface EntryIntegrity {
  /** The hash of the entry's newest link; null when it has none. */
  hash: string | null;
  /** True when the row no longer matches its chain: 'Registro alterado fora do sistema'. */
  altered: boolean;
}

/** Finalisation and versions, common to notes and record entries. */
export interface FinalisedFields {
  /** ISO instant it was finalised ('Finalizar e assinar'), null while a draft. */
  finalizedAt: string | null;
  finalizedByName: string | null;
  /** The finalised entry this one amends. */
  supersedesId: string | null;
  /** The newer version that amends this one, if any. */
  supersededById: string | null;
  integrity: EntryIntegrity;
}

export interface ClinicalNoteData extends FinalisedFields {
  id: string;
  clientId: string;
  type: NoteType;
  title: string;
  content: NoteContent | string;
  meta: { tooth: number | null; procedureType: ProcedureType | null };
  appointmentId: string | null;
  appointment: { id: string; date: string; startTime: string } | null;
  createdBy: string | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
  versions: RecordVersion[];
}
