import { useAuth, useCompanyConfig } from '@agenda/auth/web';
import { formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import { useClient } from '@agenda/clients/web';
import { Button, toast, usePrintSheet } from '@agenda/ui';
import { memo, useMemo, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { PERIO_TEXTS as P, type PerioExamData, type PerioSite, type PerioSummary, isMultiRooted } from '../../shared/perio.ts';
import { LOWER_ARCH, UPPER_ARCH } from '../../shared/teeth.ts';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';
import { useClinicalMutations, usePerioExam, usePerioExams } from '../hooks.ts';
import { PerioCompareView } from './perio-compare-view.tsx';
import { PerioPrint } from './perio-print.tsx';
import { PERIO_CURSOR, type PerioEntryMode, PerioStore, perioToothKey } from './perio-store.ts';
import { AlteredOutside } from '../records/altered-outside.tsx';

const ROWS: { label: string; teeth: readonly number[]; face: 'V' | 'L' }[] = [
  { label: P.rows.upperV, teeth: UPPER_ARCH, face: 'V' },
  { label: P.rows.upperL, teeth: UPPER_ARCH, face: 'L' },
  { label: P.rows.lowerL, teeth: LOWER_ARCH, face: 'L' },
  { label: P.rows.lowerV, teeth: LOWER_ARCH, face: 'V' },
];

/** The three sites of a face as drawn, left to right of the chart (the patient's right first). */
function drawnSites(tooth: number, face: 'V' | 'L'): PerioSite[] {
  const distalFirst: PerioSite[] = face === 'V' ? ['DV', 'V', 'MV'] : ['DL', 'L', 'ML'];
  const quadrant = Math.floor(tooth / 10);
  return quadrant === 1 || quadrant === 4 ? distalFirst : [...distalFirst].reverse();
}

/** One site: renders again only when its own value, or the cursor on it, changes. */
const SiteCell = memo(function SiteCell({ store, tooth, site }: { store: PerioStore; tooth: number; site: PerioSite }) {
  const snap = useSyncExternalStore(
    (l) => store.subscribe(`${tooth}${site}`, l),
    () => store.snapshot(tooth, site),
  );
  const [depth, bleeding, current, missing, margin, plaque, suppuration, mode, negative] = snap.split('|');
  const value = depth === '' ? null : Number(depth);
  const marginValue = margin === '' ? null : Number(margin);
  const shown = mode === 'margin' ? `${negative === '1' ? '−' : ''}${margin ?? ''}`.replace('-', '−') : (depth ?? '');
  return (
    <button
      type="button"
      tabIndex={-1}
      className="perio-cell"
      data-current={current === '1' || undefined}
      data-bleeding={bleeding === '1' || undefined}
      data-plaque={plaque === '1' || undefined}
      data-suppuration={suppuration === '1' || undefined}
      data-mode={mode}
      data-deep={mode === 'depth' && value !== null && value >= 4 ? (value >= 6 ? '6' : '4') : undefined}
      disabled={missing === '1'}
      aria-label={P.cell(tooth, site, value, bleeding === '1', {
        margin: marginValue,
        plaque: plaque === '1',
        suppuration: suppuration === '1',
      })}
      onClick={() => store.focus(tooth, site)}
    >
      {missing === '1' ? '' : shown}
    </button>
  );
});

const MissingToggle = memo(function MissingToggle({ store, tooth }: { store: PerioStore; tooth: number }) {
  const snap = useSyncExternalStore(
    (l) => store.subscribe(`${tooth}MV`, l),
    () => store.snapshot(tooth, 'MV'),
  );
  const missing = snap.endsWith('|1');
  return (
    <button
      type="button"
      className="perio-tooth"
      aria-pressed={missing}
      aria-label={P.toggleMissing(tooth, missing)}
      onClick={() => store.toggleMissing(tooth)}
    >
      {tooth}
    </button>
  );
});

/** The grid of 192 sites, typed by keyboard; each keystroke's render is measured as 'perio-key'. */
const PerioChart = memo(function PerioChart({ store }: { store: PerioStore }) {
  const onKeyDown = (e: React.KeyboardEvent) => {
    const start = performance.now();
    let handled = true;
    flushSync(() => {
      if (/^[0-9]$/.test(e.key)) store.digit(Number(e.key));
      else if (e.key === 'b' || e.key === 'B') store.toggleBleeding();
      else if (e.key === 'p' || e.key === 'P') store.togglePlaque();
      else if (e.key === 's' || e.key === 'S') store.toggleSuppuration();
      else if (e.key === '-') store.minus();
      else if (e.key === 'Backspace') store.back();
      else handled = false;
    });
    if (!handled) return;
    e.preventDefault();
    performance.measure('perio-key', { start, end: performance.now() });
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes the keystrokes as one control
    <div className="perio-chart" role="group" aria-label={P.chart} tabIndex={0} onKeyDown={onKeyDown}>
      {ROWS.map((row, r) => (
        <div key={row.label} className="perio-row">
          <span className="perio-row__label">{row.label}</span>
          <div className="perio-row__teeth">
            {row.teeth.map((tooth) => (
              <div key={tooth} className="perio-row__tooth">
                {r === 0 || r === 3 ? <MissingToggle store={store} tooth={tooth} /> : null}
                <div className="perio-row__sites">
                  {drawnSites(tooth, row.face).map((site) => (
                    <SiteCell key={site} store={store} tooth={tooth} site={site} />
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
});

function SummaryView({ summary }: { summary: PerioSummary }) {
  const rows: [string, string][] = [
    [P.summarySites, String(summary.sites)],
    [P.summaryBleeding, `${summary.bleedingPercent.toLocaleString('pt-BR')}%`],
    [P.summaryPlaque, `${summary.plaquePercent.toLocaleString('pt-BR')}%`],
    [P.summarySuppuration, String(summary.suppurationSites)],
    [P.summaryDepth4, String(summary.depth4OrMore)],
    [P.summaryDepth6, String(summary.depth6OrMore)],
    [P.summaryAttachment, summary.meanAttachment === null ? '—' : `${summary.meanAttachment.toLocaleString('pt-BR')} mm`],
  ];
  return (
    <section className="perio-summary" aria-labelledby="perio-summary-title">
      <h4 id="perio-summary-title">{P.summary}</h4>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Depths or margins: what the digits typed into the chart fill. */
function EntryModeSwitch({ store }: { store: PerioStore }) {
  const [mode, setMode] = useState<PerioEntryMode>(store.entryMode());
  const pick = (next: PerioEntryMode) => {
    store.setMode(next);
    setMode(next);
  };
  return (
    <fieldset className="perio-mode">
      <legend>{P.entryMode}</legend>
      {(
        [
          ['depth', P.modeDepth],
          ['margin', P.modeMargin],
        ] as const
      ).map(([value, label]) => (
        <Button
          key={value}
          size="sm"
          variant={mode === value ? 'primary' : 'secondary'}
          aria-pressed={mode === value}
          onClick={() => pick(value)}
        >
          {label}
        </Button>
      ))}
    </fieldset>
  );
}

/** Mobility, furcation and implant of the tooth under the cursor. */
function ToothPanel({ store, readOnly }: { store: PerioStore; readOnly: boolean }) {
  const tooth = useSyncExternalStore(
    (l) => store.subscribe(PERIO_CURSOR, l),
    () => store.currentTooth(),
  );
  const snap = useSyncExternalStore(
    (l) => (tooth === null ? () => {} : store.subscribe(perioToothKey(tooth), l)),
    () => (tooth === null ? '' : store.toothSnapshot(tooth)),
  );
  if (tooth === null) return null;
  const [mobility, furcation, implant] = snap.split('|');
  const grades = [0, 1, 2, 3];
  return (
    <fieldset className="perio-tooth-panel" disabled={readOnly}>
      <legend>{P.toothPanel(tooth)}</legend>
      <label>
        {P.mobility}{' '}
        <select value={mobility} onChange={(e) => store.setTooth(tooth, { mobility: Number(e.target.value) })}>
          {grades.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
      </label>
      {isMultiRooted(tooth) && (
        <label>
          {P.furcation}{' '}
          <select value={furcation} onChange={(e) => store.setTooth(tooth, { furcation: Number(e.target.value) })}>
            {grades.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        <input type="checkbox" checked={implant === '1'} onChange={(e) => store.setTooth(tooth, { implant: e.target.checked })} />{' '}
        {P.implant}
      </label>
    </fieldset>
  );
}

function ExamEditor({ clientId, exam, readOnly }: { clientId: string; exam: PerioExamData; readOnly: boolean }) {
  const store = useMemo(() => new PerioStore(exam.sites, exam.teeth), [exam]);
  const { savePerioExam } = useClinicalMutations();
  const save = () =>
    savePerioExam.mutate(
      { clientId, examId: exam.id, ...store.payload() },
      { onSuccess: () => toast.success(P.saved), onError: (e) => toast.error(errorMessage(e, T.connectionError)) },
    );
  return (
    <>
      <p className="perio-help">{P.keyboardHelp}</p>
      <p className="perio-help">{P.marginConvention}</p>
      {!readOnly && <EntryModeSwitch store={store} />}
      <PerioChart store={store} />
      <ToothPanel store={store} readOnly={readOnly} />
      {!readOnly && (
        <Button onClick={save} disabled={savePerioExam.isPending}>
          {P.save}
        </Button>
      )}
      <SummaryView summary={exam.summary} />
    </>
  );
}

/** 'Imprimir periograma': the saved exam on A4 with the clinic's letterhead. */
function PrintExam({ clientId, exam }: { clientId: string; exam: PerioExamData }) {
  const company = useCompanyConfig().data?.company;
  const patient = useClient(clientId).data?.client;
  const { user } = useAuth();
  const [printing, print] = usePrintSheet();
  return (
    <>
      <Button size="sm" variant="secondary" onClick={print} disabled={!company || !patient}>
        🖨️ {P.print}
      </Button>
      {printing && company && patient && (
        <PerioPrint exam={exam} clinic={company} patient={patient} professional={user?.fullName ?? ''} />
      )}
    </>
  );
}

/** 'Periograma': the patient's exams, the chart of the one chosen, typed by keyboard, and its summary. */
export function PerioTab({ clientId, readOnly }: { clientId: string; readOnly: boolean }) {
  const timeZone = useCompanyConfig().data?.company.timeZone;
  const exams = usePerioExams(clientId);
  const [chosen, setChosen] = useState<string | null>(null);
  const examId = chosen ?? exams.data?.[0]?.id ?? null;
  const exam = usePerioExam(clientId, examId);
  const [compareId, setCompareId] = useState<string | null>(null);
  const otherId = compareId && compareId !== examId ? compareId : null;
  const other = usePerioExam(clientId, otherId);
  const { createPerioExam } = useClinicalMutations();
  const open = () =>
    createPerioExam.mutate(
      { clientId, date: nowInTimeZone(timeZone).date },
      {
        onSuccess: ({ exam: created }) => setChosen(created.id),
        onError: (e) => toast.error(errorMessage(e, T.connectionError)),
      },
    );
  return (
    <section className="perio" aria-labelledby="perio-title">
      <div className="perio-head">
        <h3 id="perio-title">{P.title}</h3>
        {!readOnly && (
          <Button onClick={open} disabled={createPerioExam.isPending}>
            {P.newExam}
          </Button>
        )}
      </div>
      {exams.data && exams.data.length === 0 && <p>{P.none}</p>}
      {exams.data && exams.data.length > 0 && (
        <label className="perio-pick">
          {P.exams}{' '}
          <select value={examId ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {exams.data.map((e) => (
              <option key={e.id} value={e.id}>
                {formatDatePtBR(e.date)}
                {e.integrity.altered ? ` ⚠ ${U.alteredOutside}` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {exams.data && exams.data.length > 1 && (
        <label className="perio-pick">
          {P.compareWith}{' '}
          <select value={otherId ?? ''} onChange={(e) => setCompareId(e.target.value || null)}>
            <option value="">{P.noComparison}</option>
            {exams.data
              .filter((e) => e.id !== examId)
              .map((e) => (
                <option key={e.id} value={e.id}>
                  {formatDatePtBR(e.date)}
                </option>
              ))}
          </select>
        </label>
      )}
      {exam.data?.integrity.altered && <AlteredOutside testId="perio-altered" />}
      {exam.data && <PrintExam clientId={clientId} exam={exam.data} />}
      {exam.data && other.data && otherId && <PerioCompareView a={exam.data} b={other.data} />}
      {exam.data && (
        <ExamEditor key={exam.data.id + exam.data.updatedAt} clientId={clientId} exam={exam.data} readOnly={readOnly} />
      )}
    </section>
  );
}
