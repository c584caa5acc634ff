import fs from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';

const ROOT = path.resolve(import.meta.dirname, '../../messages');
const LOCALES = routing.locales;

/** Every message of a locale: dotted path → text. */
function messages(locale: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (tree: unknown, prefix: string) => {
    if (typeof tree === 'string') found.set(prefix, tree);
    else for (const [key, value] of Object.entries(tree as object)) walk(value, `${prefix}.${key}`);
  };
  for (const file of fs.readdirSync(path.join(ROOT, locale))) {
    walk(JSON.parse(fs.readFileSync(path.join(ROOT, locale, file), 'utf8')), path.basename(file, '.json'));
  }
  return found;
}

describe('message catalogues', () => {
  it('have the same keys in both locales', () => {
    const [zh, en] = LOCALES.map((locale) => [...messages(locale).keys()].sort());
    expect(en).toEqual(zh);
  });

  for (const locale of LOCALES) {
    it(`compile in ${locale}, as the build compiles them (next.config.ts)`, () => {
      for (const [key, text] of messages(locale)) expect(() => compile(text), key).not.toThrow();
    });

    it(`keep lists read raw (keys i1, i2…, rawList) as plain text in ${locale}`, () => {
      // Pages read these from getMessages() and show them as they are: a placeholder or tag
      // would reach the page compiled, not formatted.
      const raw = [...messages(locale)].filter(([key]) => /\.i\d+(\.|$)/.test(key));
      expect(raw.length).toBeGreaterThan(50);
      for (const [key, text] of raw) expect(compile(text), key).toBe(text);
    });
  }
});
