import { formatBRL, nowInTimeZone, reaisToCents } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, LoadingText, Modal, MoneyField, NumberField, SelectField, TextAreaField, toast } from '@agenda/ui';
import { useMemo, useState } from 'react';
import { type PaymentKind, type PaymentPlan, planSchedule, quoteTotals } from '../shared/quote-money.ts';
import type { PaymentPlanInput } from '../shared/schemas.ts';
import type { AlternativeData, QuoteData } from '../shared/wire.ts';
import { PAYMENT_KIND_LABELS } from '../shared/texts.ts';
import { QUOTES_UI as U } from '../shared/ui-texts.ts';
import { useQuoteMutations, useQuoteOptions } from './hooks.ts';
import { PaymentTable } from './plan-preview.tsx';

interface Line {
  key: string;
  toothTreatmentId: string | null;
  serviceId: string | null;
  tooth: number | null;
  surfaces: string | null;
  description: string;
  priceCents: number;
  discountCents: number;
}

/** One alternative being drafted ('Plano A', 'Plano B'…): its lines, discount and plan. */
interface Draft {
  lines: Line[];
  discountPercent: number;
  /** A discount on the total given in R$ (through the API), kept as it was until the % is typed. */
  discountCents?: number | null;
  /** A label of its own given through the API ('Plano A — porcelana'), kept when the quote is edited. */
  label?: string;
  plan: Plan;
}

const ALTERNATIVE_LABELS = ['Plano A', 'Plano B', 'Plano C'];
const newDraft = (lines: Line[]): Draft => ({
  lines,
  discountPercent: 0,
  plan: { kind: 'ENTRADA_PARCELAS', percent: 20, installments: 3, dueDay: 10, cardFee: 0 },
});

interface Plan {
  kind: PaymentKind;
  percent: number;
  /** The entry or cash discount given in R$ (through the API), kept as it was until the % is typed. */
  cents?: number | null;
  installments: number;
  dueDay: number;
  cardFee: number;
}

function planInput(plan: Plan): PaymentPlanInput {
  const cents = plan.cents ?? null;
  if (plan.kind === 'A_VISTA')
    return cents !== null
      ? { kind: 'A_VISTA', cashDiscountCents: cents }
      : { kind: 'A_VISTA', cashDiscountPercent: plan.percent || null };
  if (plan.kind === 'CARTAO') return { kind: 'CARTAO', installments: plan.installments, cardFeePercent: plan.cardFee || null };
  const entry = cents !== null ? { entryCents: cents } : { entryPercent: plan.percent };
  return { kind: 'ENTRADA_PARCELAS', ...entry, installments: plan.installments, dueDay: plan.dueDay };
}

function rulePlan(plan: Plan): PaymentPlan {
  const share = plan.cents != null ? { cents: plan.cents } : { percent: plan.percent };
  if (plan.kind === 'A_VISTA') return { kind: 'A_VISTA', cashDiscount: share };
  if (plan.kind === 'CARTAO') return { kind: 'CARTAO', installments: plan.installments, cardFeePercent: plan.cardFee };
  return { kind: 'ENTRADA_PARCELAS', entry: share, installments: plan.installments, dueDay: plan.dueDay };
}

/** A saved alternative as the dialog drafts it ('Editar' opens the quote as it is). */
function draftOf(alt: AlternativeData): Draft {
  const p = alt.paymentPlan;
  const cents =
    p.kind === 'A_VISTA' ? (p.cashDiscountCents ?? null) : p.kind === 'ENTRADA_PARCELAS' ? (p.entryCents ?? null) : null;
  const percent = p.kind === 'A_VISTA' ? (p.cashDiscountPercent ?? 0) : p.kind === 'ENTRADA_PARCELAS' ? (p.entryPercent ?? 0) : 0;
  return {
    lines: alt.items.map((item, i) => ({
      key: item.toothTreatmentId ? `t-${item.toothTreatmentId}` : `s-${item.serviceId ?? 'x'}-${i}`,
      toothTreatmentId: item.toothTreatmentId,
      serviceId: item.serviceId,
      tooth: item.tooth,
      surfaces: item.surfaces,
      description: item.description,
      priceCents: item.priceCents,
      discountCents: item.priceCents - item.totalCents,
    })),
    discountPercent: alt.discountPercent ?? 0,
    discountCents: alt.discountCents,
    // The default 'Plano A'… follow the alternative's place; only a label of its own is kept.
    label: ALTERNATIVE_LABELS.includes(alt.label) ? undefined : alt.label,
    plan: {
      kind: p.kind,
      percent,
      cents,
      installments: p.installments ?? (p.kind === 'CARTAO' ? 1 : 3),
      dueDay: p.dueDay ?? 10,
      cardFee: p.cardFeePercent ?? 0,
    },
  };
}

interface DialogProps {
  clientId: string;
  /** 'Editar': the quote as it is now (a draft is rewritten, a sent one gets a new version). */
  quote?: QuoteData;
  onClose: () => void;
  /** After saving: the quote saved, to show it. */
  onSaved?: (quote: QuoteData) => void;
}

