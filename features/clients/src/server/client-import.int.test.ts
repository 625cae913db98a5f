import { runSql, sql } from '@agenda/db';
import { formatCpf, randomCpf } from '@agenda/br';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, expectError, json } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Bringing the patient list from the old system: a spreadsheet (.csv in any usual encoding and
// separator, or .xlsx) previewed, imported, and exported back the same way.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Problem {
  line: number;
  field: string | null;
  message: string;
}
interface Preview {
  total: number;
  valid: number;
  ready: number;
  duplicates: number;
  problemLines: number;
  errors: Problem[];
  headers: string[];
  mapping: Record<string, string | null>;
  preview: { line: number; fullName: string; cpf: string; phone: string; birthDate: string | null; duplicate: boolean }[];
}
interface Imported {
  importId: string;
  total: number;
  imported: number;
  skipped: number;
  merged: number;
  errors: Problem[];
  done: boolean;
  next: number | null;
}
interface Listed {
  clients: { fullName: string; cpf: string; phone: string; email: string | null; birthDate: string | null }[];
  total: number;
}

let server: TestServer;
let owner: Owner;
let other: Owner;

function send(who: Owner | null, bytes: Uint8Array | string, fields: Record<string, string> = {}, name = 'pacientes.csv') {
  const form = new FormData();
  form.set('file', new Blob([bytes as BlobPart]), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return server.request('/api/clients/import', { method: 'POST', body: form, token: who?.token });
}
const preview = async (who: Owner, bytes: Uint8Array | string, fields: Record<string, string> = {}) => {
  const res = await send(who, bytes, { ...fields, dryRun: 'true' });
  expect(res.status).toBe(200);
  return json<Preview>(res);
};
const importAll = async (who: Owner, bytes: Uint8Array | string, fields: Record<string, string> = {}) => {
  const res = await send(who, bytes, fields);
  expect(res.status).toBe(201);
  return json<Imported>(res);
};
const list = async (who: Owner, search = '') =>
  json<Listed>(await server.request(`/api/clients?search=${encodeURIComponent(search)}&limit=100`, { token: who.token }));

/** What Excel pt-BR saves as 'CSV (separado por vírgulas)': Windows-1252, ';', CRLF, dd/mm/aaaa. */
const excelCsv = (rows: string[][]) => iconv.encode(rows.map((r) => r.join(';')).join('\r\n'), 'win1252');

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  other = await registeredOwner(server);
});
afterAll(() => server.close());

