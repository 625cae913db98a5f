import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ActionCost } from './costs.ts';
import { ACTION_LABELS, ACTIONS, BUDGET_P95_MS, capacity, type StepFigures, stepPasses } from './model.ts';

// The bench's results as text (for a note to quote) and as one self-contained HTML file whose
// charts are drawn by uPlot, inlined (no network needed to open it).

export interface Run {
  /** 'one' instance, 'two' instances behind PgBouncer, or 'sql' (plain SQL through pg). */
  name: 'one' | 'two' | 'sql';
  label: string;
  steps: StepFigures[];
}

export interface Results {
  startedAt: string;
  machine: string;
  quick: boolean;
  /** Think times divided by this; K counts clinic-equivalents (model.ts's schedule). */
  pace: number;
  model: string;
  clinicRate: number;
  runs: Run[];
  /** Each action's cost alone, one request at a time (costs.ts), on the one instance; absent when not measured. */
  costs?: ActionCost[];
  hints: string[];
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

export function stepLines(step: StepFigures): string[] {
  const lines = [
    `  K=${step.clinics}: ${fmt(step.throughput)} req/s, server ${fmt(step.serverCores, 2)} cores, PostgreSQL ${fmt(step.databaseCores, 2)} cores, ` +
      `generator stalls ${fmt(step.stallsPerSecond, 2)}/s, stolen by the hypervisor ${fmt(step.stolenCores ?? 0, 2)} cores — ${stepPasses(step) ? 'PASS' : 'FAIL'}`,
  ];
  for (const a of step.actions)
    if (a.count + a.errors > 0)
      lines.push(
        `    ${a.action.padEnd(14)} ${String(a.count).padStart(6)} answers  p50 ${fmt(a.p50).padStart(7)}  p95 ${fmt(a.p95).padStart(7)}  ` +
          `p99 ${fmt(a.p99).padStart(7)} ms  errors ${a.errors}  409 ${a.conflicts}`,
      );
  return lines;
}

export function summary(r: Results): string[] {
  const lines = [
    `Capacity (every action p95 ≤ ${BUDGET_P95_MS} ms, errors ≤ 0.1%), ${r.quick ? 'QUICK mode: not a result' : 'full run'}, ${r.machine}:`,
  ];
  if (r.pace !== 1) lines.push(`  pace ${r.pace}: each clinic driven acts ${r.pace}× as often; K counts clinic-equivalents`);
  const one = r.runs.find((x) => x.name === 'one');
  for (const run of r.runs) {
    const k = capacity(run.steps);
    const at = run.steps.find((s) => s.clinics === k);
    const base = one ? capacity(one.steps) : 0;
    const ratio =
      run.name !== 'two' ? '' : base > 0 ? ` (${fmt(k / base, 2)}× one instance)` : ' (no ratio: one instance passed no step)';
    lines.push(`  ${run.label.padEnd(36)} ${String(k).padStart(5)} clinics, ${fmt(at?.throughput ?? 0)} req/s${ratio}`);
  }
  lines.push(`  model: ≈ ${fmt(r.clinicRate, 3)} requests/s per clinic (${r.model})`);
  return lines;
}

function uplotAssets(): { js: string; css: string } {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('uplot/dist/uPlot.iife.min.js'));
  return { js: readFileSync(join(dir, 'uPlot.iife.min.js'), 'utf8'), css: readFileSync(join(dir, 'uPlot.min.css'), 'utf8') };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export function html(r: Results): string {
  const { js, css } = uplotAssets();
  const data = {
    runs: r.runs.map((run) => ({
      label: run.label,
      k: run.steps.map((s) => s.clinics),
      throughput: run.steps.map((s) => s.throughput),
      // The raw-SQL run has no server: its line would be a misleading zero.
      server: run.steps.map((s) => (run.name === 'sql' ? null : s.serverCores)),
      database: run.steps.map((s) => s.databaseCores),
      p95: Object.fromEntries(ACTIONS.map((a) => [a, run.steps.map((s) => s.actions.find((x) => x.action === a)?.p95 ?? null)])),
    })),
    actions: ACTIONS.map((a) => ({ key: a, label: ACTION_LABELS[a] })),
    budget: BUDGET_P95_MS,
  };
  const rows = r.runs
    .flatMap((run) =>
      run.steps.map(
        (s) =>
          `<tr><td>${escapeHtml(run.label)}</td><td>${s.clinics}</td><td>${fmt(s.throughput)}</td><td>${fmt(s.serverCores, 2)}</td>` +
          `<td>${fmt(s.databaseCores, 2)}</td><td>${fmt(s.stolenCores ?? 0, 2)}</td><td>${fmt(Math.max(...s.actions.map((a) => (a.count ? a.p95 : 0))))}</td>` +
          `<td>${s.actions.reduce((n, a) => n + a.errors, 0)}</td><td>${s.actions.reduce((n, a) => n + a.conflicts, 0)}</td>` +
          `<td>${stepPasses(s) ? 'ok' : 'falhou'}</td></tr>`,
      ),
    )
    .join('\n');
  const costRows = (r.costs ?? [])
    .map(
      (c) =>
        `<tr><td>${escapeHtml(ACTION_LABELS[c.action])}</td><td>${c.requests}</td><td>${fmt(c.p50)}</td><td>${fmt(c.max)}</td>` +
        `<td>${fmt(c.serverMs)}</td><td>${fmt(c.databaseMs)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Capacidade: quantas clínicas uma máquina atende</title>
<style>${css}
body{font-family:system-ui,sans-serif;margin:24px;color:#111827;max-width:1100px}h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:32px}
table{border-collapse:collapse;font-size:.9rem}td,th{border:1px solid #d1d5db;padding:4px 8px;text-align:right}th{background:#f3f4f6}
td:first-child{text-align:left}pre{background:#f9fafb;padding:12px;overflow:auto;font-size:.85rem}.chart{margin:8px 0 24px}
</style></head><body>
<h1>Capacidade: quantas clínicas uma máquina atende</h1>
<p>${escapeHtml(r.startedAt)} · ${escapeHtml(r.machine)}${r.quick ? ' · <strong>modo rápido (CAPACITY_QUICK=1): verifica a bancada, não é um resultado</strong>' : ''}</p>
<pre>${escapeHtml(summary(r).join('\n'))}</pre>
<h2>p95 de cada ação por número de clínicas (uma instância; orçamento ${BUDGET_P95_MS} ms)</h2><div id="p95" class="chart"></div>
<h2>p95 de cada ação: SQL puro (o limite físico)</h2><div id="p95sql" class="chart"></div>
<h2>Vazão (respostas por segundo) por número de clínicas</h2><div id="throughput" class="chart"></div>
<h2>CPU (núcleos ocupados): servidor e PostgreSQL</h2><div id="cpu" class="chart"></div>
<h2>Passos</h2>
<table><tr><th>execução</th><th>clínicas</th><th>req/s</th><th>CPU servidor</th><th>CPU PostgreSQL</th><th>CPU tomada pelo hipervisor</th><th>pior p95 (ms)</th><th>erros</th><th>409 esperados</th><th>resultado</th></tr>
${rows}</table>
${
  costRows
    ? `<h2>O custo de cada ação sozinha (uma requisição por vez, uma instância)</h2>
<table><tr><th>ação</th><th>requisições</th><th>p50 (ms)</th><th>a mais lenta (ms)</th><th>CPU do servidor por requisição (ms)</th><th>CPU do PostgreSQL por requisição (ms)</th></tr>
${costRows}</table>`
    : ''
}
<h2>Modelo</h2><p>${escapeHtml(r.model)}</p>
${r.hints.length ? `<h2>Pistas do gargalo</h2><pre>${escapeHtml(r.hints.join('\n'))}</pre>` : ''}
<script>${js}</script>
<script>
const data = ${JSON.stringify(data)};
const palette = ['#2563eb','#dc2626','#16a34a','#9333ea','#ea580c','#0891b2','#ca8a04','#db2777','#4b5563','#65a30d','#7c3aed','#0d9488','#b91c1c','#1d4ed8'];
const width = () => Math.min(1050, document.body.clientWidth - 8);
function chart(id, title, xs, series, yLabel) {
  const el = document.getElementById(id);
  if (!xs.length) { el.textContent = 'sem dados'; return; }
  new uPlot({ title, width: width(), height: 320, scales: { x: { time: false, distr: 3 } },
    axes: [{ label: 'clínicas (K)' }, { label: yLabel }],
    series: [{ label: 'K' }, ...series.map((s, i) => ({ label: s.label, stroke: s.stroke ?? palette[i % palette.length], width: 2, dash: s.dash, points: { show: true } }))] },
    [xs, ...series.map((s) => s.values)], el);
}
const one = data.runs.find((r) => r.label.includes('uma instância')) ?? data.runs[0];
const sql = data.runs.find((r) => r.label.includes('SQL'));
const p95Series = (run) => [
  ...data.actions.filter((a) => run.p95[a.key].some((v) => v !== null && v === v)).map((a) => ({ label: a.label, values: run.p95[a.key] })),
  { label: 'orçamento', values: run.k.map(() => data.budget), stroke: '#111827', dash: [6, 4] },
];
if (one) chart('p95', 'p95 (ms)', one.k, p95Series(one), 'ms');
if (sql) chart('p95sql', 'p95 (ms), SQL puro', sql.k, p95Series(sql), 'ms');
const allK = [...new Set(data.runs.flatMap((r) => r.k))].sort((a, b) => a - b);
const at = (run, values) => allK.map((k) => { const i = run.k.indexOf(k); return i < 0 ? null : values[i]; });
chart('throughput', 'respostas/s', allK, data.runs.map((r) => ({ label: r.label, values: at(r, r.throughput) })), 'req/s');
chart('cpu', 'núcleos', allK, data.runs.flatMap((r) => [
  ...(r.server.some((v) => v !== null) ? [{ label: r.label + ': servidor', values: at(r, r.server) }] : []),
  { label: r.label + ': PostgreSQL', values: at(r, r.database), dash: [4, 3] },
]), 'núcleos');
</script></body></html>
`;
}
