import { formatBRL, reaisToCents } from '@agenda/br';
import { errorMessage, queryClient } from '@agenda/api-client/trpc';
import type { AppointmentActionSlotProps } from '@agenda/calendar/manifest';
import { Button, Modal, TextAreaField, toast, useSlotFills } from '@agenda/ui';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';
import { type FinalizeDraft, completionPayload, draftProblem, draftTotalCents } from './finalize-form.ts';
import { PaymentSection } from './payment-section.tsx';
import { ProductsSection } from './products-section.tsx';
import { ServicesSection } from './services-section.tsx';
import { finalizeCheckoutSlot } from './slots.ts';
import './finalize.css';

interface Props {
  appointment: AppointmentActionSlotProps['appointment'];
  onClose: () => void;
  onDone: () => void;
}

/** §2.6: services performed, products sold, payment status and method, notes and the total. */
export function FinalizeModal({ appointment: a, onClose, onDone }: Props) {
  const [draft, setDraft] = useState<FinalizeDraft>(() => ({
    services: a.service ? [{ key: 'booked', id: a.service.id, name: a.service.name, price: a.service.price }] : [],
    products: [],
    status: 'PAID',
    method: null,
    paidAmount: 0,
    dueDate: '',
    notes: '',
    installmentIds: [],
  }));
  const checkoutFills = useSlotFills(finalizeCheckoutSlot);
  const [installmentsCents, setInstallmentsCents] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The warning sits under the total: bring it into view, the form may be scrolled up.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);
  // One key per opened modal: a double click or a retried request never completes twice.
  const idempotencyKey = useRef(crypto.randomUUID()).current;
  const complete = useMutation(trpc.finalize.complete.mutationOptions());
  const set = <K extends keyof FinalizeDraft>(key: K, value: FinalizeDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const onSubmit = async () => {
    const problem = draftProblem(draft);
    setError(problem);
    if (problem) return;
    try {
      const answer = await complete.mutateAsync({ ...completionPayload(a.id, draft), idempotencyKey });
      await queryClient.invalidateQueries();
      toast.success(answer.installments.length ? T.doneWithInstallments(answer.installments) : T.done);
      onDone();
    } catch (e) {
      const message = errorMessage(e, T.finalizeFailed);
      setError(message);
      toast.error(message);
    }
  };

  const total = draftTotalCents(draft);
  return (
    <Modal
      open
      size="lg"
      title={`${T.title} — ${a.client.fullName}`}
      onClose={onClose}
      className="finalize-modal"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={complete.isPending}>
            {T.cancel}
          </Button>
          <Button onClick={() => void onSubmit()} loading={complete.isPending}>
            ✔ {T.confirm}
          </Button>
        </>
      }
    >
      <div className="finalize-body">
        <ServicesSection lines={draft.services} onChange={(v) => set('services', v)} />
        <ProductsSection lines={draft.products} onChange={(v) => set('products', v)} />
        {checkoutFills.map(({ id, component: Fill }) => (
          <Suspense key={id} fallback={null}>
            <Fill
              clientId={a.client.id}
              selected={draft.installmentIds}
              onChange={(ids, cents) => {
                set('installmentIds', ids);
                setInstallmentsCents(cents);
              }}
            />
          </Suspense>
        ))}
        <PaymentSection draft={draft} set={set} />
        <TextAreaField label={T.notes} value={draft.notes} onChange={(v) => set('notes', v)} rows={2} maxLength={2000} />
        <p className="finalize-total">
          <span>{T.total}</span>
          <strong data-testid="finalize-total">{formatBRL(total)}</strong>
        </p>
        {draft.installmentIds.length > 0 && (
          <p className="finalize-total finalize-total--now">
            <span>{T.totalWithInstallments}</span>
            <strong data-testid="finalize-total-now">{formatBRL(total + installmentsCents)}</strong>
          </p>
        )}
        {draft.status === 'PARTIAL' && draft.paidAmount > 0 && draft.paidAmount * 100 < total && (
          <p className="ui-muted finalize-balance">
            {T.balance}: {formatBRL(total - reaisToCents(draft.paidAmount))}
          </p>
        )}
        {error && (
          <p ref={errorRef} className="ui-error finalize-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
