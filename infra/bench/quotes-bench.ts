// The quote's money in `npm run bench` (BENCH_ONLY=quotes runs only this module after the weekly
// read): the busy clinic gets its PIX key and QUOTES approved quotes of 'Entrada + 23 parcelas' —
// 10,000 installments owed — made through the API as reception makes them. Two budgets of issue 38:
//  - the patient's quote page (`GET /orcamento/{token}`, an approved quote with its 12 open
//    installments' PIX codes and QRs, the view audited) p95 ≤ 30 ms at 100 req/s;
//  - Cobrança over the 10,000 installments (`GET /api/financial/receivables`, its first page and the
//    totals) p95 ≤ 50 ms at 40 req/s (a staff page, as the chart bench reads);
// each beside the same reads as plain SQL through `pg`. Run it with RATE_LIMIT_FACTOR=1000: every
// patient request comes from one address.
//   BENCH_QUOTES_RATE (100 req/s), BENCH_COBRANCA_RATE (40 req/s), BENCH_SECONDS (20 s), BENCH_WARMUP (4 s), BENCH_ROUNDS (4)
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { type BenchModule, type Row, measureSideBySide } from './harness.ts';
import { get } from './load.ts';

const RATE = Number(process.env.BENCH_QUOTES_RATE ?? 100);
/** Cobrança is a staff page: read at the chart bench's staff rate. */
const COBRANCA_RATE = Number(process.env.BENCH_COBRANCA_RATE ?? 40);
const PAGE_BUDGET_MS = 30;
const COBRANCA_BUDGET_MS = 50;
/** 417 quotes × (entry + 23 installments) ≈ 10,000 installments. */
const QUOTES = Number(process.env.BENCH_QUOTES ?? 417);
const INSTALLMENTS = 23;
const PAGE_INSTALLMENTS = 11;

/** JSON POST/PUT with the session token; resolves with the parsed body, rejects on anything but 2xx. */
function send(method: string, url: string, token: string, body: unknown): Promise<Record<string, unknown>> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if ((res.statusCode ?? 500) < 300) resolve(JSON.parse(text) as Record<string, unknown>);
          else reject(new Error(`${method} ${url}: ${res.statusCode} ${text.slice(0, 300)}`));
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** The reads of the patient's page as plain SQL ($1 company, $2 quote), then its audit row. */
const RAW_PAGE = [
  'select * from company where id = $1 and $2::uuid is not null',
  'select * from quote where company_id = $1 and id = $2',
  `select v.* from quote_version v join quote q on q.company_id = v.company_id and q.id = v.quote_id
    where v.company_id = $1 and v.quote_id = $2 and v.version = q.version`,
  'select c.full_name, c.birth_date from client c join quote q on q.company_id = c.company_id and q.id = $2 and c.id = q.client_id where c.company_id = $1',
  `select p.name from professional p join quote q on q.company_id = p.company_id and q.id = $2 and p.id = q.professional_id
    where p.company_id = $1`,
  `select id, installment_number, due_date, total_cents, paid_cents, status from payment
    where company_id = $1 and plan_id = $2 order by installment_number`,
];
const RAW_PAGE_AUDIT = `insert into clinical_audit_event (id, company_id, client_id, user_id, user_name, resource, resource_id, action, created_at)
  select $3, $1, client_id, null, 'Paciente (link do orçamento)', 'quote', id, 'read', now() from quote where company_id = $1 and id = $2`;

/** Cobrança's first page and its totals as plain SQL ($1 company, $2 today). */
const RAW_COBRANCA = [
  `select p.id, p.client_id, c.full_name, c.phone, p.total_cents - p.paid_cents as balance, coalesce(p.due_date, p.registered_on) as due
     from payment p left join client c on c.company_id = p.company_id and c.id = p.client_id
    where p.company_id = $1 and p.status in ('PENDING', 'PARTIAL') and p.total_cents > p.paid_cents
      and $2::date is not null
    order by coalesce(p.due_date, p.registered_on), p.created_at, p.id limit 51`,
  `select count(*), sum(total_cents - paid_cents), count(*) filter (where coalesce(due_date, registered_on) < $2::date),
          sum(total_cents - paid_cents) filter (where coalesce(due_date, registered_on) < $2::date)
     from payment where company_id = $1 and status in ('PENDING', 'PARTIAL') and total_cents > paid_cents`,
];

