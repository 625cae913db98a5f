// The patient's chart of `npm run bench` (BENCH_ONLY=chart runs only this module after the weekly
// read): the odontogram of one patient of the busy clinic with the 52 teeth of a mixed chart, 200
// items by face, 60 face conditions and a few tooth states, read through REST and tRPC, beside the
// same reads (and the audit row) as plain SQL through `pg`; the same patient has two full-mouth perio
// exams (192 sites each), whose list (with the summaries) and newest exam are read too, as the
// 'Periograma' tab does. The rows are chained like the application's own writes, so each read also
// checks the patient's hash chain (one statement more, decision 058). Budget: server p95 ≤ 30 ms for each API read.
//   BENCH_CHART_RATE (40 req/s), BENCH_SECONDS (20 s), BENCH_WARMUP (4 s), BENCH_ROUNDS (4)
import { randomUUID } from 'node:crypto';
import { chainUnlinked } from '@agenda/clinical/server';
import { type BenchModule, type Row, measureSideBySide } from './harness.ts';
import { get } from './load.ts';

const RATE = Number(process.env.BENCH_CHART_RATE ?? 40);
const BUDGET_P95_MS = 30;
const ITEMS = 200;
const TEETH = [16, 26, 36, 46, 14, 24, 34, 44, 55, 65, 75, 85, 54, 64, 74, 84];
const FACES = ['M', 'O', 'D', 'V'];

/** The reads the chart makes, as plain SQL ($1 company, $2 client), then its audit row. */
const RAW_READS = [
  'select * from client where company_id = $1 and id = $2',
  'select * from client_dentition where company_id = $1 and client_id = $2',
  'select * from tooth_state where company_id = $1 and client_id = $2',
  `select tt.*, dt.name, dt.category, dt.color, dt.average_price_cents
     from tooth_treatment tt join dental_treatment dt on dt.company_id = tt.company_id and dt.id = tt.treatment_id
    where tt.company_id = $1 and tt.client_id = $2 order by tt.created_at desc, tt.id desc`,
  `select * from clinical_note where company_id = $1 and client_id = $2 and type = 'ODONTOGRAM_ENTRY'
      and deleted_at is null and tooth is not null order by created_at desc`,
  'select * from tooth_face_condition where company_id = $1 and client_id = $2 and condition is not null',
];
const RAW_PERIO = [
  'select id, exam_date, sites, teeth from perio_exam where company_id = $1 and client_id = $2 order by exam_date desc',
  'select * from perio_exam where company_id = $1 and client_id = $2 order by exam_date desc limit 1',
];
const PERIO_SITES = ['MV', 'V', 'DV', 'ML', 'L', 'DL'];
const PERMANENT = [11, 12, 13, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 26, 27, 28];
const PERMANENT_ALL = [...PERMANENT, ...PERMANENT.map((t) => t + 20)];

/** A full mouth (192 sites) for the exam `k` (0 or 1): depths, margins, bleeding and plaque spread over it. */
function fullMouthExam(k: number) {
  const sites = PERMANENT_ALL.flatMap((tooth, i) =>
    PERIO_SITES.map((site, j) => ({
      tooth,
      site,
      depth: 2 + ((i + j + k) % 5),
      margin: -((i + j) % 3),
      bleeding: (i + j + k) % 4 === 0,
      plaque: (i + j) % 5 === 0,
      suppuration: false,
    })),
  );
  const teeth = [16, 26, 36, 46].map((tooth) => ({ tooth, mobility: k, furcation: 1 + k, missing: false, implant: false }));
  return { sites, teeth };
}

const RAW_AUDIT = `insert into clinical_audit_event (id, company_id, client_id, user_id, user_name, resource, resource_id, action, created_at)
  values ($3, $1, $2, null, 'bench', 'odontogram', null, 'read', now())`;

