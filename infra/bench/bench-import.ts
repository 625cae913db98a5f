// `npm run bench:import`: the client spreadsheet import of a clinic coming from another system — a
// Windows-1252 CSV of BENCH_ROWS (10,000) patients as Excel pt-BR saves it, sent to the real server
// (apps/server/src/main.ts in a child process): the dry run, the import in one call, and the import in
// the screen's batches of 1,000 into a second clinic. Prints each time and the server's peak memory
// against the budget (≤ 10 s for the dry run and the import each). BENCH_DATABASE_URL uses a running PostgreSQL.
import { readFileSync } from 'node:fs';
import { formatCpf, randomCpf } from '@agenda/br';
import iconv from 'iconv-lite';
import pg from 'pg';
import { freePort } from '../../packages/db/src/embedded.ts';
import { benchDatabase } from './database.ts';
import { BENCH_SECRET, startBenchServer } from './server.ts';
import { benchSessionToken } from './session.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const BUDGET_MS = 10_000;
const log = (line = '') => process.stdout.write(`${line}\n`);
const NAMES = ['João', 'Conceição', 'Ângela', 'Sebastião', 'Lúcia', 'Antônio', 'Márcia', 'José', 'Inês', 'Fábio'];
const SURNAMES = ['Araújo', 'Gonçalves', 'Simões', 'Brandão', 'Magalhães', 'Assunção', 'Conceição', 'Peçanha'];

function spreadsheet(rows: number): Buffer {
  const lines = ['Nome;CPF;Celular;Data de nascimento;E-mail;Endereço;Número;Bairro;Cidade;UF;Observações'];
  for (let i = 0; i < rows; i++) {
    const name = `${NAMES[i % NAMES.length]} ${SURNAMES[i % SURNAMES.length]} ${SURNAMES[(i * 7) % SURNAMES.length]} ${i}`;
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(
      [
        name,
        formatCpf(randomCpf()),
        `(11) 9${String(80000000 + i).slice(0, 4)}-${String(i % 10000).padStart(4, '0')}`,
        `${day}/${month}/${1950 + (i % 60)}`,
        `paciente${i}@exemplo.com.br`,
        'Rua São João',
        String(i),
        'Santa Cecília',
        'São Paulo',
        'SP',
        i % 10 === 0 ? 'Alérgico à dipirona' : '',
      ].join(';'),
    );
  }
  return iconv.encode(lines.join('\r\n'), 'win1252');
}

async function send(base: string, token: string, file: Buffer, fields: Record<string, string>) {
  const form = new FormData();
  form.set('file', new Blob([file as BlobPart]), 'pacientes.csv');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await fetch(`${base}/api/clients/import`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** The server's peak resident memory so far (Linux: VmHWM of its process). */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  const ms = Math.round(performance.now() - started);
  log(`  ${label.padEnd(42)} ${String(ms).padStart(6)} ms ${ms <= BUDGET_MS ? 'PASS' : 'FAIL'} (budget ${BUDGET_MS} ms)`);
  return { ms, value };
}

async function main() {
  log(`Agenda benchmark — importing a spreadsheet of ${ROWS.toLocaleString('en-US')} patients`);
  const { databaseUrl, stop: stopDatabase } = await benchDatabase('import');

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const tokens: string[] = [];
  for (const n of [1, 2]) {
    const { rows } = await db.query<{ id: string }>(
      `insert into company (id, name, phone, cep, street, number, neighborhood, city, state, business_days, plan, time_zone, created_at, updated_at)
       values (gen_random_uuid(), $1, '1133334444', '01310100', 'Avenida Paulista', '1', 'Bela Vista', 'São Paulo', 'SP', '{1,2,3,4,5}', 'basic', 'America/Sao_Paulo', now(), now())
       returning id`,
      [`Clínica ${n}`],
    );
    await db.query(
      `insert into app_user (id, company_id, firebase_uid, email, full_name, phone, cep, street, number, neighborhood, role, session_version, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, 'Dra. Bench', '11999990000', '01310100', 'Avenida Paulista', '1', 'Bela Vista', 'OWNER', 0, now(), now())`,
      [rows[0]?.id, `bench-import-${n}`, `import${n}@agenda.dev`],
    );
    tokens.push(await benchSessionToken(db, BENCH_SECRET, `bench-import-${n}`, `import${n}@agenda.dev`));
  }
  const file = spreadsheet(ROWS);
  log(`  file: ${(file.length / 1024 / 1024).toFixed(2)} MB (Windows-1252, ';', CRLF)`);

  const port = await freePort();
  const server = await startBenchServer(databaseUrl, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const pid = server.pid ?? 0;
    log(`  server peak memory before: ${peakRssMb(pid)} MB`);
    const dry = await timed('dry run (preview and problems)', () => send(base, tokens[0] ?? '', file, { dryRun: 'true' }));
    log(`    valid ${dry.value.valid}, duplicates ${dry.value.duplicates}, problems ${(dry.value.errors as unknown[]).length}`);
    log(`    server peak memory: ${peakRssMb(pid)} MB`);
    const all = await timed('import in one call', () => send(base, tokens[0] ?? '', file, {}));
    log(`    imported ${all.value.imported}, skipped ${all.value.skipped}`);
    log(`    server peak memory: ${peakRssMb(pid)} MB`);
    const batches = await timed('import in batches of 1,000 (the screen)', async () => {
      let from: number | null = 0;
      let importId: string | undefined;
      let imported = 0;
      while (from !== null) {
        const fields: Record<string, string> = { from: String(from), count: '1000' };
        if (importId) fields.importId = importId;
        const batch = await send(base, tokens[1] ?? '', file, fields);
        importId = batch.importId as string;
        imported += batch.imported as number;
        from = batch.next as number | null;
      }
      return imported;
    });
    log(`    imported ${batches.value}`);
    log(`  server peak memory after: ${peakRssMb(pid)} MB`);
  } finally {
    server.kill('SIGTERM');
    await db.end();
    await stopDatabase();
  }
}

await main();
