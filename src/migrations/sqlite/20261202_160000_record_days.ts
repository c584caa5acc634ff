import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The records published on each China day, per kind (docs/pages.md, 'Home': the live block's
// figures): kept by triggers, so every writer (the import, the bulk load, the back-office) keeps
// them, and the block reads at most seven rows however many records a day holds. Not a Payload
// collection.
const TABLES = ['projects', 'tenders'] as const

/** The China day (UTC+8 all year) as YYYY-MM-DD, as src/text/china-time.ts writes it. */
const day = (row: string) => `date(${row}.published_at, '+8 hours')`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS record_days (
    kind text NOT NULL,
    day text NOT NULL,
    count integer NOT NULL,
    PRIMARY KEY (kind, day)
  ) WITHOUT ROWID`)
  for (const t of TABLES) {
    // A NULL day matches no row to take from and adds none (the WHERE also lets SQLite parse the
    // upsert after a SELECT).
    const add = (row: string) =>
      `INSERT INTO record_days (kind, day, count) SELECT '${t}', ${day(row)}, 1 WHERE ${day(row)} IS NOT NULL
        ON CONFLICT (kind, day) DO UPDATE SET count = count + 1;`
    const remove = (row: string) =>
      `UPDATE record_days SET count = count - 1 WHERE kind = '${t}' AND day = ${day(row)};`
    await db.run(sql.raw(`DELETE FROM record_days WHERE kind = '${t}'`))
    await db.run(
      sql.raw(`INSERT INTO record_days (kind, day, count)
        SELECT '${t}', ${day(t)} AS d, count(*) FROM \`${t}\` WHERE d IS NOT NULL GROUP BY d`),
    )
    await db.run(
      sql.raw(`CREATE TRIGGER \`${t}_days_ai\` AFTER INSERT ON \`${t}\` BEGIN ${add('new')} END`),
    )
    await db.run(
      sql.raw(`CREATE TRIGGER \`${t}_days_ad\` AFTER DELETE ON \`${t}\` BEGIN ${remove('old')} END`),
    )
    await db.run(
      sql.raw(`CREATE TRIGGER \`${t}_days_au\` AFTER UPDATE OF published_at ON \`${t}\`
        WHEN ${day('old')} IS NOT ${day('new')} BEGIN ${remove('old')} ${add('new')} END`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of TABLES)
    for (const suffix of ['ai', 'ad', 'au']) await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`${t}_days_${suffix}\``))
  await db.run(sql`DROP TABLE IF EXISTS record_days`)
}
