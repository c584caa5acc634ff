/** Multi-row statements in batches: the import's store and the organisations' upkeep share these. */
import { type SQL, type SqlValue, sql } from './db';

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
