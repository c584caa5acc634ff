// The records' bilingual texts move from their `_locales` rows into the record's own row
// (docs/deployment.md, 'Beyond one year'): `title` and `title_en`, and so on. Two locale rows per
// record cost two inserts, six index entries and two foreign-key checks on every import; the
// row holds the same text in one. Shared by the migrations 20261203_*_fold_record_texts of both
// engines (double-quoted identifiers suit both). Private to the migrations: never live code.

/** The texts of each kind, as the locale rows held them. */
export const FOLDED: Record<'projects' | 'tenders', string[]> = {
  projects: ['title', 'owner', 'summary'],
  tenders: ['title', 'owner', 'summary', 'agency', 'winner'],
}

/** Texts the record must have; the others are optional. */
export const REQUIRED = new Set(['title', 'owner'])

/**
 * Texts whose English row repeated the Chinese where the provider sent none (the import wrote
 * an English row when any English text came): an English value equal to the Chinese is left
 * empty, which pages show the same way (the Chinese where the English is empty).
 */
const REPEATED = new Set(['title', 'owner'])

const english = (column: string) =>
  REPEATED.has(column) ? `NULLIF(e."${column}", z."${column}")` : `e."${column}"`

/** Copies each record's locale rows into its new columns; a record without a zh row keeps ''. */
export function fillFromLocales(table: 'projects' | 'tenders'): string {
  const columns = FOLDED[table]
  const sets = columns.flatMap((c) => [
    `"${c}" = ${REQUIRED.has(c) ? `COALESCE(s."${c}", '')` : `s."${c}"`}`,
    `"${c}_en" = s."${c}_en"`,
  ])
  const picked = columns.flatMap((c) => [
    REQUIRED.has(c) ? `COALESCE(z."${c}", e."${c}") AS "${c}"` : `z."${c}" AS "${c}"`,
    `${english(c)} AS "${c}_en"`,
  ])
  return `UPDATE "${table}" SET ${sets.join(', ')}
    FROM (SELECT r.id, ${picked.join(', ')} FROM "${table}" r
      LEFT JOIN "${table}_locales" z ON z._parent_id = r.id AND z._locale = 'zh'
      LEFT JOIN "${table}_locales" e ON e._parent_id = r.id AND e._locale = 'en') AS s
    WHERE "${table}".id = s.id`
}

/**
 * The locale rows back from the columns (the way down), as the import wrote them: a zh row for
 * every record, an en row where it has any English, its title and owner the Chinese where their
 * English is empty.
 */
export function localesFromColumns(table: 'projects' | 'tenders'): string[] {
  const columns = FOLDED[table]
  const list = columns.map((c) => `"${c}"`).join(', ')
  const anyEnglish = columns.map((c) => `"${c}_en" IS NOT NULL`).join(' OR ')
  const englishValues = columns
    .map((c) => (REPEATED.has(c) ? `COALESCE("${c}_en", "${c}")` : `"${c}_en"`))
    .join(', ')
  return [
    `INSERT INTO "${table}_locales" (${list}, _locale, _parent_id) SELECT ${list}, 'zh', id FROM "${table}"`,
    `INSERT INTO "${table}_locales" (${list}, _locale, _parent_id)
      SELECT ${englishValues}, 'en', id FROM "${table}" WHERE ${anyEnglish}`,
  ]
}
