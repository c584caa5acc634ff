import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The keyword index's facet functions (migration 20261123_190000), computed for every row its
// index expression takes (each write, each build), made cheaper with the same bodies, so the index
// stays as it is (docs/benchmarks.md, 'The keyword index's facet functions'). A SQL function whose
// body is not immutable (an enum's text, `text || bigint`) is never inlined but run by the SQL
// function executor row by row; PL/pgSQL runs such a simple expression without it, about three
// times faster for the whole index expression. Both stay calls rather than inlined expressions:
// the planner matches a query's expression to the index's as each connection cached it, and a
// connection open across the migration would otherwise stop matching them. Still PARALLEL UNSAFE,
// for the reason given there.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION search_facet(prefix text, value anyenum) RETURNS text
      LANGUAGE plpgsql IMMUTABLE PARALLEL UNSAFE AS $$ BEGIN RETURN prefix || value::text; END $$;`),
  )
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION search_day_facet(at timestamptz) RETURNS text
      LANGUAGE plpgsql IMMUTABLE PARALLEL UNSAFE AS
      $$ BEGIN RETURN '#d' || floor(extract(epoch FROM at) / 86400)::bigint; END $$;`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION search_facet(prefix text, value anyenum) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL UNSAFE AS $$ SELECT prefix || value::text $$;`),
  )
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION search_day_facet(at timestamptz) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL UNSAFE AS $$ SELECT '#d' || floor(extract(epoch FROM at) / 86400)::bigint $$;`),
  )
}
