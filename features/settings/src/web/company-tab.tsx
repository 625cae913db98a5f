import {
  COMPANY_TEXTS as C,
  COMPANY_WEEKDAYS,
  type CompanyConfig,
  type CompanyProfileInput,
  companyProfileSchema,
} from '@agenda/auth/shared';
import { useCepLookup, useUpdateCompany } from '@agenda/auth/web';
import { BRAZILIAN_TIME_ZONES, BRAZILIAN_UFS, type CepAddress, maskCnpjInput } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import { LoadingText, MaskedField, SelectField, TextField, TimeField, ToggleButtonGroup } from '@agenda/ui';
import { useCallback, useRef, useState } from 'react';
import * as v from 'valibot';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';
import { Section } from './parts.tsx';

type Profile = Required<{ [K in keyof CompanyProfileInput]: NonNullable<CompanyProfileInput[K]> }>;
type Errors = Partial<Record<keyof Profile | 'form', string>>;

const fromConfig = (c: CompanyConfig): Profile => ({
  name: c.name,
  cnpj: c.cnpj ? maskCnpjInput(c.cnpj) : '',
  phone: c.phone,
  cep: c.cep,
  street: c.street,
  number: c.number,
  complement: c.complement ?? '',
  neighborhood: c.neighborhood,
  city: c.city,
  state: c.state,
  businessDays: c.businessDays,
  openingTime: c.openingTime,
  closingTime: c.closingTime,
  timeZone: c.timeZone,
});

/** Field-level messages of the profile, keyed by field (a cross-field rule lands on the hours). */
function profileErrors(profile: Profile): Errors {
  const result = v.safeParse(companyProfileSchema, profile);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.issues) {
    const key = (issue.path?.[0]?.key as keyof Profile | undefined) ?? 'closingTime';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * 'Dados da Empresa': the profile given at sign-up, now editable, plus the days and hours the
 * agenda opens. Like every tab of the dialog, a change is saved as soon as it is made: a text
 * field when it is left, a choice when it is picked, and only when the whole profile is valid.
 */
export function CompanyTab({ company }: { company: CompanyConfig | undefined }) {
  if (!company) return <LoadingText />;
  return <CompanyForm company={company} />;
}

function CompanyForm({ company }: { company: CompanyConfig }) {
  const [profile, setProfile] = useState<Profile>(() => fromConfig(company));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const update = useUpdateCompany();
  const latest = useRef(profile);
  latest.current = profile;

  // One save at a time, in the order they were made: two saves in flight could reach the server out
  // of order and leave the older profile stored (a day picked right after a field was left).
  const queue = useRef<Promise<void>>(Promise.resolve());
  const send = useCallback(
    (next: Profile) => {
      queue.current = queue.current.then(() =>
        update.mutateAsync(next).then(
          () => setStatus(T.savedNow),
          (error: unknown) => setErrors({ form: errorMessage(error, T.saveFailed) }),
        ),
      );
    },
    [update],
  );
  const save = useCallback(
    (next: Profile) => {
      const found = profileErrors(next);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      send(next);
    },
    [send],
  );
  const set =
    <K extends keyof Profile>(key: K) =>
    (value: Profile[K]) =>
      setProfile((p) => ({ ...p, [key]: value }));
  const pick =
    <K extends keyof Profile>(key: K) =>
    (value: Profile[K]) => {
      const next = { ...latest.current, [key]: value };
      setProfile(next);
      save(next);
    };
  const leave = () => save(latest.current);
  const fill = useCallback(
    (found: CepAddress) => {
      const next = {
        ...latest.current,
        street: found.logradouro,
        neighborhood: found.bairro,
        city: found.localidade,
        state: found.uf,
      };
      setProfile(next);
      save(next);
    },
    [save],
  );
  const lookup = useCepLookup(fill);
  const text = (key: keyof Profile) => ({
    value: profile[key] as string,
    onChange: set(key) as (value: string) => void,
    onBlur: leave,
    error: errors[key],
  });

  return (
    <div className="settings-tab">
      <Section title={C.tab}>
        <div className="ui-grid-2">
          <TextField label={C.name} {...text('name')} required className="ui-span-2" />
          <TextField
            label={C.cnpj}
            {...text('cnpj')}
            onChange={(value) => set('cnpj')(maskCnpjInput(value))}
            placeholder="00.000.000/0000-00"
            inputMode="numeric"
          />
          <MaskedField label={C.phone} mask="phone" {...text('phone')} required />
          <MaskedField
            label={C.cep}
            mask="cep"
            {...text('cep')}
            onChange={(cep) => {
              set('cep')(cep);
              if (cep.replace(/\D/g, '').length === 8 && cep !== profile.cep) void lookup(cep);
            }}
            required
          />
          <TextField label={C.number} {...text('number')} required />
          <TextField label={C.street} {...text('street')} required className="ui-span-2" />
          <TextField label={C.neighborhood} {...text('neighborhood')} required />
          <TextField label={C.complement} {...text('complement')} />
          <SelectField
            label={C.state}
            value={profile.state}
            onChange={pick('state')}
            options={BRAZILIAN_UFS.map((u) => ({ value: u.uf, label: `${u.uf} — ${u.name}` }))}
            placeholder={C.pickState}
            error={errors.state}
            required
          />
          <TextField label={C.city} {...text('city')} required />
        </div>
      </Section>
      <Section title={C.businessDays}>
        <div className="ui-stack">
          <ToggleButtonGroup
            label={C.businessDays}
            options={COMPANY_WEEKDAYS}
            value={profile.businessDays}
            onChange={(days) => pick('businessDays')(days)}
            error={errors.businessDays}
          />
          <div className="ui-grid-2">
            <TimeField label={C.openingTime} {...text('openingTime')} step={1800} required />
            <TimeField label={C.closingTime} {...text('closingTime')} step={1800} required />
          </div>
          <SelectField
            label={C.timeZone}
            value={profile.timeZone}
            onChange={pick('timeZone')}
            options={BRAZILIAN_TIME_ZONES.map((z) => ({ value: z.zone, label: z.label }))}
            error={errors.timeZone}
            required
          />
        </div>
      </Section>
      <p className="settings-note" role="status">
        {errors.form ?? status}
      </p>
    </div>
  );
}
