import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { formatCpf, randomCpf } from '@agenda/br';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '@agenda/server/testing';
import { expectError, json } from '@agenda/server/testing';
import { hugeCellSheet, lastCellSheet, lyingZip, zipBomb } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// An import is open to any owner, and sign-up is open: a hostile spreadsheet may cost its own
// request, never the process every clinic shares. Each file below is built here, at test time.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Preview {
  total: number;
  valid: number;
  ready: number;
  duplicates: number;
  problemLines: number;
  errors: { line: number; field: string | null; message: string }[];
  headers: string[];
  preview: { line: number; fullName: string }[];
}

const MB = 1024 * 1024;
const WEEK = '/api/appointments?startDate=2026-11-23&endDate=2026-11-29';
/** The probes go through a real socket, so that a blocked event loop delays them as it would a clinic's. */
const PORT = 3241;
const NOT_A_SHEET = 'Envie uma planilha .csv ou .xlsx';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: TestServer;
let http: Server;
let owner: Owner;

function send(bytes: Uint8Array | string, name: string, fields: Record<string, string> = { dryRun: 'true' }) {
  const form = new FormData();
  form.set('file', new Blob([bytes as BlobPart]), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return server.request('/api/clients/import', { method: 'POST', body: form, token: owner.token });
}

interface Measured {
  status: number;
  body: string;
  ms: number;
  peakMb: number;
  /** Latencies of /healthz and of the week's calendar while the file was read, sorted. */
  probesMs: number[];
  eventLoopDelayMs: number;
}

/** From when the probe was due (not when a stalled loop got round to sending it) to its answer. */
async function probe(path: string, due = performance.now()): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { authorization: `Bearer ${owner.token}` } });
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  return performance.now() - due;
}

const PROBE_EVERY_MS = 100;
/** The shortest window probed: 20 probes at least, of which the slowest two may pass the bound. */
const WINDOW_MS = 1000;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Sends the file and, from then until it is answered (and for 1 s at least), asks for /healthz and
 * the week's calendar every 100 ms without waiting for the previous answers (a probe due while the
 * event loop was stalled counts from when it was due), while sampling the process's memory and the
 * event loop's delay. Prints what it measured.
 */
async function whileImporting(label: string, bytes: Uint8Array, name: string): Promise<Measured> {
  // What is measured is the file, not the reading thread's start (about a second, once per idle
  // period): a small honest .xlsx first, so the thread is up with its reader loaded.
  expect((await send(lastCellSheet('C2'), 'aquecimento.xlsx')).status).toBe(200);
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const probes: Promise<number>[] = [];
  let due = performance.now();
  const prober = setInterval(() => {
    for (const now = performance.now(); due <= now; due += PROBE_EVERY_MS) probes.push(probe('/healthz', due), probe(WEEK, due));
  }, 10);
  const started = performance.now();
  const res = await send(bytes, name);
  const body = await res.text();
  const ms = performance.now() - started;
  await sleep(WINDOW_MS - ms);
  clearInterval(prober);
  const probesMs = (await Promise.all(probes)).sort((a, b) => a - b);
  clearInterval(sampler);
  loop.disable();
  peak = Math.max(peak, process.memoryUsage().rss);
  const measured = { status: res.status, body, ms, peakMb: (peak - baseline) / MB, probesMs, eventLoopDelayMs: loop.max / 1e6 };
  console.log(
    `${label} (${(bytes.length / 1024).toFixed(1)} KB): ${measured.status} in ${ms.toFixed(0)} ms, ` +
      `peak memory +${measured.peakMb.toFixed(0)} MB; ${probesMs.length} probes of /healthz and the calendar: ` +
      `median ${percentile(probesMs, 0.5).toFixed(0)} ms, p90 ${percentile(probesMs, 0.9).toFixed(0)} ms, ` +
      `slowest ${percentile(probesMs, 1).toFixed(0)} ms; longest event-loop delay ${measured.eventLoopDelayMs.toFixed(0)} ms`,
  );
  return measured;
}

