import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { envSchema } from '@/config/env';

/**
 * `.env.example` documents every variable of the configuration schema with its default: a set
 * line (`NAME=value`) shows the value the server uses when the variable is unset (empty for
 * "no default"); a commented line (`# NAME=value`) is an example to fill in. Set lines are read
 * as Next reads a .env file (in an unquoted value, `#` starts a comment).
 */
const text = fs.readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');
const set = parseEnv(text);
const commented = new Map(
  [...text.matchAll(/^#\s*([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [name, value.trim()]),
);
const fields = envSchema.shape as Record<string, (typeof envSchema.shape)[keyof typeof envSchema.shape]>;
const names = Object.keys(fields);
/** What the server reads for a variable that is not set. */
const unset = (name: string) => fields[name].parse(undefined);

describe('.env.example', () => {
  it('lists every variable of the schema in src/config/env.ts, and only those', () => {
    const listed = [...Object.keys(set), ...commented.keys()];
    expect([...new Set(listed)].sort()).toEqual([...names].sort());
    expect(listed).toHaveLength(new Set(listed).size);
  });

  it.each(Object.entries(set))('sets %s to its schema default', (name, value) => {
    expect(name in fields, `${name} is not in the schema`).toBe(true);
    const parsed = fields[name].safeParse(value);
    expect(parsed.success, `${name}=${value} does not validate`).toBe(true);
    expect(parsed.data).toEqual(unset(name));
    // A default is written out, not left empty (an empty number would still read as 0).
    if (unset(name) !== undefined) expect(value).not.toBe('');
  });

  it.each([...commented])('gives %s a valid example, its default when it has one', (name, value) => {
    expect(name in fields, `${name} is not in the schema`).toBe(true);
    const parsed = fields[name].safeParse(value);
    expect(parsed.success, `${name}=${value} does not validate`).toBe(true);
    if (unset(name) !== undefined) expect(parsed.data).toEqual(unset(name));
  });
});
