import { errorMessage } from '@agenda/api-client/trpc';
import { Button, EmptyState, LoadingText, Modal, copyText, toast } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import type { Receivable } from '../shared/wire.ts';
import { trpc } from './api.ts';
import { brl, ptDate } from './format.ts';

/**
 * 'Enviar cobrança': the PIX of what is still owed — the QR to show on the desk's screen, the copia
 * e cola to copy, and a WhatsApp message that carries it. 'Registrar recebimento' follows with the
 * txid filled in, for when the money shows on the bank statement.
 */
export function PixChargeDialog({
  receivable,
  onClose,
  onReceive,
}: {
  receivable: Receivable;
  onClose: () => void;
  onReceive: (txid: string) => void;
}) {
  const pix = useQuery({ ...trpc.finance.receivablePix.queryOptions({ id: receivable.id }), retry: false });
  const codeId = useId();
  const copy = async (code: string) => {
    if (await copyText(code)) toast.success(T.pixCopied);
    else toast.error(T.pixCopyFailed);
  };
  return (
    <Modal
      open
      title={`${T.sendCharge} — ${receivable.cliente}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
          {pix.data && <Button onClick={() => onReceive(pix.data.txid)}>{T.registerReceipt}</Button>}
        </>
      }
    >
      {pix.isError ? (
        <EmptyState icon="💠" title={errorMessage(pix.error, T.pixLoadFailed)} />
      ) : !pix.data ? (
        <LoadingText />
      ) : (
        <div className="finance-pix">
          <img
            className="finance-pix__qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.data.qrSvg)}`}
            alt={T.pixQrAlt(brl(pix.data.amount))}
            width={220}
            height={220}
          />
          <div className="finance-pix__details">
            <p className="finance-pix__amount">
              <strong>{brl(pix.data.amount)}</strong> · {T.pixDue(ptDate(pix.data.vencimento))}
            </p>
            <p className="finance-pix__to">{T.pixTo(pix.data.beneficiario)}</p>
            <label className="ui-label" htmlFor={codeId}>
              {T.pixCopyPaste}
            </label>
            <textarea
              id={codeId}
              className="ui-input ui-textarea finance-pix__code"
              readOnly
              rows={4}
              value={pix.data.brCode}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p className="finance-pix__txid">
              {T.pixTxid}: <code>{pix.data.txid}</code>
            </p>
            <div className="finance-row-actions finance-pix__actions">
              <Button size="sm" onClick={() => void copy(pix.data.brCode)}>
                📋 {T.pixCopy}
              </Button>
              {pix.data.whatsapp ? (
                <a
                  className="ui-button ui-button--secondary ui-button--sm finance-whatsapp"
                  href={pix.data.whatsapp}
                  target="_blank"
                  rel="noreferrer"
                >
                  💬 {T.pixWhatsapp}
                </a>
              ) : (
                <span className="finance-pix__no-phone">{T.pixNoPhone}</span>
              )}
            </div>
          </div>
        </div>
      )}
    </Modal>
  );
}
