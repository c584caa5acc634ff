/** What a page's HTML says about itself: its <head> tags, JSON-LD and main heading. */
export interface Head {
  title: string;
  description: string;
  canonical: string;
  alternates: Record<string, string>;
  meta: Record<string, string>;
  jsonLd: { '@type': string; [key: string]: unknown }[];
}

/** The HTML entities React writes in text and attributes, decoded. */
export const decodeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export function parseHead(html: string): Head {
  const attr = (tag: string, name: string) =>
    decodeHtml(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
  const tags = (re: RegExp) => [...html.matchAll(re)].map((m) => m[0]);
  const meta: Record<string, string> = {};
  for (const tag of tags(/<meta [^>]*>/g)) {
    const key = attr(tag, 'property') || attr(tag, 'name');
    if (key) meta[key] = attr(tag, 'content');
  }
  const alternates: Record<string, string> = {};
  for (const tag of tags(/<link rel="alternate" [^>]*>/g)) {
    const lang = attr(tag, 'hrefLang');
    if (lang) alternates[lang] = attr(tag, 'href');
  }
  return {
    title: decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta.description ?? '',
    canonical: attr(tags(/<link rel="canonical" [^>]*>/g)[0] ?? '', 'href'),
    alternates,
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) =>
      [JSON.parse(m[1])].flat(),
    ),
  };
}

/** The text of every <h1> of a page, tags stripped and entities decoded. */
export function mainHeadings(html: string): string[] {
  return [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map((m) =>
    decodeHtml(m[0].replace(/<[^>]+>/g, '')).trim(),
  );
}
