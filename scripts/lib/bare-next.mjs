// A bare Next.js app (a heading, a paragraph and one next/link), built with the site's Next.js:
// the baseline the benchmarks compare the site with (bench:lighthouse, bench:pages).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './ensure.mjs';

/**
 * The baseline app lives outside the repository: inside it, Next would find the site's lockfile,
 * take the repository as its root and build the site's instrumentation into the bare page.
 */
const BARE_DIR = path.join(os.tmpdir(), 'zxw-bench-bare-next');

/** The baseline app, written here, with the site's node_modules (hard links when possible). */
export function buildBareNext() {
  fs.mkdirSync(path.join(BARE_DIR, 'app'), { recursive: true });
  // Fresh each run, so the baseline is built with the Next.js the site has now.
  fs.rmSync(path.join(BARE_DIR, 'node_modules'), { recursive: true, force: true });
  const modules = path.join(root, 'node_modules');
  if (spawnSync('cp', ['-al', modules, BARE_DIR]).status !== 0) run('cp', ['-a', modules, BARE_DIR]);
  const files = {
    'package.json': '{ "private": true, "type": "module" }\n',
    'app/layout.tsx': `export const metadata = { title: 'Bare Next.js page', description: 'Lighthouse baseline' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
    'app/page.tsx': `import Link from 'next/link';
export const dynamic = 'force-static';
export default function Page() {
  return <main><h1>Construction project data</h1><p>A bare Next.js page: the baseline of the Lighthouse bench.</p><Link href="/">Home</Link></main>;
}
`,
  };
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(BARE_DIR, file), text);
  run('npx', ['next', 'build'], { cwd: BARE_DIR });
}

export async function startBareNext(port) {
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: BARE_DIR,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
}
