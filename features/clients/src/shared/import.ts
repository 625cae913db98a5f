import { isValidCpf, isValidDateString, onlyDigits } from '@agenda/br';
import { restoreNeutralised } from '@agenda/br/csv';
import * as v from 'valibot';
import { type ClientFields, clientInputSchema, fieldTooLong, isValidBirthDate, phoneDigits } from './client.ts';

/** The client fields a spreadsheet column can fill, with the labels the import screen shows. */
export const IMPORT_FIELDS = {
  fullName: 'Nome completo',
  cpf: 'CPF',
  rg: 'RG',
  phone: 'Telefone',
  contactPhone: 'Telefone de contato',
  email: 'E-mail',
  birthDate: 'Data de nascimento',
  cep: 'CEP',
  street: 'Endereço',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  state: 'UF',
  notes: 'Observações',
} as const satisfies Record<keyof ClientFields, string>;
export type ImportField = keyof typeof IMPORT_FIELDS;
export const IMPORT_FIELD_KEYS = Object.keys(IMPORT_FIELDS) as ImportField[];

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

/** A header as compared: lower case, no accents, no punctuation. */
export const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** How other systems and spreadsheets name each field (compared with `headerKey`). */
const SYNONYMS: Record<ImportField, string[]> = {
  fullName: ['nome', 'nome completo', 'paciente', 'nome do paciente', 'cliente', 'nome do cliente', 'name', 'full name'],
  cpf: ['cpf', 'c p f', 'cpf do paciente', 'documento'],
  rg: ['rg', 'identidade'],
  phone: ['telefone', 'celular', 'whatsapp', 'fone', 'tel', 'telefone celular', 'telefone 1', 'phone', 'mobile'],
  contactPhone: ['telefone de contato', 'telefone 2', 'telefone fixo', 'fone 2', 'outro telefone', 'contato'],
  email: ['e mail', 'email', 'correio eletronico'],
  birthDate: ['nascimento', 'data de nascimento', 'data nascimento', 'dt nascimento', 'dt nasc', 'data nasc', 'birth date'],
  cep: ['cep', 'codigo postal'],
  street: ['endereco', 'logradouro', 'rua', 'address'],
  number: ['numero', 'n', 'no', 'num'],
  complement: ['complemento'],
  neighborhood: ['bairro'],
  city: ['cidade', 'municipio'],
  state: ['uf', 'estado'],
  notes: ['observacoes', 'observacao', 'obs', 'notas', 'anotacoes'],
};
const BY_SYNONYM = new Map(
  Object.entries(SYNONYMS).flatMap(([field, names]) => names.map((n) => [n, field as ImportField] as const)),
);

/** Column index → field, from the headers; each field taken by its first column only. */
export type ImportMapping = Record<string, ImportField | null>;

export function autoMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  const mapping: ImportMapping = {};
  headers.forEach((header, i) => {
    const field = BY_SYNONYM.get(headerKey(header)) ?? null;
    mapping[String(i)] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  });
  return mapping;
}