describe('client import', () => {
  it('reads a Windows-1252 spreadsheet: accents kept, columns mapped, a dry run creates nothing, then imports', async () => {
    const [joao, conceicao, angela] = [randomCpf(), randomCpf(), randomCpf()];
    const file = excelCsv([
      ['Paciente', 'CPF', 'Celular', 'Data de nascimento', 'E-mail', 'Cidade', 'UF'],
      ['João da Silva', formatCpf(joao), '(11) 98765-4321', '05/03/1980', 'joao@exemplo.com.br', 'São Paulo', 'sp'],
      ['Maria Conceição Souza', conceicao, '11 3333-4444', '17/11/1992', '', 'Santo André', 'SP'],
      ['Ângela Prado', angela, '+55 11 91234-5678', '1975-01-31', '', '', ''],
    ]);
    const dry = await preview(owner, file);
    expect(dry).toMatchObject({ total: 3, valid: 3, duplicates: 0, errors: [] });
    expect(dry.headers).toEqual(['Paciente', 'CPF', 'Celular', 'Data de nascimento', 'E-mail', 'Cidade', 'UF']);
    expect(Object.values(dry.mapping)).toEqual(['fullName', 'cpf', 'phone', 'birthDate', 'email', 'city', 'state']);
    expect(dry.preview.map((p) => [p.line, p.fullName, p.cpf, p.phone, p.birthDate])).toEqual([
      [2, 'João da Silva', joao, '11987654321', '1980-03-05'],
      [3, 'Maria Conceição Souza', conceicao, '1133334444', '1992-11-17'],
      [4, 'Ângela Prado', angela, '11912345678', '1975-01-31'],
    ]);
    expect((await list(owner)).total).toBe(0);

    const done = await importAll(owner, file);
    expect(done).toMatchObject({ total: 3, imported: 3, skipped: 0, merged: 0, errors: [], done: true, next: null });
    const found = await list(owner, 'joao');
    expect(found.clients.map((c) => c.fullName)).toEqual(['João da Silva']);
    expect((await list(owner, 'conceicao')).clients[0]).toMatchObject({ fullName: 'Maria Conceição Souza' });
  });

  it('detects UTF-8 with a BOM and the comma or tab separator, and header variants', async () => {
    const [a, b] = [randomCpf(), randomCpf()];
    for (const [separator, bom] of [
      [',', '\uFEFF'],
      ['\t', ''],
    ] as const) {
      const text = `${bom}Nome completo${separator}CPF${separator}WhatsApp${separator}Nascimento\n"Silva, Íris"${separator}${a}${separator}11987654321${separator}03/04/85\nOtávio Lins${separator}${b}${separator}(21) 99876-5432${separator}\n`;
      const dry = await preview(other, new TextEncoder().encode(text));
      expect(dry.errors).toEqual([]);
      expect(dry.preview.map((p) => [p.fullName, p.phone, p.birthDate])).toEqual([
        ['Silva, Íris', '11987654321', '1985-04-03'],
        ['Otávio Lins', '21998765432', null],
      ]);
    }
  });

  it('lists every problem with its line as the spreadsheet numbers it, and imports the rest', async () => {
    const dup = randomCpf();
    const known = await createClient(server, owner, { fullName: 'Já Cadastrada', cpf: randomCpf() });
    const knownCpf = (
      await json<{ client: { cpf: string } }>(await server.request(`/api/clients/${known.id}`, { token: owner.token }))
    ).client.cpf;
    const file = excelCsv([
      ['Nome', 'CPF', 'Telefone', 'Nascimento'],
      ['Sem CPF Válido', '123.456.789-00', '11987654321', ''],
      ['', randomCpf(), '11987654321', ''],
      ['Sem Telefone', randomCpf(), '', ''],
      ['Data Errada', randomCpf(), '11987654321', '31/02/1990'],
      ['Primeira Vez', dup, '11987654321', ''],
      ['', '', '', ''],
      ['Repetida No Arquivo', dup, '11987654321', ''],
      ['Já Na Clínica', knownCpf, '11987654321', ''],
    ]);
    const dry = await preview(owner, file);
    expect(dry.errors).toEqual([
      { line: 2, field: 'cpf', message: 'CPF inválido' },
      { line: 3, field: 'fullName', message: 'Nome é obrigatório' },
      { line: 4, field: 'phone', message: 'Telefone é obrigatório' },
      { line: 5, field: 'birthDate', message: 'Data de nascimento inválida' },
      { line: 8, field: 'cpf', message: 'CPF repetido na linha 6' },
    ]);
    expect(dry).toMatchObject({ total: 7, valid: 2, duplicates: 2 });
    // The summary's groups add up to the lines: 6 ready, 8 (repeat) and 9 (known) duplicates, 2–5 with problems.
    expect(dry).toMatchObject({ ready: 1, problemLines: 4 });
    expect(dry.ready + dry.duplicates + dry.problemLines).toBe(dry.total);
    expect(dry.preview.find((p) => p.line === 9)?.duplicate).toBe(true);

    const done = await importAll(owner, file);
    expect(done).toMatchObject({ imported: 1, skipped: 1, merged: 0 });
    expect(done.errors).toHaveLength(5);
    expect((await list(owner, 'Primeira Vez')).total).toBe(1);
  });

  it('skips a known CPF or fills the empty fields of its record; another clinic’s CPFs are no duplicates', async () => {
    const cpf = randomCpf();
    await createClient(server, owner, { fullName: 'Helena Duarte', cpf, phone: '11987650000' });
    const file = excelCsv([
      ['Nome', 'CPF', 'Telefone', 'E-mail'],
      ['Helena D.', cpf, '11911112222', 'helena@exemplo.com.br'],
    ]);
    expect(await importAll(owner, file)).toMatchObject({ imported: 0, skipped: 1, merged: 0 });
    expect((await list(owner, 'Helena Duarte')).clients[0]?.email).toBeNull();
    expect(await importAll(owner, file, { duplicates: 'merge' })).toMatchObject({ imported: 0, skipped: 0, merged: 1 });
    const merged = (await list(owner, 'Helena Duarte')).clients[0];
    expect(merged).toMatchObject({ fullName: 'Helena Duarte', phone: '11987650000', email: 'helena@exemplo.com.br' });

    const elsewhere = await preview(other, file);
    expect(elsewhere).toMatchObject({ valid: 1, duplicates: 0 });
    expect(elsewhere.preview[0]?.duplicate).toBe(false);
  });

  it('imports in batches that add up, the mapping chosen by the owner', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => [`Lote ${i + 1}`, randomCpf(), '11987654321']);
    // The last row repeats the first one's CPF: a later batch still knows it.
    (rows[4] as string[])[1] = (rows[0] as string[])[1] as string;
    const file = excelCsv([['Coluna A', 'Coluna B', 'Coluna C'], ...rows]);
    expect((await preview(owner, file)).errors.map((e) => e.message)).toContain('Nome é obrigatório');
    const mapping = JSON.stringify({ 0: 'fullName', 1: 'cpf', 2: 'phone' });
    const first = await importAll(owner, file, { mapping, from: '0', count: '2' });
    expect(first).toMatchObject({ total: 5, imported: 2, done: false, next: 2 });
    const second = await importAll(owner, file, { mapping, from: '2', count: '2', importId: first.importId });
    expect(second).toMatchObject({ imported: 2, done: false, next: 4, importId: first.importId });
    const last = await importAll(owner, file, { mapping, from: '4', count: '2', importId: first.importId });
    expect(last).toMatchObject({ imported: 0, done: true, next: null });
    expect(last.errors).toEqual([{ line: 6, field: 'cpf', message: 'CPF repetido na linha 2' }]);
    expect((await list(owner, 'Lote')).total).toBe(4);
    // A finished import takes no more batches.
    await expectError(
      await send(owner, file, { mapping, from: '4', count: '2', importId: first.importId }),
      404,
      'Opções de importação inválidas.',
    );
  });

  it('reads an .xlsx with birth dates as Excel serial numbers and as dates', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Pacientes');
    sheet.addRow(['Nome', 'CPF', 'Telefone', 'Data de nascimento']);
    sheet.addRow(['Serial Excel', randomCpf(), 11987654321, 29281]);
    sheet.addRow(['Data Excel', randomCpf(), '(11) 98765-4321', new Date(Date.UTC(1990, 6, 15))]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const dry = await preview(owner, bytes);
    expect(dry.errors).toEqual([]);
    expect(dry.preview.map((p) => [p.fullName, p.phone, p.birthDate])).toEqual([
      ['Serial Excel', '11987654321', '1980-03-01'],
      ['Data Excel', '11987654321', '1990-07-15'],
    ]);
  });

  it('round-trips: import, export as CSV, import the export again: the same clients, no duplicates', async () => {
    const clinic = await registeredOwner(server);
    const file = excelCsv([
      ['Nome', 'CPF', 'Telefone', 'Nascimento', 'CEP'],
      ['João Conceição', randomCpf(), '11987654321', '05/03/1980', '01310-100'],
      ['Ângela Brandão', randomCpf(), '11912345678', '31/01/1975', ''],
    ]);
    expect(await importAll(clinic, file)).toMatchObject({ imported: 2 });
    const exported = await server.request('/api/clients/export.csv', { token: clinic.token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFNome completo;CPF;RG;Telefone;Telefone de contato;E-mail;Data de nascimento;CEP;Endereço;Número;Complemento;Bairro;Cidade;UF;Observações',
    );
    expect(text).toContain('Ângela Brandão;');
    // Each stored value as a person writes it: the CPF and phone masked, the birth date dd/mm/yyyy.
    expect(text).toMatch(/\r\nÂngela Brandão;\d{3}\.\d{3}\.\d{3}-\d{2};;\(11\) 91234-5678;;;31\/01\/1975;;/);
    const before = await list(clinic);
    expect(await importAll(clinic, bytes)).toMatchObject({ imported: 0, skipped: 2, errors: [] });
    expect(await list(clinic)).toEqual(before);

    // Each import and the list's download are in the audit trail: who, which file, what came of it.
    const events = await runSql<{ resource: string; detail: string | null; user_id: string }>(
      server.orm.em,
      sql`select resource, detail, user_id from clinical_audit_event
           where company_id = ${clinic.user.companyId} and resource in ('client_import', 'client_list_export') order by seq`,
    );
    expect(events.map((e) => [e.resource, e.detail])).toEqual([
      ['client_import', 'pacientes.csv: 2 importados, 0 completados, 0 ignorados, 0 com erro'],
      ['client_list_export', null],
      ['client_import', 'pacientes.csv: 0 importados, 0 completados, 2 ignorados, 0 com erro'],
    ]);
    expect(new Set(events.map((e) => e.user_id))).toEqual(new Set([clinic.user.id]));
  });

  it('refuses what cannot be read: no file, a file over 10 MB (413), a broken mapping; 401 without a session', async () => {
    const form = new FormData();
    form.set('dryRun', 'true');
    await expectError(
      await server.request('/api/clients/import', { method: 'POST', body: form, token: owner.token }),
      400,
      'Envie a planilha no campo "file" (.csv ou .xlsx).',
    );
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    await expectError(await send(owner, big), 413, 'O arquivo excede o limite de 10 MB.');
    await expectError(await send(owner, 'Nome;CPF\n', { mapping: '{nope' }), 400, 'Opções de importação inválidas.');
    await expectError(await send(owner, 'Nome;CPF\n', { mapping: '{"0":"senha"}' }), 400, 'Opções de importação inválidas.');
    expect((await send(null, 'Nome;CPF\n')).status).toBe(401);
    expect((await server.request('/api/clients/export.csv')).status).toBe(401);
  });
});
