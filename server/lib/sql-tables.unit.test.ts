// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATABASE_FUNCTIONS, memoTablesTouched, tablesTouched } from './sql-tables';

const names = (touched: ReadonlySet<string> | 'everything') => (touched === 'everything' ? touched : [...touched].sort());

describe('tablesTouched', () => {
  it('reads the tables after FROM and JOIN, quoted, qualified or not, and in subqueries', () => {
    const touched = tablesTouched(
      'select "clubs"."id", (select count(*) from "person_clubs" where "person_clubs"."club_id" = "clubs"."id") from "public"."clubs" left join communities c on c.id = "clubs"."community_id" where exists (select 1 from sports s where s.id = $1) limit $2',
    );
    expect(names(touched.reads)).toEqual(['clubs', 'communities', 'person_clubs', 'sports']);
    expect(names(touched.writes)).toEqual([]);
  });

  it('sees an insert or an update as a write of its table, and what it selects from as reads', () => {
    expect(names(tablesTouched('insert into "clubs" ("name", "version") values ($1, default) returning "id"').writes)).toEqual(['clubs']);
    const update = tablesTouched('update "clubs" set "name" = $1, "version" = "version" + 1 where ("clubs"."id" = $2 and "clubs"."version" = $3) returning *');
    expect(names(update.writes)).toEqual(['clubs']);
    expect(names(tablesTouched('update matches as m set status = $1 from phases p where p.id = m.phase_id').writes)).toEqual(['matches']);
    const copy = tablesTouched('insert into entries (valid_id, person_id) select $1, id from persons where id = any($2) on conflict (valid_id, person_id) do update set seed = excluded.seed');
    expect(names(copy.writes)).toEqual(['entries']);
    expect(names(copy.reads)).toEqual(['persons']);
    expect(names(tablesTouched('with moved as (update phases set status_id = 3 where id = $1 returning valid_id) select * from moved').writes)).toEqual(['phases']);
  });

  it('answers everything where the text cannot tell: deletes cascade, schema changes, database functions', () => {
    expect(tablesTouched('delete from "clubs" where "clubs"."id" = $1').writes).toBe('everything');
    expect(tablesTouched('truncate balance_lines').writes).toBe('everything');
    expect(tablesTouched('CREATE INDEX persons_name ON persons (last_name)').writes).toBe('everything');
    expect(tablesTouched('select refresh_standings($1, $2, $3)')).toEqual({ reads: 'everything', writes: 'everything' });
    // A function that only reads: the call depends on everything, and changes nothing.
    const session = tablesTouched('select * from session_memberships($1, $2, $3)');
    expect(session.reads).toBe('everything');
    expect(names(session.writes)).toEqual([]);
  });

  it('is not fooled by words inside string literals, comments, column names or row locks', () => {
    const touched = tablesTouched("select id, comment, updated_at, 'delete from clubs' as note from requests -- update clubs set x = 1\n where created_at > $1 for update");
    expect(names(touched.reads)).toEqual(['requests']);
    expect(names(touched.writes)).toEqual([]);
  });

  it('sees transaction control, notices and upkeep (which changes no row) as touching nothing', () => {
    for (const statement of ['begin', 'COMMIT', 'rollback', 'savepoint sp1', 'select pg_notify($1, $2)', 'SET LOCAL statement_timeout = 1000', 'vacuum "clubs"', 'vacuum (analyze) "balance_lines"', 'ANALYZE "persons"']) {
      expect(tablesTouched(statement), statement).toEqual({ reads: new Set(), writes: new Set() });
    }
  });

  it('names every function the migrations create, and knows which of them write', () => {
    const folder = fileURLToPath(new URL('../db/migrations', import.meta.url));
    const created = new Map<string, boolean>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
      const text = readFileSync(`${folder}/${file}`, 'utf8');
      for (const match of text.matchAll(/create\s+(?:or\s+replace\s+)?function\s+(?:"?\w+"?\.)?"?(\w+)"?[\s\S]*?\$\$([\s\S]*?)\$\$/gi)) {
        created.set((match[1] ?? '').toLowerCase(), /\b(?:insert\s+into|update\s+\w+|delete\s+from)\b/i.test(match[2] ?? ''));
      }
    }
    expect(created.size).toBeGreaterThan(0);
    expect(Object.fromEntries(Object.entries(DATABASE_FUNCTIONS).map(([name, { writes }]) => [name, writes]))).toEqual(Object.fromEntries(created));
  });

  it('remembers each statement once', () => {
    const touched = memoTablesTouched(2);
    const first = touched('select * from clubs');
    expect(touched('select * from clubs')).toBe(first);
    touched('select * from persons');
    touched('select * from sports');
    expect(names(touched('select * from clubs').reads)).toEqual(['clubs']);
  });
});
