import type React from 'react';
import { searchTerms } from '@/text/search-text';

/**
 * A title with every occurrence of the keyword's terms wrapped in <mark>, as React nodes (so
 * the title stays escaped text). Terms are split as the search splits them; overlapping
 * matches merge into one mark, adjacent ones stay apart.
 */
export function highlight(title: string, keyword: string | undefined): React.ReactNode {
  const terms = searchTerms(keyword).map((t) => t.text);
  if (!terms.length) return title;
  // Case-insensitive matching on the lower-cased title, when lower-casing keeps every offset.
  const lower = title.toLowerCase();
  const haystack = lower.length === title.length ? lower : title;
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = haystack.indexOf(term); at !== -1; at = haystack.indexOf(term, at + 1)) {
      ranges.push([at, at + term.length]);
    }
  }
  if (!ranges.length) return title;
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const nodes: React.ReactNode[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) nodes.push(title.slice(cursor, start));
    nodes.push(<mark key={start}>{title.slice(start, end)}</mark>);
    cursor = end;
  }
  if (cursor < title.length) nodes.push(title.slice(cursor));
  return nodes;
}