/**
 * 'Novo orçamento', and 'Editar' of a draft or sent quote (the same dialog filled in): items from the
 * planned chart or the services, discounts, the plan and its preview.
 */
export function QuoteDialog({ clientId, quote, onClose, onSaved }: DialogProps) {
  const options = useQuoteOptions(clientId, true);
  const { create, update } = useQuoteMutations();
  const saving = create.isPending || update.isPending;
  const [drafts, setDrafts] = useState<Draft[]>(() => (quote ? quote.alternatives.map(draftOf) : [newDraft([])]));
  const [current, setCurrent] = useState(0);
  const [professionalId, setProfessionalId] = useState(quote?.professionalId ?? '');
  const [serviceToAdd, setServiceToAdd] = useState('');
  const draft = drafts[current] ?? newDraft([]);
  const { lines, discountPercent, discountCents, plan } = draft;
  const patchDraft = (patch: (d: Draft) => Partial<Draft>) =>
    setDrafts((all) => all.map((d, i) => (i === current ? { ...d, ...patch(d) } : d)));
  const setLines = (next: (now: Line[]) => Line[]) => patchDraft((d) => ({ lines: next(d.lines) }));
  const setDiscountPercent = (value: number) => patchDraft(() => ({ discountPercent: value, discountCents: null }));
  const setPlan = (value: Plan) => patchDraft(() => ({ plan: value }));
  const addAlternative = () => {
    setDrafts((all) => [...all, newDraft(draft.lines)]);
    setCurrent(drafts.length);
  };
  const removeAlternative = () => {
    setDrafts((all) => all.filter((_, i) => i !== current));
    setCurrent(0);
  };
  const [notes, setNotes] = useState(quote?.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const today = nowInTimeZone().date;
  const data = options.data;
  const professional = professionalId || data?.professionals[0]?.id || '';

  const totals = useMemo(
    () =>
      quoteTotals(
        lines.map((l) => ({ priceCents: l.priceCents, discount: { cents: l.discountCents } })),
        discountCents != null ? { cents: discountCents } : { percent: discountPercent },
      ),
    [lines, discountPercent, discountCents],
  );
  const schedule = planSchedule(totals.totalCents, rulePlan(plan), today);

  const has = (key: string) => lines.some((l) => l.key === key);
  const toggle = (line: Line) => setLines((now) => (has(line.key) ? now.filter((l) => l.key !== line.key) : [...now, line]));
  const change = (key: string, patch: Partial<Line>) =>
    setLines((now) => now.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const addService = (serviceId: string) => {
    const service = data?.services.find((s) => s.serviceId === serviceId);
    if (!service) return;
    setLines((now) => [
      ...now,
      { key: `s-${serviceId}-${now.length}`, toothTreatmentId: null, tooth: null, surfaces: null, ...service, discountCents: 0 },
    ]);
    setServiceToAdd('');
  };

  const save = async () => {
    if (drafts.some((d) => !d.lines.length)) {
      setError(U.noItems);
      return;
    }
    const alternatives = drafts.map((d) => ({
      items: d.lines.map(({ key: _key, discountCents, ...line }) => ({ ...line, discountCents: discountCents || null })),
      ...(d.discountCents != null ? { discountCents: d.discountCents } : { discountPercent: d.discountPercent || null }),
      ...(d.label ? { label: d.label } : {}),
      paymentPlan: planInput(d.plan),
    }));
    const content = { professionalId: professional, alternatives, notes: notes || null };
    try {
      if (quote) {
        // A validity still ahead is kept; a lapsed one starts again from today (the clinic's default).
        const validUntil = quote.validUntil >= today ? quote.validUntil : null;
        const saved = (await update.mutateAsync({ id: quote.id, ...content, validUntil })).quote;
        toast.success(saved.version > quote.version ? U.savedVersion(saved.version) : U.savedDraft);
        onSaved?.(saved);
      } else {
        const saved = (await create.mutateAsync({ clientId, ...content })).quote;
        toast.success(U.created);
        onSaved?.(saved);
      }
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, U.loadFailed));
    }
  };

  return (
    <Modal
      open
      size="lg"
      title={quote ? U.editQuote(quote.version) : U.newQuote}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {U.cancel}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!data}>
            {U.save}
          </Button>
        </>
      }
    >
      {!data ? (
        <LoadingText />
      ) : (
        <div className="ui-stack">
          {quote && quote.status !== 'RASCUNHO' ? <p className="ui-muted">{U.editNewVersion}</p> : null}
          <SelectField
            label={U.professional}
            value={professional}
            onChange={setProfessionalId}
            options={data.professionals.map((p) => ({ value: p.id, label: p.name }))}
          />
          <div className="ui-row" role="group" aria-label={U.alternatives}>
            {drafts.map((_, i) => (
              <Button
                key={ALTERNATIVE_LABELS[i]}
                size="sm"
                variant={i === current ? 'primary' : 'secondary'}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
              >
                {ALTERNATIVE_LABELS[i]}
              </Button>
            ))}
            {drafts.length < ALTERNATIVE_LABELS.length ? (
              <Button size="sm" variant="ghost" onClick={addAlternative}>
                {U.addAlternative}
              </Button>
            ) : null}
            {drafts.length > 1 ? (
              <Button size="sm" variant="ghost" onClick={removeAlternative}>
                {U.removeAlternative(ALTERNATIVE_LABELS[current] ?? '')}
              </Button>
            ) : null}
          </div>
          <fieldset className="quotes-fieldset">
            <legend>{U.planned}</legend>
            {data.planned.length === 0 ? <p className="ui-muted">{U.noPlanned}</p> : null}
            {data.planned.map((p) => (
              <label key={p.toothTreatmentId} className="quotes-check">
                <input
                  type="checkbox"
                  checked={has(`t-${p.toothTreatmentId}`)}
                  onChange={() => toggle({ key: `t-${p.toothTreatmentId}`, serviceId: null, ...p, discountCents: 0 })}
                />
                <span>
                  {p.description} — {formatBRL(p.priceCents)}
                </span>
              </label>
            ))}
          </fieldset>
          <SelectField
            label={U.addService}
            value={serviceToAdd}
            placeholder={U.chooseService}
            onChange={addService}
            options={data.services.map((s) => ({ value: s.serviceId, label: `${s.description} — ${formatBRL(s.priceCents)}` }))}
          />
          {lines.length ? (
            <fieldset className="quotes-fieldset">
              <legend>{U.items}</legend>
              {lines.map((l) => (
                <div key={l.key} className="quotes-line">
                  <span className="quotes-line-name">{l.description}</span>
                  <MoneyField
                    label={U.price}
                    value={l.priceCents / 100}
                    onChange={(v) => change(l.key, { priceCents: reaisToCents(v) })}
                  />
                  <MoneyField
                    label={U.itemDiscount}
                    value={l.discountCents / 100}
                    onChange={(v) => change(l.key, { discountCents: reaisToCents(v) })}
                  />
                  <Button variant="ghost" size="sm" aria-label={U.removeItem(l.description)} onClick={() => toggle(l)}>
                    {U.remove}
                  </Button>
                </div>
              ))}
            </fieldset>
          ) : null}
          <div className="quotes-grid">
            <NumberField label={U.quoteDiscount} value={discountPercent} min={0} max={100} onChange={setDiscountPercent} />
            <SelectField
              label={U.paymentKind}
              value={plan.kind}
              onChange={(kind) => setPlan({ ...plan, kind: kind as PaymentKind, percent: kind === 'ENTRADA_PARCELAS' ? 20 : 0 })}
              options={(Object.keys(PAYMENT_KIND_LABELS) as PaymentKind[]).map((k) => ({
                value: k,
                label: PAYMENT_KIND_LABELS[k],
              }))}
            />
            {plan.kind === 'A_VISTA' ? (
              <NumberField
                label={U.cashDiscount}
                value={plan.percent}
                min={0}
                max={100}
                onChange={(percent) => setPlan({ ...plan, percent })}
              />
            ) : null}
            {plan.kind === 'ENTRADA_PARCELAS' ? (
              <>
                <NumberField
                  label={U.entryPercent}
                  value={plan.percent}
                  min={0}
                  max={100}
                  onChange={(percent) => setPlan({ ...plan, percent })}
                />
                <NumberField
                  label={U.installments}
                  value={plan.installments}
                  min={1}
                  max={60}
                  onChange={(installments) => setPlan({ ...plan, installments })}
                />
                <NumberField
                  label={U.dueDay}
                  value={plan.dueDay}
                  min={1}
                  max={31}
                  onChange={(dueDay) => setPlan({ ...plan, dueDay })}
                />
              </>
            ) : null}
            {plan.kind === 'CARTAO' ? (
              <>
                <NumberField
                  label={U.cardInstallments}
                  value={plan.installments}
                  min={1}
                  max={12}
                  onChange={(installments) => setPlan({ ...plan, installments })}
                />
                <NumberField
                  label={U.cardFee}
                  value={plan.cardFee}
                  min={0}
                  max={100}
                  onChange={(cardFee) => setPlan({ ...plan, cardFee })}
                />
              </>
            ) : null}
          </div>
          <TextAreaField label={U.notes} value={notes} onChange={setNotes} rows={2} maxLength={2000} />
          <p>
            {U.subtotal}: {formatBRL(totals.subtotalCents)} · {U.discount}:{' '}
            {formatBRL(totals.itemDiscountCents + totals.quoteDiscountCents)} ·{' '}
            <strong>
              {U.total}: {formatBRL(schedule.payableCents)}
            </strong>
          </p>
          {lines.length ? <PaymentTable payments={schedule.payments} caption={U.preview} /> : null}
          {error ? (
            <p className="ui-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
