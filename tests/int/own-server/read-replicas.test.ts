import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReplicaPool, classifyReplicaError, noteWrite } from '@/server/read-replicas';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { tcpRelay } from '../relay-helpers';

/**
 * The replica pool's fallback over real connections: the "replica" is the test's PostgreSQL
 * reached through a TCP relay the test cuts and restores (or a listener that never answers), the
 * primary the same server directly; each pool names itself in application_name, so a read says
 * where it ran. The streaming replica itself is `npm run test:scale`'s (scripts/test-scale.mjs).
 * Runs where PostgreSQL is (`npm run test:postgres` sets OUTAGE_DATABASE_URL).
 */
const DATABASE_URL = process.env.OUTAGE_DATABASE_URL;

const where = async (pool: ReplicaPool) =>
  (await pool.query(`SELECT current_setting('application_name') AS app`)).rows[0].app as string;

describe.skipIf(!DATABASE_URL)('read replica fallback', () => {
  const admin = new URL(DATABASE_URL ?? 'postgres://localhost/test');
  const relay = tcpRelay({ host: admin.hostname, port: Number(admin.port || 5432) });
  const primary = new pg.Pool({ connectionString: DATABASE_URL, application_name: 'primary', max: 2 });
  const replicaUrl = () => {
    const url = new URL(DATABASE_URL ?? '');
    url.host = `127.0.0.1:${relay.port}`;
    return url.href;
  };
  const replicaPool = () =>
    new pg.Pool({
      connectionString: replicaUrl(),
      application_name: 'replica',
      connectionTimeoutMillis: 1_000,
      max: 2,
    });

  beforeAll(() => relay.listen());
  afterAll(async () => {
    await relay.cut();
    await primary.end();
  });

  it('reads on the replica; cut, they run on the primary with no error; back after a probe', async () => {
    const pool = new ReplicaPool(primary, [replicaPool()], { probeEveryMs: 60_000 });
    try {
      expect(await where(pool)).toBe('replica');
      expect(pool.state()).toEqual({ serving: 1, out: [] });

      await relay.cut();
      expect(await where(pool)).toBe('primary');
      expect(pool.state().serving).toBe(0);
      expect(pool.state().out[0]).toMatch(/ECONNREFUSED|terminat|ECONNRESET/i);
      // A probe while it is still down keeps it out.
      await pool.probe();
      expect(await where(pool)).toBe('primary');

      await relay.listen();
      await pool.probe();
      expect(pool.state()).toEqual({ serving: 1, out: [] });
      expect(await where(pool)).toBe('replica');
    } finally {
      await pool.end();
    }
  });

  it('the probe timer brings a replica back by itself', async () => {
    const pool = new ReplicaPool(primary, [replicaPool()], { probeEveryMs: 200 }).start();
    try {
      expect(await where(pool)).toBe('replica');
      await relay.cut();
      expect(await where(pool)).toBe('primary');
      await relay.listen();
      const deadline = Date.now() + 5_000;
      while (pool.state().serving === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await where(pool)).toBe('replica');
    } finally {
      await pool.end();
    }
  });

  it('a replica that accepts connections and never answers: reads go to the primary after the connect timeout', async () => {
    const silent = net.createServer(() => undefined);
    const sockets = new Set<net.Socket>();
    silent.on('connection', (s) => sockets.add(s));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    const url = new URL(DATABASE_URL ?? '');
    url.host = `127.0.0.1:${port}`;
    const hung = new pg.Pool({ connectionString: url.href, connectionTimeoutMillis: 500, max: 1 });
    const pool = new ReplicaPool(primary, [hung], { probeEveryMs: 60_000 });
    try {
      const started = performance.now();
      expect(await where(pool)).toBe('primary');
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(pool.state().serving).toBe(0);
      // Left out: the next reads do not wait for it again.
      const after = performance.now();
      for (let i = 0; i < 5; i++) expect(await where(pool)).toBe('primary');
      expect(performance.now() - after).toBeLessThan(400);
    } finally {
      for (const s of sockets) s.destroy();
      await pool.end();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("a statement's own error is the caller's: not run again on the primary, the replica stays in", async () => {
    const pool = new ReplicaPool(primary, [replicaPool()], { probeEveryMs: 60_000 });
    try {
      await expect(pool.query('SELECT 1 / 0')).rejects.toMatchObject({ code: '22012' });
      expect(pool.state().serving).toBe(1);
      expect(await where(pool)).toBe('replica');
    } finally {
      await pool.end();
    }
  });

  it('after a write, reads go to the primary for the moment given, then to the replica again', async () => {
    const pool = new ReplicaPool(primary, [replicaPool()], {
      probeEveryMs: 60_000,
      afterWriteMs: 300,
    }).start();
    try {
      expect(await where(pool)).toBe('replica');
      noteWrite();
      expect(await where(pool)).toBe('primary');
      await new Promise((r) => setTimeout(r, 350));
      expect(await where(pool)).toBe('replica');
    } finally {
      await pool.end();
    }
  });

  it('tells failures of the replica from failures of the statement', async () => {
    const refused = new pg.Client({ connectionString: `postgres://root@127.0.0.1:${await freePort()}/x` });
    const error = await refused.connect().catch((e: unknown) => e);
    expect(classifyReplicaError(error)).toBe('down');
    const syntax = await primary.query('SELEC 1').catch((e: unknown) => e);
    expect(classifyReplicaError(syntax)).toBe('statement');
    // What a standby answers when replay must cancel a read (SQLSTATE 40001): retried, not left out.
    expect(classifyReplicaError(Object.assign(new Error('conflict with recovery'), { code: '40001' }))).toBe(
      'retry',
    );
    // pg_terminate_backend, a shutdown: 57P01.
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    client.on('error', () => undefined);
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = client.query('SELECT pg_sleep(5)').catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 100));
    await primary.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    expect(classifyReplicaError(await ended)).toBe('down');
  });
});
