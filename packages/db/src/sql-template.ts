import { COMPANY_SETTING } from './tenancy.ts';

/**
 * A piece of SQL and its values, built only by the `sql` tag: text comes from the source code, every
 * interpolated value becomes a parameter, and another `Sql` (a fragment a feature exports, an
 * identifier) is spliced in with its own values. User input can never become SQL text.
 */
export class Sql {
  /** @internal use `sql` */
  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** The statement as PostgreSQL takes it: `$1`, `$2`… in order of the values. */
  render(): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    let text = '';
    const walk = (piece: Sql) => {
      piece.parts.forEach((part, i) => {
        text += part;
        if (i >= piece.values.length) return;
        const value = piece.values[i];
        if (value instanceof Sql) walk(value);
        else {
          values.push(value);
          text += `$${values.length}`;
        }
      });
    };
    walk(this);
    return { text, values };
  }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** SQL from a template: `sql\`select … where id = ${id}\``. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql([...strings], values);
}

/** A quoted identifier (`"client"`, or `"c"."full_name"` from 'c.full_name'). */
sql.id = (name: string): Sql => new Sql([name.split('.').map(quoteIdentifier).join('.')], []);

/**
 * Text that is SQL by construction — a constant of the code, never a value that came in with a
 * request. For the few places a keyword is chosen by code (`asc`/`desc`).
 */
sql.raw = (text: string): Sql => new Sql([text], []);

/** Fragments joined by a separator (`, ` by default; ` and `, ` or ` …). */
sql.join = (pieces: readonly Sql[], separator = ', '): Sql =>
  new Sql(pieces.length === 0 ? [''] : ['', ...pieces.slice(1).map(() => separator), ''], pieces);

/**
 * The company of the current transaction, as row-level security reads it: a statement that needs
 * the company for the planner (an index on company_id) names it without being handed the id.
 */
sql.company = new Sql([`nullif(current_setting('${COMPANY_SETTING}', true), '')::uuid`], []);
