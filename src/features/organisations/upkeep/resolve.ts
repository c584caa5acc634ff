/**
 * Finding and making organisations (docs/organisations.md, 'Upkeep'): the organisations the names
 * and credit codes of records point to, made when none exists yet, inside the writer's transaction.
 */
import { sql } from 'drizzle-orm';
import type { RawSql } from '@/server/db';
import { chunks, inList, keySlices, tuples } from '@/server/sql-batches';
import { searchText } from '@/text/search-text';
import { type OrgName, orgKey, publicIdOf } from './keys';

interface FoundOrg {
  id: number;
  norm: string;
  code: string | null;
  mergedInto: number | null;
  nameEn: string | null;
}

const asFound = (r: Record<string, unknown>): FoundOrg => ({
  id: Number(r.id),
  norm: String(r.norm_name),
  code: r.credit_code == null ? null : String(r.credit_code),
  mergedInto: r.merged_into_id == null ? null : Number(r.merged_into_id),
  nameEn: r.name_en == null ? null : String(r.name_en),
});

const FOUND_COLUMNS = sql.raw('id, norm_name, credit_code, merged_into_id, name_en');

/**
 * The organisation of each name, made when none matches. A credit code finds the organisation
 * holding it; else an organisation of that name without a code takes it; else a new one is
 * made. A name without a code finds the first organisation of that name (any code). A merged
 * organisation answers with its survivor. Returns a lookup by `orgKey`.
 */
export async function resolveOrganisations(
  tx: RawSql,
  names: OrgName[],
  at: string,
): Promise<(name: OrgName | null) => number | null> {
  const byKey = new Map<string, OrgName>();
  for (const n of names) {
    const key = orgKey(n);
    if (key && !byKey.has(key)) byKey.set(key, n);
  }
  const ids = new Map<string, number>();
  const coded = [...byKey.entries()].filter(([k]) => k.startsWith('cc:'));
  const named = [...byKey.entries()].filter(([k]) => k.startsWith('name:'));
  const normOf = (key: string, n: OrgName) =>
    key.startsWith('name:') ? key.slice(5) : (orgKey({ ...n, code: null })?.slice(5) ?? '');

  const byCode = new Map<string, FoundOrg>();
  for (const part of keySlices(
    tx,
    coded.map(([k]) => k.slice(3)),
  )) {
    const rows = await tx.query(
      sql`SELECT ${FOUND_COLUMNS} FROM organisations WHERE ${inList(tx, sql`credit_code`, part)}`,
    );
    for (const r of rows) byCode.set(String(r.credit_code), asFound(r));
  }
  const byNorm = new Map<string, FoundOrg[]>();
  const readNorms = async (norms: string[]) => {
    for (const part of keySlices(
      tx,
      [...new Set(norms)].filter((n) => n && !byNorm.has(n)),
    )) {
      for (const n of part) byNorm.set(n, []);
      const rows = await tx.query(
        sql`SELECT ${FOUND_COLUMNS} FROM organisations WHERE ${inList(tx, sql`norm_name`, part)} ORDER BY id`,
      );
      for (const r of rows) byNorm.get(String(r.norm_name))?.push(asFound(r));
    }
  };
  await readNorms([
    ...coded.filter(([k]) => !byCode.has(k.slice(3))).map(([k, n]) => normOf(k, n)),
    ...named.map(([k]) => k.slice(5)),
  ]);

  const created: { key: string; name: OrgName; norm: string; code: string | null }[] = [];
  const adopt: { id: number; code: string }[] = [];
  const found = new Map<string, FoundOrg>();
  for (const [key, n] of coded) {
    const code = key.slice(3);
    const hit = byCode.get(code);
    if (hit) {
      found.set(key, hit);
      continue;
    }
    const norm = normOf(key, n);
    const free = byNorm.get(norm)?.find((o) => o.code === null);
    if (free) {
      // The name was known without a code: the code joins it (the code wins from now on).
      free.code = code;
      adopt.push({ id: free.id, code });
      found.set(key, free);
    } else created.push({ key, name: n, norm, code });
  }
  for (const part of chunks(adopt)) {
    for (const { id, code } of part) {
      await tx.query(
        sql`UPDATE organisations SET credit_code = ${code}, updated_at = ${at} WHERE id = ${id}`,
      );
    }
  }
  const insert = async (rows: typeof created) => {
    for (const part of chunks(rows, 200)) {
      const values = part.map(({ key, name, norm, code }) => [
        publicIdOf(key),
        name.zh.trim(),
        name.en?.trim() || null,
        norm,
        code,
        searchText(name.zh, name.en),
        at,
        at,
      ]);
      const made = await tx.query(
        sql`INSERT INTO organisations (public_id, name, name_en, norm_name, credit_code, search_text, created_at, updated_at)
          VALUES ${tuples(values)} RETURNING ${FOUND_COLUMNS}`,
      );
      const byNormMade = new Map(
        made.map((r) => [String(r.norm_name) + '|' + String(r.credit_code ?? ''), asFound(r)]),
      );
      for (const c of part) {
        const org = byNormMade.get(c.norm + '|' + (c.code ?? ''))!;
        found.set(c.key, org);
        if (!c.code) byNorm.set(c.norm, [org]);
        else if (!byNorm.get(c.norm)?.length) byNorm.set(c.norm, [org]);
      }
    }
  };
  await insert(created);
  const fresh: typeof created = [];
  for (const [key, n] of named) {
    const hit = byNorm.get(key.slice(5))?.[0];
    if (hit) found.set(key, hit);
    else fresh.push({ key, name: n, norm: key.slice(5), code: null });
  }
  await insert(fresh);

  // English names where the records give one and the organisation has none yet.
  const english = new Map<number, { zh: string; en: string }>();
  for (const [key, n] of byKey) {
    const org = found.get(key)!;
    if (n.en?.trim() && !org.nameEn && !org.mergedInto) {
      org.nameEn = n.en.trim();
      english.set(org.id, { zh: n.zh, en: org.nameEn });
    }
  }
  for (const [id, { zh, en }] of english) {
    await tx.query(
      sql`UPDATE organisations SET name_en = ${en}, search_text = ${searchText(zh, en)}, updated_at = ${at} WHERE id = ${id}`,
    );
  }
  for (const [key, org] of found) ids.set(key, org.mergedInto ?? org.id);
  return (name) => {
    const key = name && orgKey(name);
    return key ? (ids.get(key) ?? null) : null;
  };
}
