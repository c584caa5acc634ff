import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The records published on each China day, per kind (docs/pages.md, 'Home': the live block's
// figures): kept by statement-level triggers, so every writer (the import's COPY and merges, the
// bulk load, the back-office) keeps them with one grouped upsert a statement, and the block reads
// at most seven rows however many records a day holds. Not a Payload collection.
const TABLES = ['projects', 'tenders'] as const

/** The ±1 of each row of a transition table, summed per day (zero sums dropped). */
const upsert = (deltas: string) => `INSERT INTO record_days AS d (kind, day, count)
    SELECT TG_TABLE_NAME, day, sum(delta) FROM (${deltas}) AS changes
    WHERE day IS NOT NULL GROUP BY day HAVING sum(delta) <> 0 ORDER BY day
    ON CONFLICT (kind, day) DO UPDATE SET count = d.count + excluded.count;`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "record_days" (
    "kind" varchar NOT NULL,
    "day" char(10) NOT NULL,
    "count" integer NOT NULL,
    PRIMARY KEY ("kind", "day")
  )`)
  // The China day (UTC+8 all year) as YYYY-MM-DD, as src/text/china-time.ts writes it.
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION china_day(at timestamptz) RETURNS text
      LANGUAGE sql IMMUTABLE AS $$ SELECT to_char((at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD') $$;`),
  )
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION record_days_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${upsert('SELECT china_day(published_at) AS day, 1 AS delta FROM added')} RETURN NULL; END $$;`),
  )
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION record_days_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${upsert('SELECT china_day(published_at) AS day, -1 AS delta FROM removed')} RETURN NULL; END $$;`),
  )
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION record_days_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${upsert(`SELECT china_day(n.published_at) AS day, 1 AS delta FROM added n JOIN removed o USING (id)
        WHERE n.published_at IS DISTINCT FROM o.published_at
      UNION ALL SELECT china_day(o.published_at), -1 FROM added n JOIN removed o USING (id)
        WHERE n.published_at IS DISTINCT FROM o.published_at`)} RETURN NULL; END $$;`),
  )
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION record_days_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN DELETE FROM record_days WHERE kind = TG_TABLE_NAME; RETURN NULL; END $$;`),
  )
  for (const t of TABLES) {
    await db.execute(sql.raw(`DELETE FROM record_days WHERE kind = '${t}';`))
    await db.execute(
      sql.raw(`INSERT INTO record_days (kind, day, count)
        SELECT '${t}', china_day(published_at) AS day, count(*) FROM "${t}"
        WHERE published_at IS NOT NULL GROUP BY day;`),
    )
    await db.execute(
      sql.raw(`CREATE TRIGGER "${t}_days_added" AFTER INSERT ON "${t}" REFERENCING NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION record_days_added();`),
    )
    await db.execute(
      sql.raw(`CREATE TRIGGER "${t}_days_removed" AFTER DELETE ON "${t}" REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION record_days_removed();`),
    )
    await db.execute(
      sql.raw(`CREATE TRIGGER "${t}_days_moved" AFTER UPDATE ON "${t}" REFERENCING OLD TABLE AS removed NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION record_days_moved();`),
    )
    await db.execute(
      sql.raw(`CREATE TRIGGER "${t}_days_emptied" AFTER TRUNCATE ON "${t}"
        FOR EACH STATEMENT EXECUTE FUNCTION record_days_emptied();`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of TABLES)
    for (const suffix of ['added', 'removed', 'moved', 'emptied'])
      await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${t}_days_${suffix}" ON "${t}";`))
  for (const f of ['added', 'removed', 'moved', 'emptied'])
    await db.execute(sql.raw(`DROP FUNCTION IF EXISTS record_days_${f}();`))
  await db.execute(sql.raw('DROP FUNCTION IF EXISTS china_day(timestamptz);'))
  await db.execute(sql`DROP TABLE IF EXISTS "record_days"`)
}