/** An Excel serial day (1900 system) as 'yyyy-MM-dd'. */
export function excelSerialDate(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  const ms = Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * A date as spreadsheets write it: dd/mm/aaaa, dd/mm/aa (a two-digit year past this one's is of the
 * last century), ISO, or an Excel serial number. Null when it is none of these.
 */
export function importedDate(raw: string, thisYear = new Date().getFullYear()): string | null {
  const text = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return isValidDateString(text.slice(0, 10)) ? text.slice(0, 10) : null;
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (br) {
    const [, d, m, y] = br as unknown as [string, string, string, string];
    const century = Number(y) + 2000 > thisYear ? 1900 : 2000;
    const year = y.length === 2 ? century + Number(y) : Number(y);
    const iso = `${String(year).padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
    return isValidDateString(iso) ? iso : null;
  }
  if (/^\d+(\.\d+)?$/.test(text)) return excelSerialDate(Number(text));
  return null;
}

export interface ImportProblem {
  /** As the spreadsheet numbers its rows: the header is line 1. */
  line: number;
  field: ImportField | null;
  message: string;
}

export type ImportRowResult = { ok: true; client: ClientFields } | { ok: false; problems: ImportProblem[] };

const IMPORT_TEXTS = {
  nameRequired: 'Nome é obrigatório',
  cpfRequired: 'CPF é obrigatório',
  phoneRequired: 'Telefone é obrigatório',
};

/**
 * One spreadsheet row as a client: phones in any format become digits, CPF masked or not, dates in
 * the usual forms; every field that cannot be stored is a problem of its own.
 */
export function importRow(
  line: number,
  cells: readonly string[],
  mapping: ImportMapping,
  today: string,
  messages: { invalidCpf: string; invalidPhone: string; invalidBirthDate: string },
): ImportRowResult {
  const raw: Partial<Record<ImportField, string>> = {};
  for (const [column, field] of Object.entries(mapping)) {
    if (!field) continue;
    // An export of ours wrote '=…', '+…', '-…', '@…' with a leading apostrophe: read back as typed.
    const value = restoreNeutralised((cells[Number(column)] ?? '').trim());
    if (value && !raw[field]) raw[field] = value;
  }
  const problems: ImportProblem[] = [];
  const problem = (field: ImportField | null, message: string) => problems.push({ line, field, message });
  // A cell longer than its field is refused by name: the message never carries the cell.
  for (const [field, value] of Object.entries(raw) as [ImportField, string][]) {
    const tooLong = fieldTooLong(field, value);
    if (tooLong) problem(field, tooLong);
  }
  if (!raw.fullName) problem('fullName', IMPORT_TEXTS.nameRequired);
  if (!raw.cpf) problem('cpf', IMPORT_TEXTS.cpfRequired);
  else if (!isValidCpf(onlyDigits(raw.cpf).padStart(11, '0'))) problem('cpf', messages.invalidCpf);
  else raw.cpf = onlyDigits(raw.cpf).padStart(11, '0');
  if (!raw.phone) problem('phone', IMPORT_TEXTS.phoneRequired);
  else if (!phoneDigits(raw.phone)) problem('phone', messages.invalidPhone);
  if (raw.contactPhone && !phoneDigits(raw.contactPhone)) raw.contactPhone = undefined;
  if (raw.birthDate) {
    const date = importedDate(raw.birthDate);
    if (!date || !isValidBirthDate(date, today)) problem('birthDate', messages.invalidBirthDate);
    else raw.birthDate = date;
  }
  if (raw.cep && onlyDigits(raw.cep).length === 8) raw.cep = onlyDigits(raw.cep);
  if (raw.state) raw.state = raw.state.toUpperCase();
  if (problems.length) return { ok: false, problems };
  const parsed = v.safeParse(clientInputSchema, raw);
  if (!parsed.success) return { ok: false, problems: [{ line, field: null, message: parsed.issues[0].message }] };
  return { ok: true, client: parsed.output };
}

/** A dry run's lines in the summary's three groups, which add up to the lines read. */
export interface ImportLineCounts {
  /** Lines that would create a client. */
  ready: number;
  /** Lines whose CPF the clinic already has or an earlier line of the file holds. */
  duplicates: number;
  /** Lines with any other problem (one line may have several). */
  problemLines: number;
}

/**
 * `valid` lines passed every rule, `known` of them carry a CPF the clinic has; `repeated` lines
 * are reported among the problems too ('CPF repetido na linha 6'), but counted once, as repeats.
 */
export function importLineCounts(
  valid: number,
  known: number,
  problems: readonly ImportProblem[],
  repeated: ReadonlySet<number>,
): ImportLineCounts {
  const problemLines = new Set(problems.filter((p) => !repeated.has(p.line)).map((p) => p.line));
  return { ready: valid - known, duplicates: known + repeated.size, problemLines: problemLines.size };
}
