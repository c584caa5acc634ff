/** Multi-row statements in batches: the import's store and the organisations' upkeep share these. */
import { type RawSql, type SQL, type SqlValue, sql } from './db';

/** Rows per multi-row statement: far below SQLite's 32766 and PostgreSQL's 65535 parameters. */
export const ROWS_PER_STATEMENT = 400;

/** `list` in consecutive slices of at most `size`. */
export function chunks<T>(list: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Rows of values for a multi-row VALUES: a Drizzle array renders as a parenthesised list of parameters. */
export const tuples = (rows: readonly SqlValue[][]): SQL =>
  sql.join(
    rows.map((row) => sql`${row}`),
    sql`, `,
  );

/**
 * The slices a list of keys is matched in: the whole list at once on PostgreSQL (one array
 * parameter, see `inList`), slices of ROWS_PER_STATEMENT on SQLite.
 */
export function keySlices<T>(tx: Pick<RawSql, 'dialect'>, list: readonly T[]): T[][] {
  if (tx.dialect !== 'postgres') return chunks(list);
  return list.length ? [list.slice()] : [];
}

/** `column IN (…)` for one of keySlices' slices: `= ANY` of one array parameter on PostgreSQL. */
export function inList(tx: Pick<RawSql, 'dialect'>, column: SQL, part: readonly SqlValue[]): SQL {
  return tx.dialect === 'postgres' ? sql`${column} = ANY(${sql.param(part)})` : sql`${column} IN ${part}`;
}
