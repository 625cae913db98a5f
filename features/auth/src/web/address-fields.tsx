import type { CepAddress } from '@agenda/br';
import { MaskedField, TextField } from '@agenda/ui';
import { useCallback, useRef } from 'react';
import { useCepLookup } from './cep-lookup.ts';

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

/** CEP, street, number, neighbourhood, complement, city and UF; the CEP fills the rest when found. */
export function AddressFields({
  value,
  onChange,
  cityRequired,
}: {
  value: Address;
  onChange: (next: Address) => void;
  /** Client records mark city and UF as required too; sign-up does not. */
  cityRequired?: boolean;
}) {
  // The lookup answers later: it must complete the address as typed by then, not as it was.
  const latest = useRef(value);
  latest.current = value;
  const fill = useCallback(
    (found: CepAddress) =>
      onChange({
        ...latest.current,
        street: found.logradouro,
        neighborhood: found.bairro,
        city: found.localidade,
        state: found.uf,
      }),
    [onChange],
  );
  const lookup = useCepLookup(fill);
  const set = (key: keyof Address) => (v: string) => onChange({ ...value, [key]: v });
  return (
    <div className="ui-grid-2">
      <MaskedField
        label="CEP"
        mask="cep"
        value={value.cep}
        onChange={(cep) => {
          onChange({ ...value, cep });
          if (cep.replace(/\D/g, '').length === 8 && cep !== value.cep) void lookup(cep);
        }}
        required
      />
      <TextField label="Número" value={value.number} onChange={set('number')} required />
      <TextField label="Rua" value={value.street} onChange={set('street')} required className="ui-span-2" />
      <TextField label="Bairro" value={value.neighborhood} onChange={set('neighborhood')} required />
      <TextField label="Complemento" value={value.complement} onChange={set('complement')} />
      <TextField label="Cidade" value={value.city} onChange={set('city')} required={cityRequired} />
      <MaskedField label="Estado (UF)" mask="uf" value={value.state} onChange={set('state')} required={cityRequired} />
    </div>
  );
}
