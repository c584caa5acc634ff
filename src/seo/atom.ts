import { escapeXml as escape } from './sitemap';

/** Characters XML 1.0 cannot carry at all, even escaped. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const escapeXml = (text: string) => escape(text.replace(NOT_XML, ''));

/** One entry of an Atom feed. */
export interface AtomEntry {
  /** A permanent IRI: the entry's page URL. */
  id: string;
  title: string;
  /** ISO date-times. */
  updated: string;
  published?: string;
  url: string;
  summary?: string;
}

export interface AtomFeed {
  /** The feed's own URL, also its id. */
  selfUrl: string;
  /** The HTML page the feed follows. */
  pageUrl: string;
  title: string;
  subtitle?: string;
  /** `xml:lang`, e.g. zh-CN. */
  lang: string;
  author: string;
  entries: AtomEntry[];
  /** When the feed has no entries: its `updated`. */
  emptyUpdated: string;
}

/**
 * An Atom 1.0 document (RFC 4287): every text and attribute escaped. The feed's `updated` is its
 * newest entry's; an author at the feed level covers entries that name none.
 */
export function renderAtom(feed: AtomFeed): string {
  const updated =
    feed.entries.reduce((max, e) => (e.updated > max ? e.updated : max), '') || feed.emptyUpdated;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.lang)}">`,
    `<id>${escapeXml(feed.selfUrl)}</id>`,
    `<title>${escapeXml(feed.title)}</title>`,
    ...(feed.subtitle ? [`<subtitle>${escapeXml(feed.subtitle)}</subtitle>`] : []),
    `<updated>${escapeXml(updated)}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `<author><name>${escapeXml(feed.author)}</name></author>`,
  ];
  for (const e of feed.entries) {
    lines.push(
      '<entry>',
      `<id>${escapeXml(e.id)}</id>`,
      `<title>${escapeXml(e.title)}</title>`,
      `<updated>${escapeXml(e.updated)}</updated>`,
      ...(e.published ? [`<published>${escapeXml(e.published)}</published>`] : []),
      `<link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>`,
      ...(e.summary ? [`<summary>${escapeXml(e.summary)}</summary>`] : []),
      '</entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
