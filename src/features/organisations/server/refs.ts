import type { OrganisationRef } from '@/schemas/organisations';
import { type RawSql, sql } from '@/server/db';
import type { Locale } from '@/i18n/routing';

/** The name an organisation shows in `locale`: the English one where the records gave one. */
export const localName = (row: Record<string, unknown>, locale: Locale): string =>
  String((locale === 'en' && row.name_en) || row.name);

/** Links to organisations by row id, in `locale` (one lookup by primary key). */
export async function orgRefs(
  db: RawSql,
  ids: (number | null)[],
  locale: Locale,
): Promise<(id: unknown) => OrganisationRef | null> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null && Number.isFinite(i)))];
  const refs = new Map<number, OrganisationRef>();
  if (wanted.length) {
    const rows = await db.query(
      sql`SELECT id, public_id, name, name_en FROM organisations WHERE id IN ${wanted}`,
    );
    for (const r of rows) refs.set(Number(r.id), { id: String(r.public_id), name: localName(r, locale) });
  }
  return (id) => (id == null ? null : (refs.get(Number(id)) ?? null));
}
