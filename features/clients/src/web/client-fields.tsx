import { AddressFields, type Address } from '@agenda/auth/web';
import { DateField, MaskedField, TextAreaField, TextField } from '@agenda/ui';
import { useCallback, useRef, useState } from 'react';
import type { ClientData } from '../shared/answers.ts';
import { MAX_LENGTH } from '../shared/client.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import { lookupClientByCpf } from './client-api.ts';
import { type BlurChecked, clientFieldError } from './field-errors.ts';
import { type ClientFormValue, clientToForm, completeCpfDigits } from './form-values.ts';
import './clients.css';

export interface ClientFieldsProps {
  value: ClientFormValue;
  onChange: (next: ClientFormValue) => void;
  /**
   * The CPF lookup's answer: the client found (the form is filled with it) or null (a new client,
   * also sent when the CPF is changed away from a client found before).
   */
  onLookup?: (client: ClientData | null) => void;
  /** Injected in tests; defaults to the server's search by CPF. */
  lookup?: (cpf: string) => Promise<ClientData | null>;
  disabled?: boolean;
  /** Every checked field shows its error, left or not (after a refused 'Salvar'). */
  showErrors?: boolean;
}

type LookupState = 'idle' | 'searching' | 'found' | 'new';

const ADDRESS_KEYS = ['cep', 'street', 'number', 'complement', 'neighborhood', 'city', 'state'] as const;

/**
 * The client data block: Dados Pessoais, Endereço (with the CEP lookup) and Observações. Leaving
 * the CPF field with 11 digits looks the client up; a hit fills the form, a miss keeps it as typed.
 * Only what the rules require carries the required mark: CPF, name and personal phone.
 */
export function ClientFields({
  value,
  onChange,
  onLookup,
  lookup = lookupClientByCpf,
  disabled,
  showErrors = false,
}: ClientFieldsProps) {
  const [state, setState] = useState<LookupState>('idle');
  // The CPF last looked up, and the one of the client found: the answer of an older blur, or a
  // blur on an unchanged CPF, must not overwrite what the person typed since.
  const looked = useRef<string | null>(null);
  const found = useRef<string | null>(null);
  const latest = useRef(value);
  latest.current = value;

  const set = (key: keyof ClientFormValue) => (next: string) => onChange({ ...value, [key]: next });
  // Errors show at a field once it has been left, and at every field after a refused 'Salvar'.
  const [left, setLeft] = useState<Partial<Record<BlurChecked, boolean>>>({});
  const leave = (field: BlurChecked) => setLeft((l) => (l[field] ? l : { ...l, [field]: true }));
  const errorAt = (field: BlurChecked) => (showErrors || left[field] ? clientFieldError(value, field) : undefined);

  const changeCpf = (cpf: string) => {
    onChange({ ...value, cpf });
    const digits = completeCpfDigits(cpf);
    if (digits !== looked.current) {
      looked.current = null;
      setState('idle');
    }
    if (found.current && digits !== found.current) {
      found.current = null;
      onLookup?.(null);
    }
  };

  const runLookup = async () => {
    const digits = completeCpfDigits(value.cpf);
    if (!digits || digits === looked.current) return;
    looked.current = digits;
    setState('searching');
    let client: ClientData | null;
    try {
      client = await lookup(digits);
    } catch (error) {
      // Only logged: the person can go on as with a new client, and the next blur tries again.
      console.error('Falha na busca do cliente por CPF', error);
      if (looked.current === digits) {
        looked.current = null;
        setState('idle');
      }
      return;
    }
    if (looked.current !== digits) return;
    if (client) {
      found.current = digits;
      onChange(clientToForm(client));
      setState('found');
    } else {
      setState('new');
    }
    onLookup?.(client);
  };

  const address: Address = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, value[key]])) as unknown as Address;
  const changeAddress = useCallback((next: Address) => onChange({ ...latest.current, ...next }), [onChange]);

  const hint =
    state === 'searching' ? T.searchingCpf : state === 'found' ? T.existingClient : state === 'new' ? T.newClient : undefined;

  return (
    <fieldset className="ui-fieldset ui-stack clients-fields" disabled={disabled}>
      <section className="ui-stack ui-stack--sm" aria-labelledby="clients-fields-personal">
        <h3 id="clients-fields-personal" className="ui-section-title">
          {T.personalData}
        </h3>
        <div className="ui-grid-2">
          <MaskedField
            label={T.cpf}
            mask="cpf"
            name="cpf"
            value={value.cpf}
            onChange={changeCpf}
            onBlur={() => {
              leave('cpf');
              void runLookup();
            }}
            hint={hint}
            error={errorAt('cpf')}
            required
          />
          <TextField
            label={T.fullName}
            name="fullName"
            value={value.fullName}
            onChange={set('fullName')}
            onBlur={() => leave('fullName')}
            error={errorAt('fullName')}
            maxLength={MAX_LENGTH.fullName}
            autoComplete="off"
            required
          />
          <TextField label={T.rg} name="rg" value={value.rg} onChange={set('rg')} maxLength={MAX_LENGTH.rg} autoComplete="off" />
          <TextField
            label={T.email}
            name="email"
            type="email"
            value={value.email}
            onChange={set('email')}
            onBlur={() => leave('email')}
            error={errorAt('email')}
            maxLength={MAX_LENGTH.email}
            autoComplete="off"
          />
          <MaskedField
            label={T.phone}
            mask="phone"
            name="phone"
            value={value.phone}
            onChange={set('phone')}
            onBlur={() => leave('phone')}
            error={errorAt('phone')}
            required
          />
          <MaskedField
            label={T.contactPhone}
            mask="phone"
            name="contactPhone"
            value={value.contactPhone}
            onChange={set('contactPhone')}
            onBlur={() => leave('contactPhone')}
            error={errorAt('contactPhone')}
          />
          <DateField
            label={T.birthDate}
            name="birthDate"
            value={value.birthDate}
            onChange={set('birthDate')}
            onBlur={() => leave('birthDate')}
            error={errorAt('birthDate')}
          />
        </div>
      </section>
      <section className="ui-stack ui-stack--sm" aria-labelledby="clients-fields-address">
        <h3 id="clients-fields-address" className="ui-section-title">
          {T.address}
        </h3>
        <AddressFields value={address} onChange={changeAddress} requirement="optional" />
      </section>
      <TextAreaField
        label={T.notes}
        name="notes"
        value={value.notes}
        onChange={set('notes')}
        placeholder={T.notesPlaceholder}
        maxLength={MAX_LENGTH.notes}
        rows={3}
      />
    </fieldset>
  );
}