/**
 * The process every clinic shares was not harmed: its memory grew by less than 300 MB and its
 * probes kept answering within 200 ms. The bound holds for 9 probes in 10, and none may wait a
 * second: this machine, shared, stalls a quiet process now and then for a few hundred ms (seen
 * with no import at all), while a parse on the request thread stalls every probe for seconds.
 */
function expectServerUnharmed(measured: Measured, label: string) {
  expect(measured.peakMb, label).toBeLessThan(300);
  expect(percentile(measured.probesMs, 0.9), label).toBeLessThan(200);
  expect(percentile(measured.probesMs, 1), label).toBeLessThan(1000);
  expect(measured.eventLoopDelayMs, label).toBeLessThan(1000);
}

const excelCsv = (rows: string[][]) => iconv.encode(rows.map((r) => r.join(';')).join('\r\n'), 'win1252');

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  http = listen(server.app.fetch, { port: PORT, hostname: '127.0.0.1', requestTimeoutMs: 30_000 });
  await new Promise((resolve) => http.once('listening', resolve));
  // The probes' first answers are not what is measured.
  await probe('/healthz');
  await probe(WEEK);
});
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
});

describe('client import against hostile spreadsheets', () => {
  it('refuses them from what they declare, in little time and memory, while the server keeps answering', async () => {
    const baseline = process.memoryUsage().rss;
    const files = [
      ['one cell at XFD1048576', lastCellSheet(), 'A planilha excede o limite de 50.000 linhas.'],
      [
        'the same cell, no dimension declared',
        lastCellSheet('XFD1048576', false),
        'A planilha excede o limite de 50.000 linhas.',
      ],
      ['a 400-million-character cell', hugeCellSheet(400_000_000), 'A planilha descompactada excede o limite de 50 MB.'],
      ['a zip bomb of 1.5 GB of sheet XML', zipBomb(1_500_000_000), 'A planilha descompactada excede o limite de 50 MB.'],
    ] as const;
    for (const [label, file, error] of files) {
      const measured = await whileImporting(label, file, 'pacientes.xlsx');
      expect(measured.status, label).toBe(400);
      expect(JSON.parse(measured.body), label).toEqual({ error });
      expect(measured.ms, label).toBeLessThan(5000);
      expectServerUnharmed(measured, label);
    }
    // Nothing of them stays once the reading thread, idle, has ended (3 s after its last read).
    await sleep(3500);
    const after = (process.memoryUsage().rss - baseline) / MB;
    console.log(`memory after the hostile files: ${after >= 0 ? '+' : ''}${after.toFixed(0)} MB`);
    expect(after).toBeLessThan(100);
  });

  it('stops a zip whose directory lies by the heap limit of the reading thread, the server unharmed', async () => {
    const measured = await whileImporting('a 1 GB string declared as 1 KB', lyingZip(1_000_000_000), 'pacientes.xlsx');
    expect(measured.status).toBe(400);
    expect(JSON.parse(measured.body)).toEqual({
      error: 'A planilha é complexa demais para ser lida. Divida-a em arquivos menores.',
    });
    expect(measured.ms).toBeLessThan(20_000);
    expectServerUnharmed(measured, 'lying zip');
    // The next file gets a new thread and is read.
    const next = await send(`Nome;CPF;Telefone\nAna Lima;${randomCpf()};11987654321\n`, 'pacientes.csv');
    expect(next.status).toBe(200);
  });

  it('reads a 20-million-character cell within the limits as a problem of its line, echoing none of it', async () => {
    const measured = await whileImporting('a 20-million-character name', hugeCellSheet(20_000_000), 'pacientes.xlsx');
    expect(measured.status).toBe(200);
    expect(measured.body.length).toBeLessThan(10_000);
    expectServerUnharmed(measured, '20-million-character name');
    const dry = JSON.parse(measured.body) as Preview;
    expect(dry).toMatchObject({ total: 1, valid: 0, ready: 0, duplicates: 0, problemLines: 1, preview: [] });
    expect(dry.errors).toEqual([
      { line: 2, field: 'fullName', message: 'O campo Nome completo deve ter no máximo 150 caracteres' },
    ]);
  });

  it('bounds a .csv the same way: long cells and headers cut, columns past 100 refused', async () => {
    const cpf = randomCpf();
    const file = excelCsv([
      ['Nome', 'CPF', 'Telefone', 'Observações', `Convênio${' particular'.repeat(100_000)}`],
      ['Ana Lima', cpf, '11987654321', 'x'.repeat(3_000_000), ''],
      ['B'.repeat(151), randomCpf(), '11987654321', '', ''],
      ['Carla Dias', randomCpf(), '11987654321', 'alergia a dipirona', 'Unimed'],
    ]);
    const res = await send(file, 'pacientes.csv');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeLessThan(10_000);
    const dry = JSON.parse(text) as Preview;
    expect(dry.headers[4]).toHaveLength(100);
    expect(dry.errors).toEqual([
      { line: 2, field: 'notes', message: 'O campo Observações deve ter no máximo 5000 caracteres' },
      { line: 3, field: 'fullName', message: 'O campo Nome completo deve ter no máximo 150 caracteres' },
    ]);
    expect(dry.preview.map((p) => p.fullName)).toEqual(['Carla Dias']);

    const wide = excelCsv([
      ['Nome', 'CPF', 'Telefone'],
      ['Ana Lima', formatCpf(cpf), '11987654321', ...new Array(98).fill(''), 'coluna 101'],
    ]);
    await expectError(await send(wide, 'pacientes.csv'), 400, 'A planilha excede o limite de 100 colunas.');
    // Empty cells past the limit (trailing separators) are no reason to refuse.
    const trailing = excelCsv([['Nome', 'CPF', 'Telefone', ...new Array(200).fill('')]]);
    expect((await send(trailing, 'pacientes.csv')).status).toBe(200);
    await expectError(await send(lastCellSheet('CW2'), 'pacientes.xlsx'), 400, 'A planilha excede o limite de 100 colunas.');
  });

  it('counts rows as the file has them, blank ones too: 50,000 below the header at most', async () => {
    const tooMany = 'A planilha excede o limite de 50.000 linhas.';
    await expectError(await send(`Nome;CPF;Telefone${'\r\n'.repeat(60_000)}`, 'pacientes.csv'), 400, tooMany);
    await expectError(await send(lastCellSheet('C50002'), 'pacientes.xlsx'), 400, tooMany);
    expect((await send(lastCellSheet('C50001'), 'pacientes.xlsx')).status).toBe(200);
    // Streaming 50,000 rows is the slowest read the limits allow: its own bound, not the default 30 s.
  }, 90_000);

  it('refuses what is not a spreadsheet, whatever its name; reads UTF-16 by its BOM', async () => {
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 8 >>\nstream\n', 'latin1'),
      randomBytes(64),
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]);
    const utf16NoBom = iconv.encode('Nome;CPF;Telefone\r\nAna;52998224725;11987654321\r\n', 'utf16le');
    for (const [bytes, name] of [
      [randomBytes(1500), 'pacientes.xlsx'],
      [Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(1500)]), 'pacientes.xlsx'],
      [pdf, 'pacientes.csv'],
      [png, 'pacientes.csv'],
      [utf16NoBom, 'pacientes.csv'],
    ] as const) {
      await expectError(await send(bytes, name), 400, NOT_A_SHEET);
    }

    const [ana, joao] = [randomCpf(), randomCpf()];
    const rows = `Nome;CPF;Telefone\r\nAna Conceição;${ana};11987654321\r\nJoão Ávila;${formatCpf(joao)};(21) 99876-5432\r\n`;
    for (const encoding of ['utf16le', 'utf16be'] as const) {
      const res = await send(iconv.encode(rows, encoding, { addBOM: true }), 'pacientes.csv');
      expect(res.status, encoding).toBe(200);
      const dry = await json<Preview>(res);
      expect(dry.errors, encoding).toEqual([]);
      expect(
        dry.preview.map((p) => p.fullName),
        encoding,
      ).toEqual(['Ana Conceição', 'João Ávila']);
    }
  });
});
