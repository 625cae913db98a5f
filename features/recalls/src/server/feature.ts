import type { ServerFeature } from '@agenda/trpc';
import { seedDemoRecalls } from './demo-recalls.seeder.ts';
import { RecallDismissalSchema } from './entities/recall-dismissal.entity.ts';
import { Migration20261202000500_recalls } from './migrations/Migration20261202000500_recalls.ts';
import { recallsRest } from './rest.ts';
import { recallsRouter } from './router.ts';

export const recallsServerFeature = {
  key: 'recalls',
  router: recallsRouter,
  entities: [RecallDismissalSchema],
  migrations: [{ name: 'Migration20261202000500_recalls', class: Migration20261202000500_recalls }],
  rest: recallsRest,
  seedDemo: seedDemoRecalls,
} satisfies ServerFeature<'recalls'>;
