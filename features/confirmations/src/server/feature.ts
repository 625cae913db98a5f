import type { ServerFeature } from '@agenda/trpc';
import { seedDemoConfirmations } from './demo.ts';
import { ReminderSentSchema } from './entities/reminder-sent.entity.ts';
import { Migration20261202000300_confirmations } from './migrations/Migration20261202000300_confirmations.ts';
import { Migration20261214000200_patient_link_policy } from './migrations/Migration20261214000200_patient_link_policy.ts';
import { PatientLinkPolicySchema } from './entities/patient-link-policy.entity.ts';
import { confirmationsPages } from './pages.tsx';
import { confirmationsRest } from './rest.ts';
import { confirmationsRouter } from './router.ts';

export const confirmationsServerFeature = {
  key: 'confirmations',
  router: confirmationsRouter,
  entities: [ReminderSentSchema, PatientLinkPolicySchema],
  migrations: [
    { name: 'Migration20261202000300_confirmations', class: Migration20261202000300_confirmations },
    { name: 'Migration20261214000200_patient_link_policy', class: Migration20261214000200_patient_link_policy },
  ],
  rest: confirmationsRest,
  // The patient's page, rendered on the server (decision 035).
  pages: confirmationsPages,
  seedDemo: seedDemoConfirmations,
} satisfies ServerFeature<'confirmations'>;
