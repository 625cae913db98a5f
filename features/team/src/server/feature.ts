import { memberJoinedPoint } from '@agenda/auth/server';
import { type ServerFeature, contribute } from '@agenda/trpc';
import { CommissionRateSchema } from './entities/commission-rate.entity.ts';
import { InvitationSchema } from './entities/invitation.entity.ts';
import { ProfessionalSchema } from './entities/professional.entity.ts';
import { seedDemoTeam } from './demo-team.ts';
import { addFounderProfile } from './founder-profile.ts';
import { Migration20261201000200_professionals } from './migrations/Migration20261201000200_professionals.ts';
import { Migration20261201000400_invitations } from './migrations/Migration20261201000400_invitations.ts';
import { Migration20261201000500_commission_rates } from './migrations/Migration20261201000500_commission_rates.ts';
import { teamRest } from './rest.ts';
import { teamRouter } from './router.ts';

export const teamServerFeature = {
  key: 'team',
  router: teamRouter,
  entities: [ProfessionalSchema, InvitationSchema, CommissionRateSchema],
  migrations: [
    { name: 'Migration20261201000200_professionals', class: Migration20261201000200_professionals },
    { name: 'Migration20261201000400_invitations', class: Migration20261201000400_invitations },
    { name: 'Migration20261201000500_commission_rates', class: Migration20261201000500_commission_rates },
  ],
  rest: teamRest,
  // An invitation's link is read before its clinic is known.
  signIn: [{ table: 'invitation', privileges: ['select'] }],
  seedDemo: seedDemoTeam,
  contributions: [contribute(memberJoinedPoint, addFounderProfile)],
} satisfies ServerFeature<'team'>;
