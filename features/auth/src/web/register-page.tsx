import { Button, MaskedField, SelectField, TextField, ToggleButtonGroup } from '@agenda/ui';
import { requestJson } from '@agenda/api-client/session';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import type { BusinessTypeSummary } from '../shared/business-type.ts';
import { companyStepError, personalStepError } from '../shared/registration.ts';
import { AUTH_TEXTS as T, WEEKDAY_TOGGLES } from '../shared/texts.ts';
import { type Address, AddressFields, emptyAddress } from './address-fields.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { useAuth } from './auth-provider.tsx';

const blank = (s: string) => !s.trim();

export function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [person, setPerson] = useState({ fullName: '', email: '', phone: '', password: '', confirmPassword: '' });
  const [home, setHome] = useState<Address>(emptyAddress);
  const [company, setCompany] = useState({ businessTypeId: '', companyName: '', companyPhone: '' });
  const [companyAddress, setCompanyAddress] = useState<Address>(emptyAddress);
  const [businessDays, setBusinessDays] = useState<number[]>([]);
  const [types, setTypes] = useState<BusinessTypeSummary[]>([]);
  useEffect(() => {
    requestJson<{ businessTypes: BusinessTypeSummary[] }>('/api/business-types')
      .then((body) => setTypes(body.businessTypes))
      .catch((error) => console.error('Falha ao carregar tipos de negócio', error));
  }, []);

  function nextStep() {
    const problem =
      personalStepError({ ...person, ...home }) ?? (blank(home.street) || blank(home.neighborhood) ? T.fillAddress : null);
    if (problem) return setError(problem);
    setError('');
    setStep(2);
  }

  async function finish() {
    const problem =
      companyStepError({
        ...company,
        companyCep: companyAddress.cep,
        companyStreet: companyAddress.street,
        companyNumber: companyAddress.number,
        companyNeighborhood: companyAddress.neighborhood,
        businessDays,
      }) ?? (blank(companyAddress.street) || blank(companyAddress.neighborhood) ? T.fillCompanyAddress : null);
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      await register({
        fullName: person.fullName.trim(),
        email: person.email.trim(),
        phone: person.phone,
        password: person.password,
        ...home,
        companyName: company.companyName.trim(),
        companyPhone: company.companyPhone,
        companyCep: companyAddress.cep,
        companyStreet: companyAddress.street,
        companyNumber: companyAddress.number,
        companyComplement: companyAddress.complement,
        companyNeighborhood: companyAddress.neighborhood,
        companyCity: companyAddress.city,
        companyState: companyAddress.state,
        businessTypeId: company.businessTypeId || null,
        businessDays,
        plan: 'basic',
      });
      await navigate({ to: '/register-success' });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : T.registerFailed);
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step === 1) nextStep();
    else void finish();
  }

  const setP = (key: keyof typeof person) => (v: string) => setPerson({ ...person, [key]: v });
  const setC = (key: keyof typeof company) => (v: string) => setCompany({ ...company, [key]: v });

  return (
    <AuthLayout title="Criar conta" wide>
      <ol className="auth-steps" aria-label="Etapas do cadastro">
        <li className={step === 1 ? 'is-active' : ''} aria-current={step === 1 ? 'step' : undefined}>
          1. Dados Pessoais
        </li>
        <li aria-hidden="true">›</li>
        <li className={step === 2 ? 'is-active' : ''} aria-current={step === 2 ? 'step' : undefined}>
          2. Dados da Empresa
        </li>
      </ol>
      <form className="ui-stack" onSubmit={submit} noValidate>
        {step === 1 ? (
          <>
            <h2 className="auth-section-title">Dados Pessoais</h2>
            <div className="ui-grid-2">
              <TextField
                label="Nome completo"
                value={person.fullName}
                onChange={setP('fullName')}
                autoComplete="name"
                className="ui-span-2"
                required
              />
              <TextField
                label="E-mail"
                type="email"
                value={person.email}
                onChange={setP('email')}
                autoComplete="email"
                required
              />
              <MaskedField label="Telefone" mask="phone" value={person.phone} onChange={setP('phone')} required />
              <TextField
                label="Senha"
                type="password"
                value={person.password}
                onChange={setP('password')}
                autoComplete="new-password"
                required
              />
              <TextField
                label="Confirmar senha"
                type="password"
                value={person.confirmPassword}
                onChange={setP('confirmPassword')}
                autoComplete="new-password"
                required
              />
            </div>
            <h2 className="auth-section-title">Endereço</h2>
            <AddressFields value={home} onChange={setHome} />
          </>
        ) : (
          <>
            <h2 className="auth-section-title">Dados da Empresa</h2>
            <div className="ui-grid-2">
              <SelectField
                label="Tipo de negócio"
                value={company.businessTypeId}
                onChange={setC('businessTypeId')}
                placeholder="Selecione (opcional)"
                options={types.map((t) => ({ value: t.id, label: `${t.icon ?? ''} ${t.name}`.trim() }))}
                className="ui-span-2"
              />
              <TextField label="Nome do estabelecimento" value={company.companyName} onChange={setC('companyName')} required />
              <MaskedField
                label="Telefone do estabelecimento"
                mask="phone"
                value={company.companyPhone}
                onChange={setC('companyPhone')}
                required
              />
            </div>
            <h2 className="auth-section-title">Endereço do estabelecimento</h2>
            <AddressFields value={companyAddress} onChange={setCompanyAddress} />
            <ToggleButtonGroup
              label="Dias de atendimento"
              options={[...WEEKDAY_TOGGLES]}
              value={businessDays}
              onChange={setBusinessDays}
            />
          </>
        )}
        {error && (
          <p className="ui-error" role="alert">
            {error}
          </p>
        )}
        <div className="ui-row ui-row--between">
          {step === 2 ? (
            <Button
              variant="secondary"
              onClick={() => {
                setError('');
                setStep(1);
              }}
              disabled={busy}
            >
              Voltar
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? 'Aguarde...' : step === 1 ? 'Próximo' : 'Finalizar Cadastro'}
          </Button>
        </div>
      </form>
      <p className="auth-switch">
        Já tem uma conta? <Link to="/login">Entrar</Link>
      </p>
    </AuthLayout>
  );
}
