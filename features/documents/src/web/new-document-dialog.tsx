import { formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import {
  Button,
  CheckboxField,
  Modal,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
  TimeField,
  DateField,
  toast,
} from '@agenda/ui';
import { useState } from 'react';
import * as v from 'valibot';
import { DEFAULT_TEMPLATES, DOCUMENT_KINDS, type DocumentKind, KIND_LABELS, ROUTE_LABELS, hasItems } from '../shared/kinds.ts';
import { type DocumentFields, type PrescriptionItem, issueDocumentSchema } from '../shared/schemas.ts';
import { fillTemplate, leaveOf } from '../shared/template.ts';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { useFrequentMedicines, useIssueDocument, useTemplates } from './hooks.ts';
import { PrescriptionItems, blankItem } from './prescription-items.tsx';

const KIND_OPTIONS = DOCUMENT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));
type Fields = {
  dias: number;
  horas: number;
  unit: 'dias' | 'horas';
  cid: string;
  cidConsent: boolean;
  date: string;
  from: string;
  to: string;
  exams: string;
  procedure: string;
  risks: string;
  notes: string;
};

/** What the form sends for the kind (only that kind's fields). */
function fieldsFor(kind: DocumentKind, f: Fields): Partial<DocumentFields> {
  if (kind === 'atestado')
    return {
      ...(f.unit === 'dias' ? { dias: f.dias || null } : { horas: f.horas || null }),
      cid: f.cid.trim() || null,
      cidConsent: f.cidConsent,
      notes: f.notes,
    };
  if (kind === 'comparecimento') return { date: f.date || null, from: f.from || null, to: f.to || null };
  if (kind === 'exames') return { exams: f.exams, notes: f.notes };
  if (kind === 'consentimento') return { procedure: f.procedure, risks: f.risks };
  return { notes: f.notes };
}

/** 'Novo documento': the kind, its fields (the prescription's medicines), a preview of the text, 'Emitir'. */
export function NewDocumentDialog({
  clientId,
  clientName,
  onClose,
}: {
  clientId: string;
  clientName: string;
  onClose: () => void;
}) {
  const today = nowInTimeZone().date;
  const [kind, setKind] = useState<DocumentKind>('receituario');
  const [items, setItems] = useState<PrescriptionItem[]>([blankItem()]);
  const [f, setF] = useState<Fields>({
    dias: 1,
    horas: 2,
    unit: 'dias',
    cid: '',
    cidConsent: false,
    date: today,
    from: '',
    to: '',
    exams: '',
    procedure: '',
    risks: '',
    notes: '',
  });
  const [error, setError] = useState<string | null>(null);
  const templates = useTemplates();
  const medicines = useFrequentMedicines(true);
  const issue = useIssueDocument();
  const set = (patch: Partial<Fields>) => {
    setF((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const template = templates.data?.templates.find((t) => t.kind === kind)?.body ?? DEFAULT_TEMPLATES[kind];
  const fields = fieldsFor(kind, f);
  const preview = fillTemplate(template, {
    paciente: clientName,
    data: formatDatePtBR(today),
    dias: String(fields.dias ?? ''),
    horas: String(fields.horas ?? ''),
    afastamento: leaveOf(fields),
    data_atendimento: f.date ? formatDatePtBR(f.date) : '',
    inicio: f.from,
    fim: f.to,
    exames: f.exams,
    procedimento: f.procedure,
    riscos: f.risks,
  });

  const submit = async () => {
    const input = { clientId, kind, fields, items: hasItems(kind) ? items : [] };
    const checked = v.safeParse(issueDocumentSchema, input);
    if (!checked.success) return setError(checked.issues[0].message);
    try {
      const { document } = await issue.mutateAsync(input);
      toast.success(T.issued(document.kindLabel, document.number));
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, T.issueFailed));
    }
  };

  return (
    <Modal
      open
      size="lg"
      title={T.newDocument}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={issue.isPending}>
            {T.close}
          </Button>
          <Button onClick={() => void submit()} loading={issue.isPending}>
            {T.issue}
          </Button>
        </>
      }
    >
      <form
        className="ui-stack documents-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectField
          label={T.kindField}
          value={kind}
          options={KIND_OPTIONS}
          onChange={(next) => {
            setKind(next as DocumentKind);
            setError(null);
          }}
        />
        {hasItems(kind) ? (
          <PrescriptionItems
            items={items}
            onChange={(next) => {
              setItems(next);
              setError(null);
            }}
            suggestions={medicines.data?.medicines ?? []}
          />
        ) : null}
        {kind === 'atestado' ? (
          <>
            <div className="documents-row">
              <SelectField
                label={T.leaveUnit}
                value={f.unit}
                options={[
                  { value: 'dias', label: T.days },
                  { value: 'horas', label: T.hours },
                ]}
                onChange={(unit) => set({ unit: unit as Fields['unit'] })}
              />
              {f.unit === 'dias' ? (
                <NumberField label={T.days} value={f.dias} min={1} max={365} onChange={(dias) => set({ dias })} />
              ) : (
                <NumberField label={T.hours} value={f.horas} min={1} max={24} onChange={(horas) => set({ horas })} />
              )}
            </div>
            <TextField label={T.cid} value={f.cid} onChange={(cid) => set({ cid })} maxLength={8} placeholder="K08.1" />
            {f.cid.trim() ? (
              <CheckboxField label={T.cidConsentLabel} checked={f.cidConsent} onChange={(cidConsent) => set({ cidConsent })} />
            ) : null}
          </>
        ) : null}
        {kind === 'comparecimento' ? (
          <div className="documents-row">
            <DateField label={T.attendanceDate} value={f.date} onChange={(date) => set({ date })} required />
            <TimeField label={T.from} value={f.from} onChange={(from) => set({ from })} required />
            <TimeField label={T.to} value={f.to} onChange={(to) => set({ to })} required />
          </div>
        ) : null}
        {kind === 'exames' ? (
          <TextAreaField
            label={T.examsField}
            value={f.exams}
            onChange={(exams) => set({ exams })}
            rows={4}
            maxLength={2000}
            required
          />
        ) : null}
        {kind === 'consentimento' ? (
          <>
            <TextField
              label={T.procedureField}
              value={f.procedure}
              onChange={(procedure) => set({ procedure })}
              maxLength={200}
              required
            />
            <TextAreaField label={T.risksField} value={f.risks} onChange={(risks) => set({ risks })} rows={3} maxLength={2000} />
          </>
        ) : null}
        {kind !== 'comparecimento' && kind !== 'consentimento' ? (
          <TextAreaField label={T.notesField} value={f.notes} onChange={(notes) => set({ notes })} rows={2} maxLength={1000} />
        ) : null}
        <section className="documents-preview" aria-labelledby="documents-preview-title">
          <h4 id="documents-preview-title">{T.preview}</h4>
          <p className="documents-preview__body">{preview}</p>
          {hasItems(kind) ? (
            <ol>
              {items
                .filter((item) => item.medicine.trim())
                .map((item, index) => (
                  <li key={index}>
                    <strong>{item.medicine}</strong> {item.quantity ? `— ${item.quantity}` : ''} · {ROUTE_LABELS[item.route]}
                    {item.dosage ? <div>{item.dosage}</div> : null}
                  </li>
                ))}
            </ol>
          ) : null}
          <p className="ui-muted">{T.previewNote}</p>
        </section>
        {error ? (
          <p role="alert" className="documents-error">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
