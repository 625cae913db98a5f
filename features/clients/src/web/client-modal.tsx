import { errorMessage } from '@agenda/api-client/trpc';
import { Button, Modal, toast } from '@agenda/ui';
import { useRef, useState } from 'react';
import type { ClientData } from '../shared/answers.ts';
import { clientInputError } from '../shared/client.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import { saveClient } from './client-api.ts';
import { ClientFields } from './client-fields.tsx';
import { clientFormToInput, clientToForm, emptyClientForm } from './form-values.ts';

/** §2.1: create or edit a client (Dados Pessoais, Endereço with the CEP lookup, Observações). */
export function ClientModal({
  client,
  onClose,
  onSaved,
}: {
  client: ClientData | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const [value, setValue] = useState(() => (client ? clientToForm(client) : emptyClientForm));
  // A CPF typed in a new client's form that belongs to a registered client edits that one.
  const [existingId, setExistingId] = useState<string | null>(client?.id ?? null);
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const onSave = async () => {
    const problem = clientInputError(clientFormToInput(value));
    if (problem) {
      // The spec's warning, and each field says what is wrong with it; the first one takes the focus.
      toast.warning(problem);
      setRefused(true);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const id = await saveClient(value, existingId);
      toast.success(existingId ? T.clientUpdated : T.clientCreated);
      onSaved(id);
    } catch (error) {
      toast.error(errorMessage(error, T.saveClientFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={client ? T.editClientTitle : T.newClientTitle}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {T.cancel}
          </Button>
          <Button onClick={() => void onSave()} loading={saving}>
            {saving ? T.saving : T.save}
          </Button>
        </>
      }
    >
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <ClientFields
          value={value}
          onChange={setValue}
          onLookup={(found) => setExistingId(found?.id ?? client?.id ?? null)}
          disabled={saving}
          showErrors={refused}
        />
      </form>
    </Modal>
  );
}
