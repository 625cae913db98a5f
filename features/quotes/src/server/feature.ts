import type { ServerFeature } from '@agenda/trpc';
import { QuoteSchema } from './entities/quote.entity.ts';
import { QuoteVersionSchema } from './entities/quote-version.entity.ts';
import { Migration20261210000100_quotes } from './migrations/Migration20261210000100_quotes.ts';
import { quotesRest } from './rest.ts';
import { quotesRouter } from './router.ts';

export const quotesServerFeature = {
  key: 'quotes',
  router: quotesRouter,
  entities: [QuoteSchema, QuoteVersionSchema],
  migrations: [{ name: 'Migration20261210000100_quotes', class: Migration20261210000100_quotes }],
  rest: quotesRest,
} satisfies ServerFeature<'quotes'>;
