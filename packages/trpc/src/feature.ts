import type { Em, EntitySchema, MigrationObject, SignInGrant } from '@agenda/db';
import type { AnyRouter } from '@trpc/server';
import { type Contribution, type ExtensionPoint, Extensions } from './extensions.ts';
import type { PageRoute } from './pages.ts';
import type { RestRoutes } from './rest.ts';

/**
 * What a feature brings to the server. The server holds one explicit list of these and composes
 * `appRouter`, the REST paths, the migration history and the seeders from it; it never reaches into
 * a feature's folder.
 */
export interface ServerFeature<K extends string = string, R extends AnyRouter = AnyRouter> {
  /** The router's key under `appRouter` (`trpc.<key>.…`). */
  key: K;
  router: R;
  // biome-ignore lint/suspicious/noExplicitAny: a feature lists schemas of several entity types
  entities: EntitySchema<any, never>[];
  /** The feature's migrations; the server runs all features' migrations as one history ordered by name. */
  migrations: MigrationObject[];
  /** The documented REST paths, as data over the same router (mounted and documented by `./rest`). */
  rest?: RestRoutes;
  /** Pages the server renders (public HTML outside the web app), mounted before the app's fallback. */
  pages?: readonly PageRoute[];
  /** POST paths that take a file larger than the server's 1 MB body limit, with their own limit and message. */
  largeBodies?: LargeBody[];
  /**
   * What the sign-in connection may do to this feature's tables, before a company is known (the
   * session lookup, sign-in, an invitation's link): nothing else is granted to it.
   */
  signIn?: SignInGrant[];
  /** Reference data every start makes sure of (idempotent). */
  seed?: (em: Em) => Promise<void>;
  /** The demo clinic's data, run in the order of the server's list (idempotent). */
  seedDemo?: (em: Em, companyId: string) => Promise<void>;
  /** The extension points this feature offers (defined in its own package, read in its procedures). */
  offers?: ExtensionPoint<unknown>[];
  /** What this feature adds to extension points other features offer. */
  contributions?: Contribution[];
}

export interface LargeBody {
  path: string;
  maxBytes: number;
  /** The pt-BR `{ error }` of the 413. */
  message: string;
}

/** `{ [key]: router }` for a list of features, keeping every router's type. */
export type RouterRecord<F extends readonly ServerFeature[]> = {
  [M in F[number] as M['key']]: M['router'];
};

export function routerRecord<const F extends readonly ServerFeature[]>(features: F): RouterRecord<F> {
  return Object.fromEntries(features.map((f) => [f.key, f.router])) as RouterRecord<F>;
}

/** All features' migrations as one history, ordered by name (the names start with a timestamp). */
export function migrationHistory(features: readonly ServerFeature[]): MigrationObject[] {
  const all = features.flatMap((f) => f.migrations);
  const names = new Set<string>();
  for (const m of all) {
    if (names.has(m.name)) throw new Error(`Migration ${m.name} is listed twice`);
    names.add(m.name);
  }
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The features' contributions, checked when the server starts. Points are defined in the features
 * that offer them, so nothing else keeps their ids apart: each point must be offered by one listed
 * feature under an id led by that feature's key, and each contribution must go to an offered point
 * (one to a feature left out of the list would otherwise do nothing, silently).
 */
export function extensionsOf(features: readonly ServerFeature[]): Extensions {
  const offered = new Map<string, ExtensionPoint<unknown>>();
  for (const f of features) {
    for (const point of f.offers ?? []) {
      if (!point.id.startsWith(`${f.key}.`))
        throw new Error(`Extension point ${point.id} offered by ${f.key} must start with "${f.key}."`);
      if (offered.has(point.id)) throw new Error(`Extension point ${point.id} is offered twice`);
      offered.set(point.id, point);
    }
  }
  const contributions = features.flatMap((f) => f.contributions ?? []);
  for (const c of contributions) {
    if (offered.get(c.point.id) !== c.point) throw new Error(`Extension point ${c.point.id} is offered by no listed feature`);
  }
  return new Extensions(contributions);
}