const chart: BenchModule = {
  title: `Patient chart (52 teeth, ${ITEMS} items by face, 2 perio exams; GET /api/clients/{id}/odontograma and perio-exams)`,
  async run(ctx) {
    const company = ctx.seeded.bigCompanyId;
    const { rows: clients } = await ctx.pool.query<{ id: string }>(
      'select id from client where company_id = $1 order by id limit 1',
      [company],
    );
    const clientId = clients[0]?.id;
    if (!clientId) throw new Error('no client in the busy clinic');
    const treatmentId = randomUUID();
    await ctx.pool.query(
      `insert into dental_treatment (id, company_id, name, category, description, estimated_duration, average_price_cents, color, created_at, updated_at)
       values ($1, $2, 'Restauração em resina (bench)', 'restaurador', null, 60, 25000, '#2563EB', now(), now())`,
      [treatmentId, company],
    );
    await ctx.pool.query(
      `insert into tooth_treatment (id, company_id, client_id, tooth, treatment_id, status, surfaces, created_at, updated_at)
       select gen_random_uuid(), $1, $2, ($4::int[])[1 + i % cardinality($4::int[])], $3,
              (array['PLANNED', 'IN_PROGRESS', 'COMPLETED'])[1 + i % 3], (array['M', 'MO', 'MOD'])[1 + i % 3],
              now() - make_interval(mins => i), now()
         from generate_series(0, $5 - 1) as i`,
      [company, clientId, treatmentId, TEETH, ITEMS],
    );
    await ctx.pool.query(
      `insert into tooth_face_condition (id, company_id, client_id, tooth, face, condition, material, created_at, updated_at)
       select gen_random_uuid(), $1, $2, t, f, case when f = 'M' then 'restoration' else 'caries' end,
              case when f = 'M' then 'resin' end, now(), now()
         from unnest($3::int[]) as t, unnest($4::text[]) as f`,
      [company, clientId, TEETH, FACES],
    );
    await ctx.pool.query(
      `insert into tooth_state (id, company_id, client_id, tooth, status, notes, created_at, updated_at)
       select gen_random_uuid(), $1, $2, t, 'restored', null, now(), now() from unnest($3::int[]) as t`,
      [company, clientId, [17, 27, 37, 47]],
    );
    const examIds = [randomUUID(), randomUUID()];
    for (const [k, id] of examIds.entries()) {
      const { sites, teeth } = fullMouthExam(k);
      await ctx.pool.query(
        `insert into perio_exam (id, company_id, client_id, exam_date, sites, teeth, versions, created_at, updated_at)
         values ($1, $2, $3, current_date - $4::int, $5::jsonb, $6::jsonb, '[]', now(), now())`,
        [id, company, clientId, k === 0 ? 180 : 7, JSON.stringify(sites), JSON.stringify(teeth)],
      );
    }
    // Chained as the application chains what it writes (decision 058): each read walks a real chain.
    const execute = async (text: string, params: unknown[] = []) => {
      let n = 0;
      return (
        await ctx.pool.query(
          text.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as Record<string, unknown>[];
    };
    await chainUnlinked(execute, company, ['tooth_state', 'tooth_treatment', 'tooth_face_condition', 'perio_exam']);
    const restUrl = `${ctx.base}/api/clients/${clientId}/odontograma?dentition=mixed`;
    const perioListUrl = `${ctx.base}/api/clients/${clientId}/perio-exams`;
    const perioExamUrl = `${perioListUrl}/${examIds[1]}`;
    const exams = (JSON.parse(await get(perioListUrl, ctx.token)) as { exams: unknown[] }).exams;
    const newest = JSON.parse(await get(perioExamUrl, ctx.token)) as { exam: { sites: unknown[] } };
    if (exams.length !== 2 || newest.exam.sites.length !== 192)
      throw new Error(`expected 2 perio exams and 192 sites, got ${exams.length} and ${newest.exam.sites.length}`);
    const trpcUrl = `${ctx.base}/trpc/clinical.odontogram?input=${encodeURIComponent(JSON.stringify({ clientId, dentition: 'mixed' }))}`;
    const first = JSON.parse(await get(restUrl, ctx.token)) as { teeth: { treatments: unknown[]; faceConditions: unknown[] }[] };
    const items = first.teeth.reduce((n, t) => n + t.treatments.length, 0);
    const conditions = first.teeth.reduce((n, t) => n + t.faceConditions.length, 0);
    if (first.teeth.length !== 52 || items !== ITEMS)
      throw new Error(`expected 52 teeth and ${ITEMS} items, got ${first.teeth.length} and ${items}`);
    ctx.log(
      `  one patient: ${first.teeth.length} teeth, ${items} items, ${conditions} face conditions, 2 perio exams of 192 sites`,
    );

    const viaSql = async () => {
      for (const read of [...RAW_READS, ...RAW_PERIO]) await ctx.pool.query(read, [company, clientId]);
      await ctx.pool.query(RAW_AUDIT, [company, clientId, randomUUID()]);
    };
    const targets = [
      { target: `raw SQL of the same reads + audit (${RAW_READS.length + RAW_PERIO.length + 1} statements)`, fire: viaSql },
      { target: 'tRPC clinical.odontogram', fire: async () => void (await get(trpcUrl, ctx.token)), serverPid: ctx.serverPid },
      {
        target: 'REST /api/clients/{id}/odontograma',
        fire: async () => void (await get(restUrl, ctx.token)),
        serverPid: ctx.serverPid,
      },
      {
        target: 'REST /api/clients/{id}/perio-exams (2 exams with summaries)',
        fire: async () => void (await get(perioListUrl, ctx.token)),
        serverPid: ctx.serverPid,
      },
      {
        target: 'REST /api/clients/{id}/perio-exams/{examId} (192 sites)',
        fire: async () => void (await get(perioExamUrl, ctx.token)),
        serverPid: ctx.serverPid,
      },
    ];
    const rows: Row[] = (
      await measureSideBySide(
        targets.map((t) => ({ ...t, rate: RATE })),
        items,
      )
    ).map((r) => ({
      ...r,
      target: `${r.target} @ ${RATE} req/s`,
    }));
    for (const r of rows) {
      const cpu = r.serverCpuUs === undefined ? '' : `, server CPU ${(r.serverCpuUs / 1000).toFixed(1)} ms/req`;
      ctx.log(`  ${r.target}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms${cpu}, errors ${r.errors}`);
    }
    const api = rows.slice(1);
    const ok = api.every((r) => r.errors === 0 && r.p95 <= BUDGET_P95_MS);
    ctx.log(
      `  chart: p95 ${api.map((r) => r.p95.toFixed(1)).join(' / ')} ms (tRPC / REST / perio list / perio exam; budget ≤ ${BUDGET_P95_MS} ms): ${ok ? 'PASS' : 'FAIL'}`,
    );
    return { rows, ok };
  },
};

/** @public bench.ts imports every `*-bench.ts` module by file name. */
export default chart;
