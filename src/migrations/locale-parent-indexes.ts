// Indexes on the records' locale rows by their parent (docs/import.md, 'Three ways in'). Payload
// gives a localized collection's `_locales` table one unique index, (`_locale`, `_parent_id`),
// which cannot find a record's rows by `_parent_id` alone. Deleting a record (a withdrawal, an
// operator's delete) then scanned every locale row, once for the cascade of each deleted record
// and once for the import's own delete: 400 withdrawn projects took 5.3 s among 20,000 on SQLite
// and grow with the table; with these, 0.12 s. The config cannot declare an index on a `_locales`
// table, so the schema snapshots lack them: the migrations 20261127_220000_locale_parent_indexes
// of both engines create them, and a generated migration that drops them must not be kept.
export const LOCALE_PARENT_INDEXES: [name: string, table: string][] = [
  ['projects_locales_parent_idx', 'projects_locales'],
  ['tenders_locales_parent_idx', 'tenders_locales'],
  ['withdrawals_locales_parent_idx', 'withdrawals_locales'],
]
