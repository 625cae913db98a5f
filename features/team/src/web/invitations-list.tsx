import { useAuth } from '@agenda/auth/web';
import { ROLE_LABELS, type Role } from '@agenda/access';
import { Badge, Button, toast, useConfirm } from '@agenda/ui';
import { TEAM_TEXTS as T } from '../shared/texts.ts';
import { formatInstant, useTeamMutations } from './hooks.ts';
import { LinkActions } from './link-actions.tsx';

export interface InvitationRow {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  expiresAt: string;
  status: 'pending' | 'expired';
}

/**
 * The open invitations. A link is shown only when it is made (it is kept hashed): those made on this
 * page can be copied or sent; for the others, 'Gerar novo link' makes a fresh one.
 */
export function InvitationsList({
  invitations,
  links,
  onLink,
}: {
  invitations: InvitationRow[];
  links: Record<string, string>;
  onLink: (id: string, link: string) => void;
}) {
  const { user } = useAuth();
  const { renew, revoke } = useTeamMutations();
  const confirm = useConfirm();
  const timeZone = user?.company.timeZone;

  const onRenew = async (invitation: InvitationRow) => {
    if (!(await confirm({ title: T.newLinkTitle, message: T.newLinkMessage, confirmLabel: T.newLink, type: 'warning' }))) return;
    const answer = await renew.mutateAsync({ id: invitation.id });
    onLink(invitation.id, answer.invitation.link);
    toast.success(T.newLinkReady);
  };
  const onRevoke = async (invitation: InvitationRow) => {
    const yes = await confirm({
      title: T.revokeTitle,
      message: T.revokeMessage(invitation.email),
      confirmLabel: T.revoke,
      type: 'danger',
    });
    if (!yes) return;
    await revoke.mutateAsync({ id: invitation.id });
    toast.success(T.revoked);
  };

  if (invitations.length === 0) return <p className="ui-muted">{T.noInvitations}</p>;
  return (
    <ul className="team-invitations" aria-label={T.invitations}>
      {invitations.map((invitation) => {
        const link = links[invitation.id];
        const when = formatInstant(invitation.expiresAt, timeZone);
        return (
          <li key={invitation.id} className="team-invitation">
            <div className="team-invitation__who">
              <strong>{invitation.fullName}</strong>
              <span className="team-email">{invitation.email}</span>
              <span className="ui-muted">
                {ROLE_LABELS[invitation.role]} · {invitation.status === 'pending' ? T.validUntil(when) : T.expiredOn(when)}
              </span>
            </div>
            <Badge tone={invitation.status === 'pending' ? 'blue' : 'amber'}>
              {invitation.status === 'pending' ? T.pending : T.expired}
            </Badge>
            <div className="team-invitation__actions" role="group" aria-label={T.actionsFor(invitation.email)}>
              {link && invitation.status === 'pending' ? (
                <LinkActions link={link} fullName={invitation.fullName} role={invitation.role} label={invitation.email} />
              ) : (
                <Button size="sm" variant="secondary" onClick={() => void onRenew(invitation).catch(() => undefined)}>
                  {T.newLink}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void onRevoke(invitation).catch(() => undefined)}
                aria-label={`${T.revoke}: ${invitation.email}`}
              >
                {T.revoke}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
