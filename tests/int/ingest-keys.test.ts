import { createHash } from 'node:crypto';
import { createClient } from '@libsql/client';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_URL, SERVER_FILES, adminToken, createIngestKey, operatorApiKey, rest } from './helpers';

/**
 * Ingest keys (docs/import.md, HTTP): made by an operator, shown once, stored as a hash, good
 * for `POST /api/ingest/<kind>` and nothing else, revocable at once, with their last use. Runs on
 * SQLite (`npm test`) and PostgreSQL (`npm run test:postgres`).
 */
const run = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface KeyDoc {
  id: number;
  name: string;
  hint: string;
  revoked: boolean;
  revokedAt?: string | null;
  lastUsedAt?: string | null;
  updatedAt: string;
}

const sent: string[] = [];

/** One project row that the suite withdraws again in afterAll. */
function row(name: string) {
  const sourceId = `${run}-ik-${name}`;
  sent.push(sourceId);
  return {
    sourceId,
    title_zh: `接入密钥测试工程 ${run}${name}`,
    province: '湖南',
    industry: '市政',
    categoryCode: '146',
    stage: '施工',
    amountWan: '100',
    // Dated long ago, so it stays out of the newest rows other suites look at.
    publishedAt: '2019-05-06',
    owner_zh: '长沙市城市建设投资有限公司',
  };
}

async function ingest(authorization: string | undefined, rows: unknown[] = [row(String(sent.length))]) {
  const response = await fetch(`${BASE_URL}/api/ingest/projects`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-ndjson',
      ...(authorization ? { authorization } : {}),
    },
    body: rows.map((r) => JSON.stringify(r)).join('\n') + '\n',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const bearer = (key: string) => `Bearer ${key}`;

async function keyDoc(id: number): Promise<KeyDoc & Record<string, unknown>> {
  const response = await rest(`/ingest-keys/${id}?depth=0`);
  expect(response.status).toBe(200);
  return (await response.json()) as KeyDoc & Record<string, unknown>;
}

/** The key's row as the database holds it, every column as text. */
async function storedRow(id: number): Promise<Record<string, string | null>> {
  const text = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v == null ? null : String(v)]));
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return text((await client.query('SELECT * FROM ingest_keys WHERE id = $1', [id])).rows[0]);
    } finally {
      await client.end();
    }
  }
  const client = createClient({ url: `file:${SERVER_FILES.database}` });
  try {
    const result = await client.execute({ sql: 'SELECT * FROM ingest_keys WHERE id = ?', args: [id] });
    return text(result.rows[0] as unknown as Record<string, unknown>);
  } finally {
    client.close();
  }
}

afterAll(async () => {
  // Later suites read the same database: withdraw what this one imported.
  const { key } = await createIngestKey(`cleanup ${run}`);
  const withdrawals = sent.map((sourceId) => ({ sourceId, withdrawn: '1' }));
  expect((await ingest(bearer(key), withdrawals)).status).toBe(200);
});

