import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, EmptyState, LoadingText, SelectField, TextField, toast } from '@agenda/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { PIX_BENEFICIARY_MAX, PIX_CITY_MAX, PIX_TEXTS as T, type PixKeyDraft, pixKeyErrors } from '../shared/pix-key.ts';
import { trpc } from './api.ts';
import { Section } from './parts.tsx';

const EMPTY: PixKeyDraft = { keyType: 'CNPJ', key: '', beneficiary: '', city: '' };

const PLACEHOLDERS: Record<string, string> = {
  CPF: '000.000.000-00',
  CNPJ: '00.000.000/0000-00',
  EMAIL: 'financeiro@clinica.com.br',
  TELEFONE: '+5511987654321',
  ALEATORIA: '00000000-0000-0000-0000-000000000000',
};

/**
 * 'PIX': the clinic's key, checked per type as it is typed, saved on 'Salvar' (a half-typed key must
 * never reach a patient's BR Code).
 */
export function PixTab() {
  const queryClient = useQueryClient();
  const saved = useQuery(trpc.settings.pixKey.queryOptions());
  const [draft, setDraft] = useState<PixKeyDraft | null>(null);
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (saved.data) setDraft((current) => current ?? saved.data.pixKey ?? EMPTY);
  }, [saved.data]);
  const save = useMutation(
    trpc.settings.updatePixKey.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.settings.pixKey.queryKey(), answer);
        if (answer.pixKey) setDraft(answer.pixKey);
        setTouched(false);
        toast.success(T.saved);
      },
      meta: { errorMessage: T.saveFailed },
    }),
  );

  if (saved.isError) return <EmptyState icon="⚠️" title={errorMessage(saved.error, T.loadFailed)} />;
  if (!draft || !saved.data) return <LoadingText />;
  const errors = touched ? pixKeyErrors(draft) : {};
  const set = (field: keyof PixKeyDraft) => (value: string) => setDraft({ ...draft, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(pixKeyErrors(draft)).length === 0) save.mutate(draft);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Section title={T.title} hint={saved.data.pixKey ? T.hint : `${T.hint} ${T.none}`}>
        <div className="ui-grid-2">
          <SelectField
            label={T.keyType}
            value={draft.keyType}
            onChange={set('keyType')}
            options={PIX_KEY_TYPES.map((t) => ({ value: t, label: PIX_KEY_TYPE_LABELS[t] }))}
            error={errors.keyType}
            required
          />
          <TextField
            label={T.key}
            value={draft.key}
            onChange={set('key')}
            placeholder={PLACEHOLDERS[draft.keyType]}
            error={errors.key}
            required
          />
          <TextField
            label={T.beneficiary}
            value={draft.beneficiary}
            onChange={set('beneficiary')}
            hint={T.beneficiaryHint}
            maxLength={PIX_BENEFICIARY_MAX}
            error={errors.beneficiary}
            required
          />
          <TextField
            label={T.city}
            value={draft.city}
            onChange={set('city')}
            hint={T.cityHint}
            maxLength={PIX_CITY_MAX}
            error={errors.city}
            required
          />
        </div>
        <div className="settings-messages__actions">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? T.saving : T.save}
          </Button>
        </div>
      </Section>
    </form>
  );
}
