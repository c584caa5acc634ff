import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path the README and docs/*.md name exists: a doc that points at a moved or
 * deleted file misleads the next reader. Checked: relative markdown link targets, and any
 * token that starts with a top-level folder (src/, tests/, …) or names a root configuration
 * file, in prose, code spans and code blocks alike. URLs and route paths (`/industry`) are not
 * repository paths and are skipped. `*` and `<placeholder>` match any name within one segment;
 * other characters (`[locale]`, `(frontend)`) are literal, as the folders are named.
 */
const root = path.resolve(import.meta.dirname, '../..');
const docs = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const FOLDERS = ['src', 'tests', 'scripts', 'docs', 'deploy', 'messages', 'public', '.ci'];
const ROOT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  '.env.example',
  'cache-handler.mjs',
  'redis-client.mjs',
  '.dependency-cruiser.mjs',
];
/** A folder path, not preceded by a path, URL or word character (so `/m/src/x` and `a.src/` are not one). */
const FOLDER_PATH = new RegExp(
  String.raw`(?<![\w/.\-])(?:${FOLDERS.map((f) => f.replace('.', String.raw`\.`)).join('|')})/[\w./@\-\[\]()*<>~+]*`,
  'g',
);
/** Root files by name, and any `*.config.{ts,mjs,js}` (a config renamed to another extension is caught). */
const ROOT_FILE = new RegExp(
  String.raw`(?<![\w/.\-])(?:${ROOT_FILES.map((f) => f.replace(/\./g, String.raw`\.`)).join('|')}|[\w-]+(?:\.[\w-]+)*\.config\.(?:ts|mjs|js))(?![\w/\-])`,
  'g',
);
/** Inline links `[text](target)`; the target ends at the first space or unbalanced parenthesis. */
const LINK = /\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)/g;

/** Trailing prose punctuation and an unbalanced closing parenthesis are not part of a path. */
function trim(token: string): string {
  let t = token;
  for (;;) {
    const before = t;
    t = t.replace(/[.:]+$/, '');
    if (t.endsWith(')') && (t.match(/\(/g) ?? []).length < (t.match(/\)/g) ?? []).length) t = t.slice(0, -1);
    if (t === before) return t;
  }
}

function segmentPattern(segment: string): RegExp | null {
  if (!/[*<]/.test(segment)) return null;
  const source = segment
    .split(/(\*|<[^>]*>)/)
    .map((part) => (part === '*' || /^<.*>$/.test(part) ? '.+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** Whether a repository path exists; `*` and `<x>` segments match any entry of their folder. */
function pathExists(relative: string): boolean {
  const segments = relative.split('/').filter(Boolean);
  let candidates = [root];
  for (const segment of segments) {
    const pattern = segmentPattern(segment);
    const next: string[] = [];
    for (const dir of candidates) {
      if (!pattern) {
        if (fs.existsSync(path.join(dir, segment))) next.push(path.join(dir, segment));
        continue;
      }
      if (!fs.statSync(dir).isDirectory()) continue;
      for (const entry of fs.readdirSync(dir)) if (pattern.test(entry)) next.push(path.join(dir, entry));
    }
    if (next.length === 0) return false;
    candidates = next;
  }
  return true;
}

/** The repository paths a markdown file names, each as a path from the repository's root. */
function namedPaths(file: string, text: string): string[] {
  const found = new Set<string>();
  for (const [token] of text.matchAll(FOLDER_PATH)) found.add(trim(token));
  for (const [token] of text.matchAll(ROOT_FILE)) found.add(token);
  for (const [, target] of text.matchAll(LINK)) {
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
    const bare = target.replace(/#.*$/, '');
    if (bare) found.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), bare)));
  }
  return [...found].filter((p) => p && !p.startsWith('../'));
}

describe('paths named in the docs', () => {
  it.each(docs)('%s names only paths that exist', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const missing = namedPaths(file, text).filter((p) => !pathExists(p));
    expect(missing).toEqual([]);
  });

  it('finds the paths of a sample text, and a stale one is missing', () => {
    const sample = [
      'The keyword index is `src/server/search-text.ts`; see [import](import.md#columns),',
      '`src/app/(frontend)/[locale]/` and `messages/<locale>/<namespace>.json`, the',
      '[OpenAPI file](./openapi.json), `next.config.ts` (not `next.config.js`) and',
      '`public/og/*.png`; no path: `/industry/detail?id=1`, https://example.com/src/x.ts.',
    ].join('\n');
    const named = namedPaths('docs/sample.md', sample);
    expect(named.sort()).toEqual(
      [
        'docs/import.md',
        'docs/openapi.json',
        'messages/<locale>/<namespace>.json',
        'next.config.js',
        'next.config.ts',
        'public/og/*.png',
        'src/app/(frontend)/[locale]/',
        'src/server/search-text.ts',
      ].sort(),
    );
    expect(named.filter((p) => !pathExists(p)).sort()).toEqual([
      'next.config.js',
      'src/server/search-text.ts',
    ]);
  });
});
