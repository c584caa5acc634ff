/**
 * The pure arithmetic of the keyword landing pages (docs/seo.md, 'Keyword pages'): the amount
 * median, the months of the chart and the grouping of the directory by pinyin initial (related
 * keywords: src/features/keywords/text/related-keywords.ts). Kept apart from the database so unit tests hold it.
 */

/** The median of some amounts (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The `count` months ending with `now`'s (UTC), oldest first, as YYYY-MM keys. */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  return months;
}

/** The directory's sections: A–Z by the slug's first letter, then `#` for a slug opening with a digit. */
export function groupByInitial<T extends { slug: string; featured: boolean; nameZh: string }>(
  keywords: readonly T[],
): { initial: string; keywords: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const keyword of keywords) {
    const first = keyword.slug.charAt(0).toUpperCase();
    const initial = /[A-Z]/.test(first) ? first : '#';
    groups.set(initial, [...(groups.get(initial) ?? []), keyword]);
  }
  const order = (a: string, b: string) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b));
  return [...groups.keys()].sort(order).map((initial) => ({
    initial,
    // Featured first, then by slug (pinyin order).
    keywords: groups
      .get(initial)!
      .sort((a, b) => Number(b.featured) - Number(a.featured) || a.slug.localeCompare(b.slug)),
  }));
}
