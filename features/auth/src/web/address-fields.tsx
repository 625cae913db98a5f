import { type CepAddress, onlyDigits } from '@agenda/br';
import { MaskedField, TextField } from '@agenda/ui';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { AUTH_TEXTS as T } from '../shared/texts.ts';
import { type CepLookupResult, useCepLookup } from './cep-lookup.ts';

export interface Address {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

export const emptyAddress: Address = { cep: '', street: '', number: '', complement: '', neighborhood: '', city: '', state: '' };

/** Which fields carry the required mark: sign-up asks for the address, a client record does not. */
export type AddressRequirement = 'signUp' | 'optional';

/** The lookup of one CEP (its digits) under way or failed. */
type LookupStatus = { cep: string; state: 'searching' | Exclude<CepLookupResult, 'found'> };

function lookupHint(status: LookupStatus | null, cep: string): ReactNode {
  if (!status || status.cep !== onlyDigits(cep)) return undefined;
  if (status.state === 'searching') {
    return (
      <span role="status" className="ui-row">
        <span className="ui-spinner ui-spinner--sm" aria-hidden="true" />
        {T.cepSearching}
      </span>
    );
  }
  return (
    <span role="alert" className="ui-error">
      {status.state === 'failed' ? T.cepLookupFailed : T.cepNotFound}
    </span>
  );
}

/**
 * CEP, street, number, neighbourhood, complement, city and UF; the CEP fills the rest when found.
 * While it looks the CEP up it says so; when the lookup fails it says to type the address and takes
 * the person to 'Rua' (if they are still on the CEP).
 */
export function AddressFields({
  value,
  onChange,
  requirement = 'signUp',
}: {
  value: Address;
  onChange: (next: Address) => void;
  requirement?: AddressRequirement;
}) {
  // The lookup answers later: it must complete the address as typed by then, not as it was, and
  // only if the CEP is still the one looked up.
  const latest = useRef(value);
  latest.current = value;
  const cepId = useId();
  const streetId = useId();
  const [status, setStatus] = useState<LookupStatus | null>(null);
  const fill = useCallback(
    (found: CepAddress, digits: string) => {
      if (onlyDigits(latest.current.cep) !== digits) return;
      onChange({
        ...latest.current,
        street: found.logradouro,
        neighborhood: found.bairro,
        city: found.localidade,
        state: found.uf,
      });
    },
    [onChange],
  );
  const lookup = useCepLookup(fill);
  const startLookup = async (cep: string) => {
    const digits = onlyDigits(cep);
    setStatus({ cep: digits, state: 'searching' });
    const result = await lookup(cep);
    if (onlyDigits(latest.current.cep) !== digits) return;
    setStatus(result === 'found' || result === null ? null : { cep: digits, state: result });
    const focused = document.activeElement;
    if (result === 'failed' && (focused === document.body || focused?.id === cepId)) document.getElementById(streetId)?.focus();
  };
  const set = (key: keyof Address) => (v: string) => onChange({ ...value, [key]: v });
  const signUp = requirement === 'signUp';
  return (
    <div className="ui-grid-2">
      <MaskedField
        id={cepId}
        label="CEP"
        mask="cep"
        value={value.cep}
        onChange={(cep) => {
          onChange({ ...value, cep });
          if (cep.replace(/\D/g, '').length === 8 && cep !== value.cep) void startLookup(cep);
        }}
        hint={lookupHint(status, value.cep)}
        required={signUp}
      />
      <TextField label="Número" value={value.number} onChange={set('number')} required={signUp} />
      <TextField
        id={streetId}
        label="Rua"
        value={value.street}
        onChange={set('street')}
        required={signUp}
        className="ui-span-2"
      />
      <TextField label="Bairro" value={value.neighborhood} onChange={set('neighborhood')} required={signUp} />
      <TextField label="Complemento" value={value.complement} onChange={set('complement')} />
      <TextField label="Cidade" value={value.city} onChange={set('city')} />
      <MaskedField label="Estado (UF)" mask="uf" value={value.state} onChange={set('state')} />
    </div>
  );
}
