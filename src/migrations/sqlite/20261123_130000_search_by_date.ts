import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { searchText } from '../frozen/search-text-20261123'

// Keyword search without reading rows (docs/search.md, src/server/teasers/keyword.ts):
// - the FTS5 table is keyed by date instead of id: whole seconds of published_at × 2^31 + id
//   (ids stay below 2^31), so matches come out of the index newest first and a page reads its
//   own rows only;
// - a second column holds the equality filters as tokens (province, industry, category and
//   stage; notice code and free flag), so FTS5 intersects them with the keyword;
// - search_text keeps repeated tokens in title order (phrases of bigrams are exact), so rows
//   written before get their tokens again.
// The table is contentless: the triggers hand FTS5 both columns, and the old values to delete.
const FACETS = {
  projects: ['p', 'province', 'i', 'industry', 'c', 'category_code', 's', 'stage'],
  tenders: ['p', 'province', 'i', 'industry', 'n', 'notice_code', 'f', 'free'],
} as const
type Table = keyof typeof FACETS

const key = (row: string) =>
  `(CAST(strftime('%s', ${row}.published_at) AS INTEGER) * 2147483648 + ${row}.id)`
const facets = (t: Table, row: string) => {
  const f = FACETS[t]
  const parts: string[] = []
  for (let i = 0; i < f.length; i += 2) parts.push(`'${i ? ' ' : ''}${f[i]}' || ${row}.${f[i + 1]}`)
  return parts.join(' || ')
}

async function retokenize(db: MigrateUpArgs['db'], t: Table) {
  for (let after = 0; ; ) {
    const rows = (await db.all(
      sql.raw(`SELECT id, title FROM \`${t}\` WHERE id > ${after} ORDER BY id LIMIT 5000`),
    )) as { id: number; title: string }[]
    if (!rows.length) break
    after = rows[rows.length - 1].id
    const json = JSON.stringify(rows.map((r) => ({ id: r.id, t: searchText(r.title) })))
    await db.run(
      sql`UPDATE ${sql.raw(t)} SET search_text = (SELECT json_extract(value, '$.t') FROM json_each(${json}) WHERE json_extract(value, '$.id') = ${sql.raw(t)}.id) WHERE id IN (SELECT json_extract(value, '$.id') FROM json_each(${json}))`,
    )
  }
}

async function dropSearch(db: MigrateUpArgs['db'], t: Table) {
  for (const suffix of ['ai', 'ad', 'au'])
    await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`${t}_search_${suffix}\``))
  await db.run(sql.raw(`DROP TABLE IF EXISTS \`${t}_search\``))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of Object.keys(FACETS) as Table[]) {
    await dropSearch(db, t)
    await retokenize(db, t)
    const fts = `\`${t}_search\``
    await db.run(sql.raw(`CREATE VIRTUAL TABLE ${fts} USING fts5(search_text, facets, content='')`))
    await db.run(
      sql.raw(
        `INSERT INTO ${fts}(rowid, search_text, facets) SELECT ${key(t)}, search_text, ${facets(t, t)} FROM \`${t}\``,
      ),
    )
    const add = (row: string) =>
      `INSERT INTO ${fts}(rowid, search_text, facets) VALUES (${key(row)}, ${row}.search_text, ${facets(t, row)});`
    const remove = (row: string) =>
      `INSERT INTO ${fts}(${fts}, rowid, search_text, facets) VALUES ('delete', ${key(row)}, ${row}.search_text, ${facets(t, row)});`
    const watched = ['search_text', 'published_at', ...FACETS[t].filter((_, i) => i % 2)].join(', ')
    await db.run(sql.raw(`CREATE TRIGGER \`${t}_search_ai\` AFTER INSERT ON \`${t}\` BEGIN ${add('new')} END`))
    await db.run(sql.raw(`CREATE TRIGGER \`${t}_search_ad\` AFTER DELETE ON \`${t}\` BEGIN ${remove('old')} END`))
    await db.run(
      sql.raw(
        `CREATE TRIGGER \`${t}_search_au\` AFTER UPDATE OF ${watched} ON \`${t}\` BEGIN ${remove('old')} ${add('new')} END`,
      ),
    )
  }
}

// Back to the id-keyed external-content table of migration 20261123_090220_search.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of Object.keys(FACETS) as Table[]) {
    await dropSearch(db, t)
    const fts = `\`${t}_search\``
    await db.run(
      sql.raw(`CREATE VIRTUAL TABLE ${fts} USING fts5(search_text, content='${t}', content_rowid='id')`),
    )
    await db.run(sql.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`))
    const add = `INSERT INTO ${fts}(rowid, search_text) VALUES (new.id, new.search_text);`
    const remove = `INSERT INTO ${fts}(${fts}, rowid, search_text) VALUES ('delete', old.id, old.search_text);`
    await db.run(sql.raw(`CREATE TRIGGER \`${t}_search_ai\` AFTER INSERT ON \`${t}\` BEGIN ${add} END`))
    await db.run(sql.raw(`CREATE TRIGGER \`${t}_search_ad\` AFTER DELETE ON \`${t}\` BEGIN ${remove} END`))
    await db.run(
      sql.raw(`CREATE TRIGGER \`${t}_search_au\` AFTER UPDATE OF search_text ON \`${t}\` BEGIN ${remove} ${add} END`),
    )
  }
}
