import { COMPANY_SETTING } from './company-setting.ts';

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
 * A string literal, for the utility statements (DDL: `create role … password`) that take no
 * parameters. Everywhere else a value is a parameter.
 */
sql.literal = (value: string): Sql => {
  const quoted = `'${value.replace(/'/g, "''")}'`;
  // E'' reads a backslash the same way whatever standard_conforming_strings says.
  return new Sql([value.includes('\\') ? `E${quoted.replace(/\\/g, '\\\\')}` : quoted], []);
};

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

/**
 * Names the company for the rest of the transaction (`is_local`: gone at its end, so safe behind
 * PgBouncer in transaction mode). Tenant transactions and the hot reads send this same text.
 */
sql.setCompany = (companyId: string): Sql => new Sql([`select set_config('${COMPANY_SETTING}', `, ', true)'], [companyId]);

/** Every column of a row source, named once: the compiler refuses a missing or an extra one. */
export type ColumnsOf<Row> = { readonly [K in keyof Row]-?: true };

/**
 * A row source a feature exports (a `select` other features join as a subquery), with its columns
 * declared: `Row` is the contract consumers compile against (the owner exports it beside the
 * fragment), `columns` the same names at run time (a test checks them against what PostgreSQL
 * answers).
 */
export class TypedSql<Row> extends Sql {
  /** For the compiler only: the row type (never set). */
  declare readonly row?: Row;

  /** @internal use `typedFragment` */
  constructor(
    parts: readonly string[],
    values: readonly unknown[],
    readonly columns: readonly (keyof Row & string)[],
  ) {
    super(parts, values);
  }
}

/**
 * A typed row source: `typedFragment<PaymentRow>({ company_id: true, id: true, … })\`select … from payment\``.
 * Values interpolated stay parameters, as with `sql`.
 */
export function typedFragment<Row>(columns: ColumnsOf<Row>) {
  const names = Object.keys(columns) as (keyof Row & string)[];
  return (strings: TemplateStringsArray, ...values: unknown[]): TypedSql<Row> => new TypedSql<Row>([...strings], values, names);
}
