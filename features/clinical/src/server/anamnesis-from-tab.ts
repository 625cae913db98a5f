import { ANAMNESE_FIELDS, type NoteContent, type RecordVersion } from '../shared/notes.ts';

/**
 * Until the anamnesis became one record, clinical business types also had an 'Anamnese' form tab
 * (the clients feature's tab data). These functions fold such a tab's answers into the clinical
 * anamnesis (§3.7 fields) so that nothing typed there is lost. The forms' labels and options are
 * frozen here as they were: the tab's live configuration no longer has them.
 */
type AnamneseKey = (typeof ANAMNESE_FIELDS)[number][0];

interface OldField {
  label: string;
  options?: Record<string, string>;
  /** Where the answer goes; a field of the same name as an anamnesis field goes there as it is. */
  into: AnamneseKey;
}

const CONDITIONS = {
  hipertensao: 'Hipertensão',
  diabetes: 'Diabetes',
  cardiopatia: 'Cardiopatia',
  asma: 'Asma',
  hepatite: 'Hepatite',
  hiv: 'HIV',
  gestante: 'Gestante',
  coagulacao: 'Problemas de coagulação',
};
const HABITS = { fumante: 'Fumante', bruxismo: 'Bruxismo', roerUnhas: 'Roer unhas', alcool: 'Consumo de álcool' };

export const OLD_ANAMNESIS_FIELDS: Record<string, OldField> = {
  dataAvaliacao: { label: 'Data da avaliação', into: 'observacoes' },
  queixaPrincipal: { label: 'Queixa principal', into: 'queixaPrincipal' },
  historiaDoenca: { label: 'História da doença atual', into: 'historiaDoenca' },
  dorAtual: { label: 'Sente dor no momento?', options: { sim: 'Sim', nao: 'Não' }, into: 'historiaDoenca' },
  intensidadeDor: {
    label: 'Intensidade da dor',
    options: { leve: 'Leve', moderada: 'Moderada', intensa: 'Intensa' },
    into: 'historiaDoenca',
  },
  emTratamentoMedico: { label: 'Está em tratamento médico?', into: 'medicamentos' },
  qualTratamento: { label: 'Qual tratamento?', into: 'medicamentos' },
  condicoes: { label: 'Condições de saúde', options: CONDITIONS, into: 'doencasPreexistentes' },
  alergias: { label: 'Alergias', into: 'alergias' },
  medicamentos: { label: 'Medicamentos em uso', into: 'medicamentos' },
  doencasPreexistentes: { label: 'Doenças preexistentes', into: 'doencasPreexistentes' },
  cirurgiasAnteriores: { label: 'Cirurgias anteriores', into: 'cirurgiasAnteriores' },
  reacaoAnestesia: { label: 'Já teve reação a anestesia?', into: 'alergias' },
  historiaFamiliar: { label: 'História familiar', into: 'historiaFamiliar' },
  habitos: { label: 'Hábitos', options: HABITS, into: 'habitosVida' },
  escovacao: { label: 'Escovações por dia', options: { '1': '1', '2': '2', '3': '3 ou mais' }, into: 'habitosVida' },
  usaFioDental: { label: 'Usa fio dental', into: 'habitosVida' },
};
/** The client's name, shown read-only in the form: the client record has it. */
const SKIPPED = new Set(['nomeCompleto']);
const ANAMNESE_KEYS = new Set<string>(ANAMNESE_FIELDS.map(([key]) => key));

const blank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** An answer as a person reads it: option labels, 'Sim'/'Não', dates as dd/mm/aaaa. */
export function shownAnswer(field: string, value: unknown): string {
  const options = OLD_ANAMNESIS_FIELDS[field]?.options ?? {};
  if (Array.isArray(value)) return value.map((v) => options[String(v)] ?? String(v)).join(', ');
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  const text = String(value).trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text.split('-').reverse().join('/');
  return options[text] ?? text;
}

const labelOf = (field: string) => OLD_ANAMNESIS_FIELDS[field]?.label ?? field;

/** A form tab's data and its 'Observações' as anamnesis content: same-named answers as typed, the rest labelled. */
export function anamnesisFromTab(data: Record<string, unknown>, notes: string | null): NoteContent {
  const lines = new Map<string, string[]>();
  const add = (key: string, line: string) => lines.set(key, [...(lines.get(key) ?? []), line]);
  for (const [field, value] of Object.entries(data)) {
    if (SKIPPED.has(field) || blank(value)) continue;
    const text = shownAnswer(field, value);
    if (!text) continue;
    const into = OLD_ANAMNESIS_FIELDS[field]?.into ?? 'observacoes';
    if (field === into && ANAMNESE_KEYS.has(field)) add(into, text);
    else add(into, `${labelOf(field)}: ${text}`);
  }
  if (notes?.trim()) add('observacoes', notes.trim());
  return Object.fromEntries([...lines].map(([key, texts]) => [key, texts.join('\n')]));
}

/** Both records' answers, field by field: one kept where they agree or one is blank, both otherwise. */
export function mergeAnamneses(current: NoteContent, fromTab: NoteContent): NoteContent {
  const merged: NoteContent = { ...current };
  for (const [key, value] of Object.entries(fromTab)) {
    const mine = (current[key] ?? '').trim();
    merged[key] = !mine || mine === value ? value : `${mine}\n${value}`;
  }
  return merged;
}

export interface TabHistoryRow {
  createdAt: string;
  userId: string | null;
  userName: string | null;
  changes: { field: string; action: string; oldValue: unknown }[];
}

/** The tab's field history as earlier versions of the anamnesis: what each save replaced, labelled. */
export function versionsFromTabHistory(rows: TabHistoryRow[]): RecordVersion[] {
  return rows.flatMap((row) => {
    const before = Object.fromEntries(
      row.changes
        .filter((c) => c.action !== 'added' && !blank(c.oldValue) && !SKIPPED.has(c.field))
        .map((c) => [c.field === 'notes' ? 'Observações' : labelOf(c.field), shownAnswer(c.field, c.oldValue)]),
    );
    if (Object.keys(before).length === 0) return [];
    return [{ editedAt: row.createdAt, editedBy: row.userId, editedByName: row.userName, data: { content: before } }];
  });
}
