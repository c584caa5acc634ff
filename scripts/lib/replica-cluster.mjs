// A PostgreSQL primary and its streaming replica, made for one test run (npm run test:scale):
// `initdb` of a primary configured for replication on a free port, `pg_basebackup -R -X stream`
// of it into a second cluster, which starts as a hot standby on another free port. Both live in
// a folder of their own and are stopped and removed at the end: the machine's own PostgreSQL is
// neither needed nor changed (its pg_hba.conf may not allow replication connections).
// PostgreSQL refuses to run as root: under root, the clusters run as the `postgres` user.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The newest PostgreSQL server binaries installed (Debian: /usr/lib/postgresql/<major>/bin). */
function binDir() {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const base = '/usr/lib/postgresql';
  const majors = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_basebackup')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors.length) throw new Error('PostgreSQL server binaries not found (set PG_BINDIR)');
  return path.join(base, majors[0], 'bin');
}

/**
 * Starts the pair. Returns their URLs (database `zxw`, user root, trust on 127.0.0.1 only), the
 * replica's control (stop and start; its replay is paused and resumed over SQL) and `stop()` for
 * both.
 */
export async function startReplicatedPair({ primaryPort, replicaPort }) {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zxw-replica-'));
  const asRoot = process.getuid?.() === 0;
  let user;
  if (asRoot) {
    user = {
      uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
      gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
    };
    fs.chmodSync(dir, 0o755);
    fs.chownSync(dir, user.uid, user.gid);
  }
  // Asynchronous: the test starts its servers meanwhile.
  const run = (tool, args) =>
    execFileAsync(path.join(bin, tool), args, { cwd: dir, encoding: 'utf8', ...(user ?? {}) });
  // Stopping is synchronous: the test's clean-up runs it on a signal too.
  const stopNow = (data) =>
    stopQuietly(() =>
      execFileSync(path.join(bin, 'pg_ctl'), ['-D', data, '-w', 'stop', '-m', 'immediate'], {
        cwd: dir,
        stdio: 'ignore',
        ...(user ?? {}),
      }),
    );
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  const ctl = (data, action, extra = []) =>
    run('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', '-t', '30', action, ...extra]);

  await run('initdb', [
    '-D',
    primary,
    '-U',
    'root',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  // Replication is on in initdb's defaults (wal_level replica, max_wal_senders 10, and pg_hba.conf
  // trusts replication connections from 127.0.0.1); only the addresses and the port are set here.
  fs.appendFileSync(
    path.join(primary, 'postgresql.conf'),
    [
      `port = ${primaryPort}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      // A test's data: no need to survive a power cut.
      'fsync = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
  await ctl(primary, 'start');
  try {
    const onPrimary = ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'root'];
    await run('psql', [...onPrimary, '-d', 'postgres', '-qc', 'CREATE DATABASE zxw']);
    await run('pg_basebackup', [...onPrimary, '-D', replica, '-R', '-X', 'stream', '-c', 'fast']);
    // As docs/deployment.md asks of a replica that serves pages: the primary keeps the rows its
    // reads still see, so its vacuum does not cancel them (a conflict with recovery).
    fs.appendFileSync(
      path.join(replica, 'postgresql.conf'),
      `port = ${replicaPort}\nhot_standby_feedback = on\n`,
    );
    await ctl(replica, 'start');
  } catch (error) {
    stopNow(primary);
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const url = (port) => `postgres://root@127.0.0.1:${port}/zxw`;
  return {
    dir,
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    replica: {
      stop: () => ctl(replica, 'stop', ['-m', 'fast']),
      start: () => ctl(replica, 'start'),
    },
    stop() {
      stopNow(replica);
      stopNow(primary);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function stopQuietly(fn) {
  try {
    fn();
  } catch {
    // already stopped
  }
}
