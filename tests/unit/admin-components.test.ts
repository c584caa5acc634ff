/**
 * Payload names the back-office's custom components by path strings ('/dir/File#Export', from
 * src/, the config's importMap.baseDir), which no import checks: a moved file would fail only
 * when `next build` reads the generated import map. Every such path names a file that exports it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname, '../../src');
const files = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !f.includes('importMap'));
const paths = files.flatMap((file) =>
  [...fs.readFileSync(path.join(src, file), 'utf8').matchAll(/'(\/[\w()[\]./-]+)#(\w+)'/g)].map((m) => ({
    file,
    target: m[1],
    name: m[2],
  })),
);

describe("the back-office's component paths", () => {
  it('are found in the code', () => {
    expect(paths.length).toBeGreaterThan(5);
  });
  it.each(paths)('$file: $target#$name names a file exporting it', ({ target, name }) => {
    const file = ['.tsx', '.ts'].map((ext) => path.join(src, target + ext)).find((f) => fs.existsSync(f));
    expect(file, `${target} exists`).toBeDefined();
    expect(fs.readFileSync(file!, 'utf8')).toMatch(new RegExp(`export (async )?(function|const) ${name}\\b`));
  });
});
