import { Button, TextField } from '@agenda/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { returnPath } from './return-path.ts';
import { type FormEvent, useState } from 'react';
import { AUTH_TEXTS as T } from '../shared/texts.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useAuth } from './auth-provider.tsx';

export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setBusy(true);
    // Read before signing in: the shell may already have taken the person there by then.
    const target = returnPath();
    try {
      await login(email.trim(), password);
      await navigate({ href: target });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : T.loginFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Entrar" subtitle="Acesse sua agenda">
      <form className="ui-stack" onSubmit={submit}>
        <TextField label="E-mail" type="email" value={email} onChange={setEmail} required autoComplete="email" autoFocus />
        <TextField
          label="Senha"
          type="password"
          value={password}
          onChange={setPassword}
          required
          autoComplete="current-password"
        />
        {error && (
          <p className="ui-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" block disabled={busy}>
          {busy ? 'ENTRANDO...' : 'CONTINUE'}
        </Button>
      </form>
      <p className="auth-switch">
        Não tem uma conta? <Link to="/register">Cadastre-se</Link>
      </p>
    </AuthLayout>
  );
}
