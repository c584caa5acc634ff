import { expect } from 'vitest';

/** XML as the sitemap and feed tests read it. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * A strict little XML reader for what a sitemap holds (elements, attributes, text, entities):
 * throws on anything not well-formed, such as an unescaped `&` or an unclosed tag.
 */
export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, '');
  if (body === xml) throw new Error('missing XML declaration');
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  let match: RegExpExecArray | null;
  while (token.lastIndex < body.length && (match = token.exec(body))) {
    const [, closing, name, attrs, selfClosing, text] = match;
    const top = stack[stack.length - 1];
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bare & in ${JSON.stringify(text)}`);
      top.text += text.trim();
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const attributes: Record<string, string> = {};
      for (const [, key, value] of attrs.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
        if (/&(?!(amp|lt|gt|quot|apos);)/.test(value)) throw new Error(`bare & in ${key}="${value}"`);
        attributes[key] = value.replaceAll('&amp;', '&');
      }
      const element: XmlElement = { name, attributes, children: [], text: '' };
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (token.lastIndex !== body.length || stack.length !== 1) throw new Error('malformed XML');
  if (root.children.length !== 1) throw new Error('expected one root element');
  return root.children[0];
}

export function xmlText(element: XmlElement, name: string): string | undefined {
  return element.children.find((c) => c.name === name)?.text;
}

/** An Atom feed parsed strictly, with the elements RFC 4287 requires checked. */
export function readAtom(xml: string, path: string) {
  const feed = parseXml(xml);
  expect(feed.name).toBe('feed');
  expect(feed.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
  expect(xmlText(feed, 'id'), path).toBeTruthy();
  expect(xmlText(feed, 'title'), path).toBeTruthy();
  expect(Number.isNaN(Date.parse(xmlText(feed, 'updated') ?? '')), path).toBe(false);
  expect(feed.children.some((c) => c.name === 'author')).toBe(true);
  const entries = feed.children.filter((c) => c.name === 'entry');
  for (const entry of entries) {
    expect(xmlText(entry, 'id')).toBeTruthy();
    expect(xmlText(entry, 'title')).toBeTruthy();
    expect(Number.isNaN(Date.parse(xmlText(entry, 'updated') ?? ''))).toBe(false);
    const link = entry.children.find((c) => c.name === 'link');
    expect(link?.attributes.rel).toBe('alternate');
  }
  return { feed, entries };
}
