// A bare Next.js app (a heading, a paragraph and one next/link), built with the site's Next.js:
// the baseline the benchmarks compare the site with (bench:lighthouse, bench:pages). Its
// `/record/<id>` is the cache-miss baseline of bench:pages' crawl rows: a page rendered and
// stored per id on first request, as a record page is (no static params, revalidated), with
// about as much markup as one (about 58 KB: a chrome of 150 links, a table and paragraphs) and no
// data read.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './ensure.mjs';
import { groupCpuMs } from './server.mjs';

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
    'app/record/[id]/page.tsx': `import Link from 'next/link';
export const revalidate = 300;
export async function generateStaticParams() {
  return [];
}
const links = Array.from({ length: 75 }, (_, i) => ['/section/' + i, 'Section number ' + i + ' of the site']);
export default async function Record({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const rows = Array.from({ length: 60 }, (_, i) => [
    'Item ' + i + ' of record ' + id,
    'Province ' + (i % 31),
    String(1000 + i * 37),
    '2026-11-' + String(1 + (i % 28)).padStart(2, '0'),
  ]);
  return (
    <>
      <header><nav aria-label="Main">{links.map(([href, text]) => <Link key={href} href={href}>{text}</Link>)}</nav></header>
      <main>
        <h1>Record {id}: construction of a sewage treatment plant and its pipe network</h1>
        {Array.from({ length: 8 }, (_, i) => <p key={i}>Paragraph {i} of record {id}. The buyer publishes the notice, the agency runs the procurement and the winner signs the contract; the amounts are in ten thousand yuan.</p>)}
        <table><tbody>{rows.map((r) => <tr key={r[0]}>{r.map((c, j) => <td key={j}>{c}</td>)}</tr>)}</tbody></table>
      </main>
      <footer><nav aria-label="Footer">{links.map(([href, text]) => <Link key={href} href={href + '/more'}>{text}</Link>)}</nav></footer>
    </>
  );
}
`,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(BARE_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(BARE_DIR, file), text);
  }
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
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  /** CPU time (ms) the app's processes have used so far. */
  stop.cpuMs = () => groupCpuMs(child.pid);
  return stop;
}
