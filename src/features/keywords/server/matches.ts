/**
 * A keyword's matches through the keyword index the search uses (docs/search.md): per record kind
 * and term (the name and each synonym) one plan reads the newest matches, newest first.
 */
import type { RecordKind } from '@/catalog/routes';
import { searchTerms } from '@/text/search-text';
import { type RawSql, isoDate } from '@/server/db';
import { keywordPlan } from '@/features/records';
import type { KeywordEntry } from './list';

export const KINDS: RecordKind[] = ['projects', 'tenders'];

interface MatchRow {
  id: number;
  source_id: string;
  province: string;
  amount_wan: number | string | null;
  published_at: unknown;
  owner_org_id: number | null;
}

export interface Match {
  kind: RecordKind;
  id: number;
  sourceId: string;
  province: string;
  amountWan: number | null;
  publishedAt: string;
  ownerOrgId: number | null;
}

/** The matches of one kind: each term's newest, merged; `since` is the oldest day they cover whole. */
export async function matchesOf(
  db: RawSql,
  kind: RecordKind,
  keyword: KeywordEntry,
  province: string | undefined,
  from: string,
  cap: number,
): Promise<{ rows: Match[]; since: string | null }> {
  const names = [...new Set([keyword.nameZh, ...keyword.synonyms])].filter((n) => searchTerms(n).length);
  const byId = new Map<number, Match>();
  let since: string | null = null;
  const reads = await Promise.all(
    names.map(async (name) => {
      const plan = keywordPlan(db, {
        table: kind,
        columns: 'id, source_id, province, amount_wan, published_at, owner_org_id',
        terms: searchTerms(name),
        conditions: { equalities: province ? [{ column: 'province', value: province }] : [], from },
      });
      // Raw rows of the columns selected above.
      const rows = (await plan.rows(cap, 0)) as unknown as MatchRow[];
      return { rows, all: (await plan.seen()) !== undefined };
    }),
  );
  for (const { rows, all } of reads) {
    for (const r of rows) {
      byId.set(Number(r.id), {
        kind,
        id: Number(r.id),
        sourceId: String(r.source_id),
        province: r.province,
        amountWan: r.amount_wan === null ? null : Number(r.amount_wan),
        publishedAt: isoDate(r.published_at),
        ownerOrgId: r.owner_org_id === null ? null : Number(r.owner_org_id),
      });
    }
    if (!all && rows.length) {
      const oldest = isoDate(rows[rows.length - 1].published_at);
      if (!since || oldest > since) since = oldest;
    }
  }
  return { rows: [...byId.values()], since };
}

export function countBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}
