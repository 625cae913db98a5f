import { AuthLayout, useAuth } from '@agenda/auth/web';
import { ROLE_LABELS, type Role } from '@agenda/access';
import { ApiError, requestJson } from '@agenda/api-client/session';
import { Button, LoadingText, TextField } from '@agenda/ui';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { TEAM_TEXTS as T } from '../shared/texts.ts';
import './team.css';

interface PublicInvitation {
  clinicName: string;
  role: Role;
  email: string;
  fullName: string;
  expiresAt: string;
}

const path = (token: string) => `/api/team/invitations/${encodeURIComponent(token)}`;
const reason = (error: unknown) => (error instanceof ApiError && error.message ? error.message : T.joinFailed);

/**
 * /convite/{token}: the invited person sees the clinic and the role, creates a password for the
 * invited e-mail (or signs in with the account they have), joins and lands on the agenda signed in.
 */
export function InvitationPage() {
  const { token = '' } = useParams({ strict: false }) as { token?: string };
  const [invitation, setInvitation] = useState<PublicInvitation | null>(null);
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    let live = true;
    requestJson<{ invitation: PublicInvitation }>(path(token)).then(
      (answer) => live && setInvitation(answer.invitation),
      (error: unknown) => live && setLoadError(reason(error)),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (loadError)
    return (
      <AuthLayout title={T.joinTitle}>
        <p className="ui-error" role="alert">
          {loadError}
        </p>
        <p className="auth-switch">
          <Link to="/login">{T.goToLogin}</Link>
        </p>
      </AuthLayout>
    );
  if (!invitation)
    return (
      <AuthLayout title={T.joinTitle}>
        <LoadingText text={T.loadingInvitation} />
      </AuthLayout>
    );
  return <JoinForm token={token} invitation={invitation} />;
}

function JoinForm({ token, invitation }: { token: string; invitation: PublicInvitation }) {
  const { join } = useAuth();
  const navigate = useNavigate();
  const [create, setCreate] = useState(true);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    if (create && password.length < 6) return setError(T.passwordTooShort);
    if (create && password !== confirmation) return setError(T.passwordsDiffer);
    setBusy(true);
    try {
      await join({
        email: invitation.email,
        password,
        create,
        exchange: (idToken) => requestJson<{ token: string }>(`${path(token)}/accept`, { method: 'POST', json: { idToken } }),
      });
      await navigate({ to: '/dashboard' });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : T.joinFailed);
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={T.joinTitle} subtitle={invitation.clinicName}>
      <form className="ui-stack" onSubmit={submit}>
        <p>
          Olá, <strong>{invitation.fullName}</strong>! {T.joinIntro(invitation.clinicName, ROLE_LABELS[invitation.role])}
        </p>
        <fieldset className="ui-fieldset team-join-mode">
          <legend className="ui-label">{T.joinHow}</legend>
          <label>
            <input type="radio" name="join-mode" checked={create} onChange={() => setCreate(true)} /> {T.joinCreate}
          </label>
          <label>
            <input type="radio" name="join-mode" checked={!create} onChange={() => setCreate(false)} /> {T.joinSignIn}
          </label>
        </fieldset>
        <TextField
          label={T.email}
          type="email"
          value={invitation.email}
          onChange={() => undefined}
          readOnly
          autoComplete="username"
        />
        <TextField
          label={T.password}
          type="password"
          value={password}
          onChange={setPassword}
          required
          autoComplete={create ? 'new-password' : 'current-password'}
          autoFocus
        />
        {create && (
          <TextField
            label={T.confirmPassword}
            type="password"
            value={confirmation}
            onChange={setConfirmation}
            required
            autoComplete="new-password"
          />
        )}
        {error && (
          <p className="ui-error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" block disabled={busy}>
          {busy ? T.joining : T.join}
        </Button>
      </form>
    </AuthLayout>
  );
}
