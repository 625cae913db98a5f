import { errorMessage } from '@agenda/api-client/trpc';
import { ROLES, ROLE_LABELS, type Role } from '@agenda/access';
import { Button, FieldFrame, Modal, SelectField, TextField } from '@agenda/ui';
import { type FormEvent, useState } from 'react';
import { TEAM_TEXTS as T } from '../shared/texts.ts';
import { useTeamMutations } from './hooks.ts';
import { LinkActions } from './link-actions.tsx';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const DEFAULT_COLOR = '#2563EB';

interface Created {
  id: string;
  link: string;
  fullName: string;
  email: string;
  role: Role;
  mail: 'sent' | 'failed' | 'off';
}

/** 'Convidar': e-mail, name and role (and a professional's registration, specialty and colour), then the link to send. */
export function InviteDialog({ onClose, onInvited }: { onClose: () => void; onInvited: (id: string, link: string) => void }) {
  const { invite } = useTeamMutations();
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [registration, setRegistration] = useState('');
  const [specialty, setSpecialty] = useState('');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [error, setError] = useState('');
  const [created, setCreated] = useState<Created | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      const professional = role === 'PROFESSIONAL' ? { registration, specialty, color } : null;
      const answer = await invite.mutateAsync({ email, fullName, role, professional });
      onInvited(answer.invitation.id, answer.invitation.link);
      setCreated({ ...answer.invitation, fullName: fullName.trim(), mail: answer.mail });
    } catch (err) {
      setError(errorMessage(err, T.inviteFailed));
    }
  }

  if (created)
    return (
      <Modal open title={T.invitedTitle} onClose={onClose} footer={<Button onClick={onClose}>{T.done}</Button>}>
        <div className="ui-stack">
          <p>{T.invitedMessage(created.fullName)}</p>
          <TextField label={T.linkLabel} value={created.link} onChange={() => undefined} readOnly />
          <div className="team-link-actions">
            <LinkActions link={created.link} fullName={created.fullName} role={created.role} />
          </div>
          {created.mail === 'sent' && <p className="ui-muted">{T.mailSent(created.email)}</p>}
          {created.mail === 'failed' && (
            <p className="ui-error" role="alert">
              {T.mailFailed}
            </p>
          )}
        </div>
      </Modal>
    );

  return (
    <Modal
      open
      title={T.inviteTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" form="team-invite-form" loading={invite.isPending}>
            {invite.isPending ? T.inviting : T.invite}
          </Button>
        </>
      }
    >
      <form id="team-invite-form" className="ui-stack" onSubmit={submit} noValidate>
        <TextField label={T.email} type="email" value={email} onChange={setEmail} required autoComplete="off" autoFocus />
        <TextField label={T.fullName} value={fullName} onChange={setFullName} required maxLength={120} />
        <SelectField
          label={T.role}
          value={role}
          onChange={(value) => setRole(value as Role | '')}
          options={ROLE_OPTIONS}
          placeholder="Selecione..."
          required
          hint={role ? T.roleHints[role] : undefined}
        />
        {role === 'PROFESSIONAL' && (
          <fieldset className="ui-fieldset team-professional">
            <legend className="ui-label">{T.professionalSection}</legend>
            <div className="ui-stack">
              <TextField
                label={T.registration}
                value={registration}
                onChange={setRegistration}
                hint={T.registrationHint}
                maxLength={60}
              />
              <TextField label={T.specialty} value={specialty} onChange={setSpecialty} maxLength={80} />
              <FieldFrame label={T.color}>
                {(control) => (
                  <input
                    {...control}
                    className="team-invite-color"
                    type="color"
                    value={color}
                    onChange={(event) => setColor(event.target.value.toUpperCase())}
                  />
                )}
              </FieldFrame>
            </div>
          </fieldset>
        )}
        {error && (
          <p className="ui-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