describe('an ingest key', () => {
  it('is made by the server, shown once in the create answer, and never readable again', async () => {
    const chosen = `ik_${'A'.repeat(43)}`;
    const response = await rest('/ingest-keys', {
      method: 'POST',
      // What the client sends for the key and its hash is ignored.
      body: JSON.stringify({ name: `pipeline ${run}`, key: chosen, keyHash: sha256(chosen), revoked: true }),
    });
    expect(response.status).toBe(201);
    const { doc } = (await response.json()) as { doc: KeyDoc & { key: string } };
    expect(doc.key).toMatch(/^ik_[A-Za-z0-9_-]{43}$/);
    expect(doc.key).not.toBe(chosen);
    expect(doc.hint).toBe(`${doc.key.slice(0, 9)}…`);
    expect(doc.revoked).toBe(false);
    expect(doc).not.toHaveProperty('keyHash');
    expect((await ingest(bearer(chosen))).status).toBe(401);

    const one = await rest(`/ingest-keys/${doc.id}`);
    const list = await rest(`/ingest-keys?limit=100&depth=0&select[keyHash]=true&select[key]=true`);
    for (const answer of [one, list]) {
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).not.toContain(doc.key);
      expect(text).not.toContain(sha256(doc.key));
      expect(text).not.toContain('keyHash');
    }
    // Nor can an operator probe for it by its hash.
    const probe = await rest(`/ingest-keys?where[keyHash][equals]=${sha256(doc.key)}`);
    const probed = probe.ok ? ((await probe.json()) as { docs: unknown[] }).docs : [];
    expect(probed).toEqual([]);

    // The database holds the SHA-256 of the key, and the key nowhere.
    const stored = await storedRow(doc.id);
    expect(stored.key_hash).toBe(sha256(doc.key));
    for (const value of Object.values(stored)) expect(value ?? '').not.toContain(doc.key.slice(9));
  });

  it('ingests, and records its last use at most once a minute', async () => {
    const { id, key } = await createIngestKey(`last use ${run}`);
    expect((await keyDoc(id)).lastUsedAt ?? null).toBeNull();
    const before = Date.now();
    const first = await ingest(bearer(key));
    expect(first).toMatchObject({ status: 200, body: { inserted: 1, rejected: 0 } });
    const used = await keyDoc(id);
    expect(Date.parse(used.lastUsedAt!)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(used.lastUsedAt!)).toBeLessThanOrEqual(Date.now() + 1_000);

    // A burst right after writes nothing more.
    const burst = await Promise.all([1, 2, 3].map(() => ingest(bearer(key))));
    expect(burst.map((b) => b.status)).toEqual([200, 200, 200]);
    const after = await keyDoc(id);
    expect(after.lastUsedAt).toBe(used.lastUsedAt);
    expect(after.updatedAt).toBe(used.updatedAt);
  });

  it('keeps working when an operator renames it, whatever hash the update sends', async () => {
    const { id, key } = await createIngestKey(`rename ${run}`);
    const other = await createIngestKey(`other ${run}`);
    const renamed = await rest(`/ingest-keys/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ name: `renamed ${run}`, keyHash: sha256(other.key), hint: 'ik_xxxxxx…' }),
    });
    expect(renamed.status).toBe(200);
    const doc = await keyDoc(id);
    expect(doc).toMatchObject({ name: `renamed ${run}`, hint: `${key.slice(0, 9)}…` });
    expect((await storedRow(id)).key_hash).toBe(sha256(key));
    expect((await ingest(bearer(key))).status).toBe(200);
  });

  it('reaches nothing but the ingest', async () => {
    const { key } = await createIngestKey(`scope ${run}`);
    const headers = { authorization: bearer(key) };
    for (const pathname of [
      '/api/alerts',
      '/api/users',
      '/api/feedback',
      '/api/apply-records',
      '/api/imports',
      '/api/ingest-keys',
      '/api/verification-codes',
      '/api/samples',
      '/api/alerts/export.csv',
    ]) {
      const answer = await fetch(BASE_URL + pathname, { headers });
      expect([401, 403], pathname).toContain(answer.status);
      expect(await answer.text(), pathname).not.toContain('@');
    }
    // The same key as a Payload API key is no login either.
    const asApiKey = await fetch(`${BASE_URL}/api/alerts`, {
      headers: { authorization: `users API-Key ${key}` },
    });
    expect([401, 403]).toContain(asApiKey.status);

    const me = await fetch(`${BASE_URL}/api/users/me`, { headers });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: unknown }).user).toBeNull();

    // It creates nothing, not even another key.
    const made = await fetch(`${BASE_URL}/api/ingest-keys`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'escalation' }),
    });
    expect([401, 403]).toContain(made.status);

    const graphql = await fetch(`${BASE_URL}/api/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Alerts { docs { email } } }' }),
    });
    expect(graphql.status).toBeGreaterThanOrEqual(400);
    expect(await graphql.text()).not.toContain('@');

    const expire = await fetch(`${BASE_URL}/api/cache/expire`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['projects'], at: Date.now(), signature: '0'.repeat(64) }),
    });
    expect(expire.status).toBe(403);

    // The admin sends it to the login page (a streamed redirect: 200 with the redirect inside).
    const admin = await fetch(`${BASE_URL}/admin/collections/alerts`, { headers, redirect: 'manual' });
    const page = await admin.text();
    expect(page).toMatch(/NEXT_REDIRECT;replace;\/admin\/login\?redirect=/);
    expect(page).not.toContain('collection-list');
  });

  it('is refused at once when revoked, for good, and when deleted', async () => {
    const { id, key } = await createIngestKey(`revoke ${run}`);
    expect((await ingest(bearer(key))).status).toBe(200);
    const revoked = await rest(`/ingest-keys/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ revoked: true }),
    });
    expect(revoked.status).toBe(200);
    const refused = await ingest(bearer(key));
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/Authorization: Bearer/);
    const doc = await keyDoc(id);
    expect(doc.revoked).toBe(true);
    expect(Date.parse(doc.revokedAt!)).toBeGreaterThan(Date.now() - 60_000);

    // Revoking cannot be undone.
    await rest(`/ingest-keys/${id}`, { method: 'PATCH', body: JSON.stringify({ revoked: false }) });
    expect((await keyDoc(id)).revoked).toBe(true);
    expect((await ingest(bearer(key))).status).toBe(401);

    const deleted = await createIngestKey(`delete ${run}`);
    expect((await rest(`/ingest-keys/${deleted.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await ingest(bearer(deleted.key))).status).toBe(401);
  });

  it('is made by operators only; their own sessions keep their access', async () => {
    const anonymous = await fetch(`${BASE_URL}/api/ingest-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'anonymous' }),
    });
    expect([401, 403]).toContain(anonymous.status);

    const session = { authorization: `JWT ${await adminToken()}` };
    expect((await fetch(`${BASE_URL}/api/alerts`, { headers: session })).status).toBe(200);
    expect((await ingest(session.authorization)).status).toBe(200);
    expect((await ingest(`users API-Key ${await operatorApiKey()}`)).status).toBe(200);
  });

  it('answers a refusal in the language asked for', async () => {
    const response = await fetch(`${BASE_URL}/api/ingest/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', 'accept-language': 'zh-CN' },
      body: '\n',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(((await response.json()) as { message: string }).message).toMatch(/接入密钥/);
  });
});
