import type { CollectionBeforeOperationHook, Where } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import { rawSql } from '@/server/db';
import { searchTerms } from '@/text/search-text';
import { keywordPlan } from '../server/teasers';

/** The fields the back-office's list search box looks in (a record's titles and its source id). */
export const RECORD_LIST_SEARCH_FIELDS = ['title', 'titleEn', 'sourceId'] as const;

/** How many of a search's matches, newest first, the back-office lists. */
export const RECORD_LIST_SEARCH_CAP = 1000;

/**
 * The text of the list search box when `where` is the condition Payload's list view makes of it:
 * every searched field `like` the same text (payload/shared's mergeListSearchAndWhere).
 */
function boxText(where: Where): string | undefined {
  const or = where.or;
  if (!Array.isArray(or) || or.length !== RECORD_LIST_SEARCH_FIELDS.length) return undefined;
  const texts = RECORD_LIST_SEARCH_FIELDS.map((field, i) => {
    const condition = or[i]?.[field] as { like?: unknown } | undefined;
    return condition && Object.keys(condition).length === 1 ? condition.like : undefined;
  });
  const [first] = texts;
  return typeof first === 'string' && texts.every((t) => t === first) ? first : undefined;
}

/** `where` with the search box's condition, at its top or in its `and`, mapped by `to`. */
function withBox(where: Where | undefined, to: (text: string) => Promise<Where>): Promise<Where> | undefined {
  if (!where) return undefined;
  const text = boxText(where);
  if (text !== undefined) return to(text);
  const and = where.and;
  if (!Array.isArray(and)) return undefined;
  const at = and.findIndex((w) => boxText(w) !== undefined);
  if (at < 0) return undefined;
  return to(boxText(and[at])!).then((box) => ({ ...where, and: and.map((w, i) => (i === at ? box : w)) }));
}

/**
 * The back-office's record search through the keyword index (docs/deployment.md, 'Which read
 * uses which index'). Payload's own is `LIKE '%text%'` on each field and a count of its matches:
 * each a scan of the whole table, seconds at millions of records. Here the box's words find
 * records as the site's search does (either language's title), newest first up to
 * RECORD_LIST_SEARCH_CAP, and a source id finds its record; the list's other filters still apply.
 */
export function recordListSearch(kind: RecordKind): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if ((operation !== 'read' && operation !== 'count') || !('where' in args)) return args;
    const where = await withBox(args.where, async (text): Promise<Where> => {
      const terms = searchTerms(text);
      const rows = terms.length
        ? await keywordPlan(rawSql(req.payload), {
            table: kind,
            columns: 'id, published_at',
            terms,
            conditions: { equalities: [] },
          }).rows(RECORD_LIST_SEARCH_CAP, 0)
        : [];
      const ids = rows.map((row) => Number(row.id));
      const found: Where[] = [{ sourceId: { equals: text.trim() } }];
      if (ids.length) found.push({ id: { in: ids } });
      return { or: found };
    });
    return where ? { ...args, where } : args;
  };
}
