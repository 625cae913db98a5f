import { formatDatePtBR } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, FieldFrame, LoadingText, Modal, TextField, toast } from '@agenda/ui';
import { type FormEvent, useState } from 'react';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { type DocumentSummary, uploadCertificate, useCertificate, useSignDocument } from './hooks.ts';

/** 'Assinar': the password of the professional's A1 certificate (registered here the first time). */
export function SignDialog({ doc, onClose }: { doc: DocumentSummary; onClose: () => void }) {
  const certificate = useCertificate(true);
  const sign = useSignDocument();
  const [password, setPassword] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const registered = certificate.data?.certificate ?? null;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!password) return setError(T.passwordRequired);
    setBusy(true);
    try {
      if (!registered) {
        if (!file) throw new Error(T.noCertificate);
        await uploadCertificate(file, password);
      }
      await sign.mutateAsync({ id: doc.id, password });
      toast.success(T.signed);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, T.signFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={T.signTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {T.close}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={certificate.isLoading}>
            {registered ? T.sign : T.registerAndSign}
          </Button>
        </>
      }
    >
      <form className="ui-stack" onSubmit={(event) => void submit(event)}>
        <p>{T.signIntro(doc.kindLabel, doc.number)}</p>
        {certificate.isLoading ? <LoadingText /> : null}
        {registered ? (
          <p className="ui-muted">{T.certificateOf(registered.subject, formatDatePtBR(registered.validUntil))}</p>
        ) : certificate.isSuccess ? (
          <FieldFrame label={T.certificateFile} hint={T.certificateHint} required>
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".pfx,.p12,application/x-pkcs12"
                className="documents-file"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setError(null);
                }}
              />
            )}
          </FieldFrame>
        ) : null}
        <TextField
          label={T.certificatePassword}
          type="password"
          value={password}
          onChange={(next) => {
            setPassword(next);
            setError(null);
          }}
          autoComplete="off"
          required
          error={error}
        />
      </form>
    </Modal>
  );
}
