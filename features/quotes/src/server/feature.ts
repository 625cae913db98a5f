import type { ServerFeature } from '@agenda/trpc';
import { seedDemoQuotes } from './demo-quotes.seeder.ts';
import { QuoteSchema } from './entities/quote.entity.ts';
import { QuoteVersionSchema } from './entities/quote-version.entity.ts';
import { Migration20261210000100_quotes } from './migrations/Migration20261210000100_quotes.ts';
import { quotesPages } from './pages.tsx';
import { quotesRest } from './rest.ts';
import { quotesRouter } from './router.ts';

export const quotesServerFeature = {
  key: 'quotes',
  router: quotesRouter,
  entities: [QuoteSchema, QuoteVersionSchema],
  migrations: [{ name: 'Migration20261210000100_quotes', class: Migration20261210000100_quotes }],
  rest: quotesRest,
  // The patient's page, rendered on the server (decision 035).
  pages: quotesPages,
  seedDemo: seedDemoQuotes,
} satisfies ServerFeature<'quotes'>;
