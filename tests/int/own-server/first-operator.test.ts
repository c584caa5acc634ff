import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../../../scripts/lib/server.mjs';
import { freePort } from '../../../scripts/lib/free-port.mjs';

/**
 * With no ADMIN_EMAIL/ADMIN_PASSWORD, creating the first operator over HTTP needs the one-time
 * setup token the server prints at start. A server of its own (free port, no demo data) on its own SQLite file (also
 * under test:postgres: the shared database already has an operator).
 */
const PORT = await freePort();
const BASE = `http://localhost:${PORT}`;
const env = {
  ADMIN_EMAIL: '',
  ADMIN_PASSWORD: '',
  DATABASE_URL: '',
  DEMO_FEED: 'off',
  // An empty database, not the suite's seeded copy (scripts/serve-test.mjs): no operator yet.
  TEST_DATABASE_TEMPLATE: '',
  // The file serve-test.mjs keeps for this port, in the run's folder; not an inherited one.
  SQLITE_FILE: '',
};

type Server = Awaited<ReturnType<typeof startTestServer>>;

const printedToken = (server: Server) => /Setup token: ([A-Za-z0-9_-]+)/.exec(server.output())?.[1];

async function register(body: Record<string, unknown>) {
  const response = await fetch(`${BASE}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ password: 'first-operator-pass-123', ...body }),
  });
  return { status: response.status, text: await response.text() };
}

/** The refusal tells nothing: the same answer whether or not an operator exists. */
const REFUSAL = {
  status: 403,
  text: JSON.stringify({ errors: [{ message: 'You are not allowed to perform this action.' }] }),
};

/** The token line comes after the server answers (bootstrap logs once it is done). */
const waitForToken = (server: Server) =>
  vi.waitFor(
    () => {
      const token = printedToken(server);
      if (!token) throw new Error('no setup token printed yet');
      return token;
    },
    { timeout: 30_000, interval: 200 },
  );

describe('first operator', () => {
  let server: Server;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ port: PORT, env, capture: true });
    token = await waitForToken(server);
  });
  afterAll(() => server?.stop());

  it('prints a setup token and refuses first-register without it or with a wrong one', async () => {
    expect(token.length).toBeGreaterThanOrEqual(20);
    expect(await register({ email: 'first@test.local' })).toEqual(REFUSAL);
    expect(await register({ email: 'first@test.local', setupToken: 'x'.repeat(token.length) })).toEqual(
      REFUSAL,
    );
    expect(await register({ email: 'first@test.local', setupToken: '' })).toEqual(REFUSAL);
    // Whether an operator exists is told only to the holder of the token.
    expect((await fetch(`${BASE}/api/users/init`)).status).toBe(404);
    const wrong = await fetch(`${BASE}/api/users/init`, {
      headers: { 'x-setup-token': 'x'.repeat(token.length) },
    });
    expect(wrong.status).toBe(404);
    const init = await fetch(`${BASE}/api/users/init`, { headers: { 'x-setup-token': token } });
    expect(await init.json()).toEqual({ initialized: false });
    // The admin finds out itself (on the server): its login page sends to the create-first-operator
    // form (a redirect in the streamed page), which asks for the token.
    const login = await fetch(`${BASE}/admin/login`, { redirect: 'manual' });
    expect(login.headers.get('location') ?? (await login.text())).toContain('/admin/create-first-user');
    expect(await (await fetch(`${BASE}/admin/create-first-user`)).text()).toContain('setupToken');
  });

  it('creates the operator with the token, then refuses the same token', async () => {
    const created = await register({ email: 'first@test.local', setupToken: token });
    expect(created.status).toBe(200);
    expect(JSON.parse(created.text)).toMatchObject({ user: { email: 'first@test.local' } });
    expect(JSON.parse(created.text).user).not.toHaveProperty('setupToken');
    expect(await register({ email: 'second@test.local', setupToken: token })).toEqual(REFUSAL);
    expect(await register({ email: 'second@test.local' })).toEqual(REFUSAL);
    // Once an operator exists, nobody is told, the old token's holder neither.
    for (const headers of [{}, { 'x-setup-token': token }] as Record<string, string>[]) {
      expect((await fetch(`${BASE}/api/users/init`, { headers })).status).toBe(404);
    }
    // The admin still shows its login page (it asks the database itself, not /api/users/init).
    const login = await fetch(`${BASE}/admin/login`, { redirect: 'manual' });
    expect(login.status).toBe(200);
  });

  it('prints no token after a restart that finds an operator, and the old one stays refused', async () => {
    await server.stop();
    server = await startTestServer({ port: PORT, env: { ...env, KEEP_DATABASE: '1' }, capture: true });
    await expect.poll(() => server.output(), { timeout: 30_000 }).toMatch(/Bootstrap done/);
    expect(printedToken(server)).toBeUndefined();
    expect(await register({ email: 'third@test.local', setupToken: token })).toEqual(REFUSAL);
  });
});
