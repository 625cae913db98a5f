import { useCompanyConfig } from '@agenda/auth/web';
import { formatBRL, formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { useClient } from '@agenda/clients/web';
import { errorMessage } from '@agenda/api-client/trpc';
import {
  Allowed,
  Badge,
  type BadgeTone,
  Button,
  EmptyState,
  LoadingText,
  Modal,
  copyText,
  toast,
  useMay,
  usePrintSheet,
} from '@agenda/ui';
import { useState } from 'react';
import { QUOTE_STATUS_LABELS, type QuoteStatus } from '../shared/texts.ts';
import { QUOTES_UI as U } from '../shared/ui-texts.ts';
import type { QuoteData } from '../shared/wire.ts';
import { ApproveDialog, RejectDialog } from './answer-dialogs.tsx';
import { useCarne, useQuote, usePatientQuotes, useQuoteMutations } from './hooks.ts';
import { PaymentTable } from './plan-preview.tsx';
import { QuoteDialog } from './quote-dialog.tsx';
import { CarneDocument, QuoteDocument } from './quote-print.tsx';
import './quotes.css';

const TONES: Record<QuoteStatus, BadgeTone> = {
  RASCUNHO: 'grey',
  ENVIADO: 'blue',
  APROVADO: 'green',
  RECUSADO: 'red',
  EXPIRADO: 'amber',
};

const INSTALLMENT_LABELS: Record<string, string> = { PENDENTE: 'A vencer', PARCIAL: 'Parcial', PAGO: 'Paga', VENCIDO: 'Vencida' };

/** Whether 'Editar' is offered: a draft or a sent quote (past its validity too: a new version revives it). */
const editable = (status: QuoteStatus) => status === 'RASCUNHO' || status === 'ENVIADO' || status === 'EXPIRADO';

/** 'Versões': every version of the quote; an older one opens as it was offered. */
function Versions({ quote, current, onPick }: { quote: QuoteData; current: number; onPick: (version: number) => void }) {
  if (quote.versions.length < 2) return null;
  return (
    <div className="ui-row" role="group" aria-label={U.versions}>
      <span className="ui-muted">{U.versions}:</span>
      {quote.versions.map((v) => (
        <Button
          key={v.version}
          size="sm"
          variant={v.version === quote.version ? 'primary' : 'secondary'}
          aria-pressed={v.version === quote.version}
          onClick={() => onPick(v.version)}
        >
          {U.version(v.version)}
        </Button>
      ))}
      {quote.version !== current ? <p className="ui-muted quotes-older">{U.olderVersion(quote.version, current)}</p> : null}
    </div>
  );
}

interface DetailsProps {
  quote: QuoteData;
  /** The quote's current version (the one shown may be older). */
  current: number;
  onPickVersion: (version: number) => void;
  onEdit: () => void;
  onClose: () => void;
}

/** One quote opened: its alternatives, answer, installments and what staff may do next. */
function QuoteDetails({ quote, current, onPickVersion, onEdit, onClose }: DetailsProps) {
  const { send } = useQuoteMutations();
  const [answering, setAnswering] = useState<'approve' | 'reject' | null>(null);
  const [whatsapp, setWhatsapp] = useState<string | null>(null);
  const older = quote.version !== current;
  const open = !older && (quote.status === 'RASCUNHO' || quote.status === 'ENVIADO');
  const sendLink = async () => {
    try {
      const link = await send.mutateAsync({ id: quote.id });
      toast.success((await copyText(link.url)) ? U.sent : U.sentNoCopy);
      setWhatsapp(link.whatsappUrl);
    } catch (failure) {
      toast.error(errorMessage(failure, U.loadFailed));
    }
  };
  const company = useCompanyConfig().data?.company;
  const patient = useClient(quote.clientId).data?.client;
  const may = useMay();
  const withCarne = quote.installments.length > 0 && may('receivables');
  const carne = useCarne(quote.id, withCarne);
  const [printingQuote, printQuote] = usePrintSheet();
  const [printingCarne, printCarne] = usePrintSheet();
  const today = nowInTimeZone(company?.timeZone).date;
  if (answering === 'approve') return <ApproveDialog quote={quote} onClose={() => setAnswering(null)} />;
  if (answering === 'reject') return <RejectDialog quote={quote} onClose={() => setAnswering(null)} />;
  return (
    <Modal
      open
      size="lg"
      title={`${U.title} · ${U.version(quote.version)}`}
      onClose={onClose}
      footer={
        open || (!older && editable(quote.status)) ? (
          <>
            {editable(quote.status) ? (
              <Allowed permission="quotesEdit">
                <Button variant="secondary" onClick={onEdit}>
                  {U.edit}
                </Button>
              </Allowed>
            ) : null}
            {open ? (
              <Allowed permission="quotesSend">
                <Button variant="danger" onClick={() => setAnswering('reject')}>
                  {U.reject}
                </Button>
                <Button variant="secondary" onClick={() => setAnswering('approve')}>
                  {U.approveAtDesk}
                </Button>
                <Button onClick={() => void sendLink()} loading={send.isPending}>
                  {U.send}
                </Button>
              </Allowed>
            ) : null}
          </>
        ) : null
      }
    >
      <div className="ui-stack">
        <Versions quote={quote} current={current} onPick={onPickVersion} />
        <div className="ui-row">
          <Button size="sm" variant="secondary" onClick={printQuote} disabled={!company || !patient}>
            🖨️ {U.printQuote}
          </Button>
          {withCarne ? (
            <Button size="sm" variant="secondary" onClick={printCarne} disabled={!company || !patient || !carne.data}>
              🖨️ {U.printCarne}
            </Button>
          ) : null}
        </div>
        {printingQuote && company && patient ? (
          <QuoteDocument quote={quote} clinic={company} patient={patient} issuedOn={today} />
        ) : null}
        {printingCarne && company && patient && carne.data ? (
          <CarneDocument quote={quote} clinic={company} patient={patient} slips={carne.data.slips} />
        ) : null}
        <p>
          <Badge tone={TONES[quote.status]}>{QUOTE_STATUS_LABELS[quote.status]}</Badge> {U.professional}: {quote.professionalName}{' '}
          · {U.validUntil}: {formatDatePtBR(quote.validUntil)}
        </p>
        {quote.approval ? <p className="quotes-answer">{quote.approval.text}</p> : null}
        {quote.rejection ? (
          <p className="quotes-answer">
            {quote.rejection.reasonLabel}
            {quote.rejection.note ? ` — ${quote.rejection.note}` : ''}
          </p>
        ) : null}
        {whatsapp ? (
          <a className="ui-button ui-button--secondary ui-button--md" href={whatsapp} target="_blank" rel="noreferrer">
            {U.openWhatsapp}
          </a>
        ) : null}
        {quote.alternatives.map((alt) => (
          <section key={alt.index} className="quotes-alternative" aria-label={alt.label}>
            <h4>
              {alt.label} — {formatBRL(alt.schedule.payableCents)}
            </h4>
            <ul>
              {alt.items.map((item, i) => (
                <li key={`${i}-${item.description}`}>
                  {item.description}: {formatBRL(item.totalCents)}
                </li>
              ))}
            </ul>
            {quote.installments.length === 0 ? <PaymentTable payments={alt.schedule.payments} caption={U.preview} /> : null}
          </section>
        ))}
        {quote.installments.length ? (
          <PaymentTable
            payments={quote.installments}
            caption={U.installmentsTitle}
            status={(p) => INSTALLMENT_LABELS[quote.installments.find((i) => i.number === p.number)?.status ?? ''] ?? ''}
          />
        ) : null}
      </div>
    </Modal>
  );
}

/** 'Editar': the quote's current version read fresh, in the 'Novo orçamento' dialog. */
function EditQuote(props: { id: string; clientId: string; onClose: () => void; onSaved: (quote: QuoteData) => void }) {
  const quote = useQuote(props.id);
  if (!quote.data) return null;
  return <QuoteDialog clientId={props.clientId} quote={quote.data.quote} onClose={props.onClose} onSaved={props.onSaved} />;
}

function OpenQuote({ id, onEdit, onClose }: { id: string; onEdit: (id: string) => void; onClose: () => void }) {
  const [version, setVersion] = useState<number | undefined>(undefined);
  const latest = useQuote(id);
  const shown = useQuote(id, version);
  const current = latest.data?.quote;
  const quote = version === undefined ? current : shown.data?.quote;
  if (!current || !quote) return null;
  return (
    <QuoteDetails
      quote={quote}
      current={current.version}
      onPickVersion={(v) => setVersion(v === current.version ? undefined : v)}
      onEdit={() => onEdit(current.id)}
      onClose={onClose}
    />
  );
}

/** 'Orçamentos' on the patient's record: the list with status chips, and 'Novo orçamento'. */
export function QuotesTab({ clientId }: { clientId: string; clientName: string }) {
  const quotes = usePatientQuotes(clientId);
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const list = quotes.data?.quotes ?? [];
  const startEditing = (id: string) => {
    setOpenId(null);
    setEditing(id);
  };
  return (
    <div className="quotes-panel ui-stack">
      <div className="ui-row ui-row--between">
        <h3 className="quotes-h3">{U.title}</h3>
        <Allowed permission="quotesEdit">
          <Button onClick={() => setCreating(true)}>{U.newQuote}</Button>
        </Allowed>
      </div>
      <p className="ui-muted">{U.intro}</p>
      {quotes.isPending ? (
        <LoadingText />
      ) : quotes.isError ? (
        <p className="ui-error">{U.loadFailed}</p>
      ) : list.length === 0 ? (
        <EmptyState icon="📝" title={U.empty} />
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <div className="ui-table-wrap" role="region" aria-label={U.title} tabIndex={0}>
          <table className="ui-table">
            <thead>
              <tr>
                <th scope="col">{U.date}</th>
                <th scope="col">{U.status}</th>
                <th scope="col">{U.total}</th>
                <th scope="col">{U.professional}</th>
                <th scope="col">{U.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((q) => (
                <tr key={q.id}>
                  <td>{formatDatePtBR(q.createdOn)}</td>
                  <td>
                    <Badge tone={TONES[q.status]}>{QUOTE_STATUS_LABELS[q.status]}</Badge>
                  </td>
                  <td>{formatBRL(q.totalCents)}</td>
                  <td>{q.professionalName}</td>
                  <td>
                    <div className="ui-row">
                      <Button size="sm" variant="secondary" onClick={() => setOpenId(q.id)}>
                        {U.details}
                      </Button>
                      {editable(q.status) ? (
                        <Allowed permission="quotesEdit">
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={U.editLabel(formatDatePtBR(q.createdOn))}
                            onClick={() => startEditing(q.id)}
                          >
                            {U.edit}
                          </Button>
                        </Allowed>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating ? <QuoteDialog clientId={clientId} onClose={() => setCreating(false)} /> : null}
      {editing ? (
        <EditQuote id={editing} clientId={clientId} onClose={() => setEditing(null)} onSaved={(saved) => setOpenId(saved.id)} />
      ) : null}
      {openId ? <OpenQuote id={openId} onEdit={startEditing} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
