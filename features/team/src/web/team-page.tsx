import { Badge, Button, Card, EmptyState, LoadingText, PageHeader } from '@agenda/ui';
import { useState } from 'react';
import { TEAM_TEXTS as T } from '../shared/texts.ts';
import { useTeam } from './hooks.ts';
import { InvitationsList } from './invitations-list.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { MembersTable } from './members-table.tsx';
import { ProfessionalsSection } from './professionals-section.tsx';
import './team.css';

/** 'Equipe' (/team, the owner's): the members with their roles and status, and the invitations in the air. */
export function TeamPage() {
  const team = useTeam();
  const [inviting, setInviting] = useState(false);
  // Links exist only when made (the server keeps their hash): those made here, by invitation.
  const [links, setLinks] = useState<Record<string, string>>({});
  const remember = (id: string, link: string) => setLinks((known) => ({ ...known, [id]: link }));

  return (
    <div className="ui-page team-page">
      <div className="team-header">
        <PageHeader title={T.pageTitle} subtitle={T.pageSubtitle} />
        <Button onClick={() => setInviting(true)}>{T.invite}</Button>
      </div>
      {team.isPending ? (
        <LoadingText />
      ) : team.isError ? (
        <EmptyState icon="⚠️" title={T.loadFailed} />
      ) : (
        <>
          <Card title={T.members} actions={<Badge tone="purple">{team.data.members.length}</Badge>}>
            <MembersTable members={team.data.members} />
          </Card>
          <Card title={T.invitations} actions={<Badge tone="purple">{team.data.invitations.length}</Badge>}>
            <InvitationsList invitations={team.data.invitations} links={links} onLink={remember} />
          </Card>
          <Card>
            <ProfessionalsSection />
          </Card>
        </>
      )}
      {inviting && <InviteDialog onClose={() => setInviting(false)} onInvited={remember} />}
    </div>
  );
}
