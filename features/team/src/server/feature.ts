import type { ServerFeature } from '@agenda/trpc';
import { InvitationSchema } from './entities/invitation.entity.ts';
import { Migration20261201000400_invitations } from './migrations/Migration20261201000400_invitations.ts';
import { teamRest } from './rest.ts';
import { teamRouter } from './router.ts';

export const teamServerFeature = {
  key: 'team',
  router: teamRouter,
  entities: [InvitationSchema],
  migrations: [{ name: 'Migration20261201000400_invitations', class: Migration20261201000400_invitations }],
  rest: teamRest,
  // An invitation's link is read before its clinic is known.
  signIn: [{ table: 'invitation', privileges: ['select'] }],
} satisfies ServerFeature<'team'>;
