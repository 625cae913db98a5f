import { useCompanyConfig } from '@agenda/auth/web';
import { formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, DateField, Modal, toast } from '@agenda/ui';
import { useState } from 'react';
import {
  INITIAL_CODES,
  INITIAL_CODE_LABELS,
  INITIAL_TEXTS as I,
  type InitialCode,
  initialCodeOf,
} from '../../shared/initial-situation.ts';
import { teethOf } from '../../shared/teeth.ts';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';
import type { ToothData } from '../../shared/treatments.ts';
import { useClinicalMutations, useInitialSituation } from '../hooks.ts';
import { AlteredOutside } from '../records/altered-outside.tsx';

/** The teeth as the chart reads them: upper right to upper left, then lower right to lower left. */
const CHART_ORDER = teethOf('mixed');

function CodeLegend() {
  return <p className="clinical-initial__legend">{INITIAL_CODES.map((c) => `${c} ${INITIAL_CODE_LABELS[c]}`).join(' · ')}</p>;
}

/** 'Situação inicial': the dated snapshot of the first charting (TISS table 44), or the way to record it. */
export function InitialSituation({
  clientId,
  teeth,
  readOnly,
}: {
  clientId: string;
  teeth: readonly ToothData[];
  readOnly: boolean;
}) {
  const situation = useInitialSituation(clientId);
  const [recording, setRecording] = useState(false);
  if (situation.isPending || situation.isError) return null;
  const saved = situation.data;
  return (
    <section className="clinical-initial" aria-labelledby="clinical-initial-title">
      <div className="ui-row ui-row--between">
        <h4 className="clinical-h4" id="clinical-initial-title">
          {I.title}
        </h4>
        {!saved && !readOnly && (
          <Button size="sm" variant="secondary" onClick={() => setRecording(true)}>
            {I.record}
          </Button>
        )}
      </div>
      {saved ? (
        <>
          {saved.integrity.altered && <AlteredOutside testId="initial-altered" />}
          <p className="ui-muted">{I.recordedBy(formatDatePtBR(saved.recordedOn), saved.createdByName)}</p>
          <ul className="clinical-initial__teeth" aria-label={I.title}>
            {[...saved.teeth]
              .sort((a, b) => CHART_ORDER.indexOf(a.tooth) - CHART_ORDER.indexOf(b.tooth))
              .map((t) => (
                <li key={t.tooth} className={`clinical-initial__tooth clinical-initial__tooth--${t.code}`}>
                  <span className="clinical-initial__number">{t.tooth}</span>
                  <abbr title={INITIAL_CODE_LABELS[t.code]}>{t.code}</abbr>
                </li>
              ))}
          </ul>
          <CodeLegend />
        </>
      ) : (
        <p className="ui-muted">{I.none}</p>
      )}
      <p className="clinical-plan__footnote">{I.explain}</p>
      {recording && <RecordModal clientId={clientId} teeth={teeth} onClose={() => setRecording(false)} />}
    </section>
  );
}

function RecordModal({ clientId, teeth, onClose }: { clientId: string; teeth: readonly ToothData[]; onClose: () => void }) {
  const { recordInitialSituation } = useClinicalMutations();
  const timeZone = useCompanyConfig().data?.company.timeZone;
  const today = nowInTimeZone(timeZone).date;
  const [date, setDate] = useState(today);
  const [codes, setCodes] = useState<Record<number, InitialCode>>(() =>
    Object.fromEntries(teeth.map((t) => [t.id, initialCodeOf(t.status)])),
  );

  async function save() {
    try {
      await recordInitialSituation.mutateAsync({
        clientId,
        date,
        teeth: teeth.map((t) => ({ tooth: t.id, code: codes[t.id] ?? 'H' })),
      });
      toast.success(I.saved);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, T.connectionError));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={I.record}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {U.cancel}
          </Button>
          <Button onClick={save} loading={recordInitialSituation.isPending}>
            {I.save}
          </Button>
        </>
      }
    >
      <div className="clinical-stack">
        <p className="ui-muted">{I.explain}</p>
        <DateField label={I.date} value={date} onChange={setDate} max={today} name="initial-date" />
        <CodeLegend />
        <div className="clinical-initial__grid">
          {teeth.map((t) => (
            <label key={t.id} className="clinical-initial__pick">
              <span className="clinical-initial__number">{t.id}</span>
              <select
                aria-label={I.code(t.id)}
                value={codes[t.id] ?? 'H'}
                onChange={(e) => setCodes((c) => ({ ...c, [t.id]: e.target.value as InitialCode }))}
              >
                {INITIAL_CODES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      </div>
    </Modal>
  );
}