async function seedQuotes(ctx: Parameters<BenchModule['run']>[0]) {
  const company = ctx.seeded.bigCompanyId;
  const api = (path: string) => `${ctx.base}${path}`;
  await send('PUT', api('/api/settings/pix'), ctx.token, {
    keyType: 'ALEATORIA',
    key: randomUUID(),
    beneficiary: 'Clinica Bench',
    city: 'Sao Paulo',
  });
  const { rows: pros } = await ctx.pool.query<{ id: string }>(
    'select id from professional where company_id = $1 order by created_at limit 1',
    [company],
  );
  const { rows: services } = await ctx.pool.query<{ id: string }>(
    'select id from service where company_id = $1 order by id limit 1',
    [company],
  );
  const { rows: clients } = await ctx.pool.query<{ id: string }>(
    'select id from client where company_id = $1 order by id limit 300',
    [company],
  );
  const professionalId = pros[0]?.id;
  const serviceId = services[0]?.id;
  if (!professionalId || !serviceId || clients.length < 2)
    throw new Error('the busy clinic lacks a professional, a service or clients');
  const quoteOf = (clientId: string, installments: number) =>
    send('POST', api('/api/quotes'), ctx.token, {
      clientId,
      professionalId,
      items: [{ serviceId, description: 'Aparelho ortodôntico (bench)', priceCents: 480_000 }],
      paymentPlan: { kind: 'ENTRADA_PARCELAS', entryPercent: 10, installments, dueDay: 10 },
    }).then((r) => (r.quote as { id: string }).id);
  // Made four at a time: the approvals lock their own quote only.
  const made: string[] = [];
  for (let i = 0; i < QUOTES; i += 4) {
    // A patient may hold several plans (the bench clinic has 300 patients); the last one is the page's.
    const batch = Array.from(
      { length: Math.min(4, QUOTES - i) },
      (_, k) => clients[(i + k) % (clients.length - 1)]?.id as string,
    );
    made.push(
      ...(await Promise.all(
        batch.map(async (clientId) => {
          const id = await quoteOf(clientId, INSTALLMENTS);
          await send('POST', api(`/api/quotes/${id}/send`), ctx.token, {});
          await send('POST', api(`/api/quotes/${id}/approve`), ctx.token, { method: 'PRESENCIAL' });
          return id;
        }),
      )),
    );
  }
  // The page's quote: entry + 11 installments, approved; its link as reception sends it.
  const pageClient = clients[clients.length - 1]?.id as string;
  const pageQuote = await quoteOf(pageClient, PAGE_INSTALLMENTS);
  const { url } = (await send('POST', api(`/api/quotes/${pageQuote}/send`), ctx.token, {})) as { url: string };
  await send('POST', api(`/api/quotes/${pageQuote}/approve`), ctx.token, { method: 'PRESENCIAL' });
  return { quotes: made.length + 1, pageQuote, token: url.slice(url.lastIndexOf('/') + 1) };
}

const quotes: BenchModule = {
  title: `The quote's money (${QUOTES} approved plans, ≈ 10,000 installments; the patient's page and Cobrança)`,
  async run(ctx) {
    const company = ctx.seeded.bigCompanyId;
    const started = performance.now();
    const seeded = await seedQuotes(ctx);
    const { rows: owed } = await ctx.pool.query<{ n: string }>(
      `select count(*) as n from payment where company_id = $1 and plan_id is not null and total_cents > paid_cents`,
      [company],
    );
    ctx.log(
      `  ${seeded.quotes} quotes approved through the API, ${owed[0]?.n} installments owed, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const pageUrl = `${ctx.base}/orcamento/${seeded.token}`;
    const pageApiUrl = `${ctx.base}/api/public/quotes/${seeded.token}`;
    const html = await get(pageUrl, '');
    if (!html.includes('data-slot="pix"') && !html.includes('copia e cola'))
      throw new Error('the quote page shows no PIX block for the approved quote');
    const cobrancaUrl = `${ctx.base}/api/financial/receivables?situacao=abertas`;
    const today = new Date().toISOString().slice(0, 10);
    const plan = await ctx.pool.query<{ 'QUERY PLAN': string }>(`explain ${RAW_COBRANCA[0]}`, [company, today]);
    const scan = plan.rows.map((r) => r['QUERY PLAN']).find((l) => /Scan/.test(l)) ?? '';
    ctx.log(`  Cobrança's page plan: ${scan.trim()}`);
    const viaSqlPage = async () => {
      for (const read of RAW_PAGE) await ctx.pool.query(read, [company, seeded.pageQuote]);
      await ctx.pool.query(RAW_PAGE_AUDIT, [company, seeded.pageQuote, randomUUID()]);
    };
    const viaSqlCobranca = async () => {
      for (const read of RAW_COBRANCA) await ctx.pool.query(read, [company, today]);
    };
    const targets = [
      {
        target: `raw SQL of the page's reads + audit (${RAW_PAGE.length + 1} statements)`,
        fire: viaSqlPage,
        budget: Infinity,
        rate: RATE,
      },
      {
        target: 'GET /orcamento/{token} (12 open installments with PIX)',
        fire: async () => void (await get(pageUrl, '')),
        budget: PAGE_BUDGET_MS,
        serverPid: ctx.serverPid,
        rate: RATE,
      },
      {
        target: 'GET /api/public/quotes/{token}',
        fire: async () => void (await get(pageApiUrl, '')),
        budget: PAGE_BUDGET_MS,
        serverPid: ctx.serverPid,
        rate: RATE,
      },
      {
        target: `raw SQL of Cobrança's page + totals (${RAW_COBRANCA.length} statements)`,
        fire: viaSqlCobranca,
        budget: Infinity,
        rate: COBRANCA_RATE,
      },
      {
        target: 'GET /api/financial/receivables (Cobrança, 10,000 owed)',
        fire: async () => void (await get(cobrancaUrl, ctx.token)),
        budget: COBRANCA_BUDGET_MS,
        serverPid: ctx.serverPid,
        rate: COBRANCA_RATE,
      },
    ];
    const rows: Row[] = (await measureSideBySide(targets, 0)).map((r, k) => ({
      ...r,
      target: `${r.target} @ ${targets[k]?.rate} req/s`,
    }));
    for (const r of rows) {
      const cpu = r.serverCpuUs === undefined ? '' : `, server CPU ${(r.serverCpuUs / 1000).toFixed(1)} ms/req`;
      ctx.log(`  ${r.target}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms${cpu}, errors ${r.errors}`);
    }
    const judged = targets.map((t, k) => ({ t, r: rows[k] as Row })).filter(({ t }) => Number.isFinite(t.budget));
    const ok = judged.every(({ t, r }) => r.errors === 0 && r.p95 <= t.budget);
    ctx.log(
      `  quotes: p95 ${judged.map(({ t, r }) => `${r.p95.toFixed(1)} (≤ ${t.budget})`).join(' / ')} ms (page / public API / Cobrança): ${ok ? 'PASS' : 'FAIL'}`,
    );
    return { rows, ok };
  },
};

/** @public bench.ts imports every `*-bench.ts` module by file name. */
export default quotes;
