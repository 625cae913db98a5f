import { useAuth } from '@agenda/auth/web';
import { errorMessage } from '@agenda/api-client/trpc';
import { ROLES, ROLE_LABELS, type Role } from '@agenda/access';
import { Badge, Button, toast, useConfirm, useSlotFills } from '@agenda/ui';
import { Suspense } from 'react';
import { TEAM_TEXTS as T } from '../shared/texts.ts';
import { formatInstant, useProfessionalMutations, useTeamMutations } from './hooks.ts';
import { memberActionSlot } from './slots.ts';

export interface MemberRow {
  id: string;
  fullName: string;
  email: string;
  role: Role;
  active: boolean;
  lastSignInAt: string | null;
  professional: { id: string } | null;
}

/**
 * The members: name, e-mail, role (changed in place), status, last sign-in; deactivate or reactivate.
 * A Profissional without a professional profile cannot be booked: flagged, with the profile a click away.
 */
export function MembersTable({ members }: { members: MemberRow[] }) {
  const { user } = useAuth();
  const { update } = useTeamMutations();
  const professionals = useProfessionalMutations();
  const confirm = useConfirm();
  const timeZone = user?.company.timeZone;
  const actions = useSlotFills(memberActionSlot);

  const changeRole = async (member: MemberRow, role: Role) => {
    await update.mutateAsync({ id: member.id, role });
    toast.success(T.roleChanged(member.fullName, ROLE_LABELS[role]));
  };
  const createProfile = async (member: MemberRow) => {
    await professionals.create.mutateAsync({ memberId: member.id, name: member.fullName });
    toast.success(T.profileCreated(member.fullName));
  };
  const toggleActive = async (member: MemberRow) => {
    const deactivating = member.active;
    const yes = await confirm({
      title: deactivating ? T.deactivateTitle : T.reactivateTitle,
      message: deactivating ? T.deactivateMessage(member.fullName) : T.reactivateMessage(member.fullName),
      confirmLabel: deactivating ? T.deactivate : T.reactivate,
      type: deactivating ? 'danger' : 'info',
    });
    if (!yes) return;
    await update.mutateAsync({ id: member.id, active: !deactivating });
    toast.success(deactivating ? T.deactivated(member.fullName) : T.reactivated(member.fullName));
  };

  return (
    <div className="ui-table-wrap">
      <table className="ui-table team-table">
        <thead>
          <tr>
            <th>{T.name}</th>
            <th>{T.email}</th>
            <th>{T.role}</th>
            <th>{T.status}</th>
            <th>{T.lastAccess}</th>
            <th>{T.actions}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const self = member.id === user?.id;
            return (
              <tr key={member.id} className={member.active ? undefined : 'team-row--inactive'}>
                <td data-label={T.name} className="team-name">
                  <span>
                    {member.fullName}
                    {self && <span className="ui-muted"> ({T.you})</span>}
                  </span>
                </td>
                <td data-label={T.email} className="team-email">
                  {member.email}
                </td>
                <td data-label={T.role}>
                  {self ? (
                    ROLE_LABELS[member.role]
                  ) : (
                    <select
                      className="ui-input ui-select team-role"
                      aria-label={T.roleOf(member.fullName)}
                      value={member.role}
                      disabled={update.isPending}
                      onChange={(event) => void changeRole(member, event.target.value as Role).catch(() => undefined)}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  )}
                  {member.role === 'PROFESSIONAL' && !member.professional && (
                    <div className="team-no-profile" role="note">
                      <Badge tone="amber">{T.noProfile}</Badge>
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={professionals.create.isPending}
                        onClick={() => void createProfile(member).catch((e) => toast.error(errorMessage(e, T.loadFailed)))}
                        aria-label={T.createProfileFor(member.fullName)}
                      >
                        {T.createProfile}
                      </Button>
                    </div>
                  )}
                </td>
                <td data-label={T.status}>
                  <Badge tone={member.active ? 'green' : 'grey'}>{member.active ? T.active : T.inactive}</Badge>
                </td>
                <td data-label={T.lastAccess}>
                  {member.lastSignInAt ? formatInstant(member.lastSignInAt, timeZone) : T.neverSignedIn}
                </td>
                <td data-label={T.actions}>
                  {!self && (
                    <Button
                      size="sm"
                      variant={member.active ? 'ghost' : 'secondary'}
                      onClick={() => void toggleActive(member).catch(() => undefined)}
                      aria-label={`${member.active ? T.deactivate : T.reactivate} ${member.fullName}`}
                    >
                      {member.active ? T.deactivate : T.reactivate}
                    </Button>
                  )}
                  {actions.map(({ id, component: Action }) => (
                    <Suspense key={id} fallback={null}>
                      <Action
                        memberId={member.id}
                        fullName={member.fullName}
                        active={member.active}
                        professionalId={member.professional?.id ?? null}
                      />
                    </Suspense>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
