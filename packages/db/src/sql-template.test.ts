import { describe, expect, it } from 'vitest';
import { sql } from './sql-template.ts';

describe('sql', () => {
  it('turns every value into a numbered parameter, in order', () => {
    const statement = sql`select * from client where company_id = ${'c1'} and full_name like ${"%'; drop table client; --%"}`;
    expect(statement.render()).toEqual({
      text: 'select * from client where company_id = $1 and full_name like $2',
      values: ['c1', "%'; drop table client; --%"],
    });
  });

  it('splices fragments with their own values, numbering across them', () => {
    const active = sql`status in (${'PENDING'}, ${'CONFIRMED'})`;
    const statement = sql`select count(*) from appointment a where a.client_id = ${'x'} and ${active} and a.date > ${'2020-01-01'}`;
    expect(statement.render()).toEqual({
      text: 'select count(*) from appointment a where a.client_id = $1 and status in ($2, $3) and a.date > $4',
      values: ['x', 'PENDING', 'CONFIRMED', '2020-01-01'],
    });
  });

  it('quotes identifiers and joins pieces', () => {
    const columns = sql.join([sql.id('c.full_name'), sql.id('weird"name')]);
    expect(sql`select ${columns} from ${sql.id('client')} c`.render().text).toBe(
      'select "c"."full_name", "weird""name" from "client" c',
    );
    expect(sql.join([sql`a = ${1}`, sql`b = ${2}`], ' and ').render()).toEqual({ text: 'a = $1 and b = $2', values: [1, 2] });
    expect(sql.join([]).render()).toEqual({ text: '', values: [] });
  });

  it("names the transaction's company without a parameter", () => {
    expect(sql`select 1 from client where company_id = ${sql.company}`.render()).toEqual({
      text: "select 1 from client where company_id = nullif(current_setting('app.company_id', true), '')::uuid",
      values: [],
    });
  });

  it('sets the company as a parameter, in the text the hot reads share', () => {
    expect(sql.setCompany('c1').render()).toEqual({ text: "select set_config('app.company_id', $1, true)", values: ['c1'] });
  });

  it('quotes a literal for statements that take no parameters', () => {
    expect(sql`password ${sql.literal("it's")}`.render().text).toBe("password 'it''s'");
    expect(sql`password ${sql.literal('a\\b')}`.render().text).toBe("password E'a\\\\b'");
  });
});
