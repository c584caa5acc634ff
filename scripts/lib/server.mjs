// Starts scripts/serve-test.mjs in the background and waits until it answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { root } from './ensure.mjs';

/**
 * A consistent copy of a live SQLite database (VACUUM INTO), for servers that start from it
 * (TEST_DATABASE_TEMPLATE, scripts/serve-test.mjs).
 */
export async function snapshotDatabase(source, target) {
  const { createClient } = await import('@libsql/client');
  fs.rmSync(target, { force: true });
  const client = createClient({ url: `file:${source}` });
  try {
    // The server's job runner may hold the write lock at that moment (a busy machine): wait for it.
    await client.execute('PRAGMA busy_timeout = 30000');
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] });
  } finally {
    client.close();
  }
}

/**
 * CPU time (user + system, ms) of every process in process group `pgid` (a server started
 * detached, with whatever it forked: serve-test.mjs and its server, or `next start`), from
 * Linux's /proc (clock ticks of 10 ms); NaN where /proc is missing.
 */
export function groupCpuMs(pgid) {
  let ticks = 0;
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let fields;
      try {
        fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      } catch {
        continue; // ended meanwhile
      }
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return NaN;
  }
  return ticks * 10;
}

// `capture`: keep what the server prints (see output()) instead of passing it through.
export async function startTestServer({ port, env = {}, timeoutMs = 180_000, capture = false }) {
  const child = spawn(process.execPath, ['scripts/serve-test.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
    detached: true,
  });
  let printed = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (printed += chunk));
  let exited = false;
  const ended = new Promise((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://localhost:${port}/`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`test server on port ${port} exited before answering`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (Date.now() >= deadline)
    throw new Error(`test server on port ${port} did not answer within ${timeoutMs} ms`);
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  return {
    url: `http://localhost:${port}`,
    /** CPU time (user + system, ms) the server process has used so far: Linux's /proc. */
    cpuMs: () => groupCpuMs(child.pid),
    /**
     * SIGTERM to the whole process group; resolves once serve-test.mjs has exited (after its
     * server), or after a SIGKILL 15 s on, so the run's folder can go (scripts/lib/test-data.mjs).
     */
    stop: async () => {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 15_000);
      await ended;
      clearTimeout(timer);
    },
    /** SIGKILL to the whole process group: the server dies mid-request, as in a crash. */
    kill: () => signal('SIGKILL'),
    exited: () => exited,
    /** What the server has printed so far (with `capture`). */
    output: () => printed,
  };
}
