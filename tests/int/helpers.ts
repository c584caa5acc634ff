import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cliCommand } from '../../scripts/cli.mjs';
import { TEST_ADMIN } from '../../scripts/lib/test-fixtures.mjs';
import { serverFiles } from '../../scripts/lib/test-data.mjs';
import { newestRecordIds, type RouteIds } from '../route-paths';

/** The server under test (BASE_URL of the run, vitest.int.config.ts). */
export const BASE_URL = (process.env.INT_BASE_URL ?? '').replace(/\/$/, '');

/**
 * The files scripts/serve-test.mjs keeps for the server under test (its database, secret,
 * trial-code log), in the run's folder (TEST_DATA_DIR, scripts/lib/test-data.mjs).
 */
export const SERVER_FILES = serverFiles(new URL(BASE_URL).port || '80');

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  errors?: Record<string, string>;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

import { freshIp, freshPhone } from '../shared/fresh-ip';
import { API_PATHS } from '@/catalog/api-paths';
import type { RecordKind } from '@/catalog/routes';

export { freshIp, freshPhone };

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as is, instead of JSON of `body`. */
  raw?: BodyInit;
  lang?: string;
  ip?: string;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(pathname: string, options: CallOptions = {}): Promise<Answer<T>> {
  const url = new URL(BASE_URL + pathname);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': options.ip ?? freshIp(),
    ...(options.lang ? { 'accept-language': options.lang } : {}),
    ...options.headers,
  };
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (method !== 'GET' && method !== 'HEAD') {
    if (options.raw !== undefined) init.body = options.raw;
    else if (options.body !== undefined) init.body = JSON.stringify(options.body);
    if (options.raw instanceof ReadableStream) init.duplex = 'half';
  }
  const response = await fetch(url, init);
  const text = await response.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${pathname} answered ${response.status} with non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body };
}

export interface Paged<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

let token: Promise<string> | undefined;

/** A JWT of the operator that `scripts/serve-test.mjs` bootstraps. */
export function adminToken(): Promise<string> {
  token ??= (async () => {
    const response = await fetch(`${BASE_URL}/api/users/login`, {
      method: 'POST',
      // An address of its own, so the login throttle (per address) never counts test logins together.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify(TEST_ADMIN),
    });
    if (!response.ok) throw new Error(`admin login failed: ${response.status}`);
    return ((await response.json()) as { token: string }).token;
  })();
  return token;
}

/** Payload REST as the operator (or anonymously). */
export async function rest(pathname: string, init: RequestInit = {}, asAdmin = true): Promise<Response> {
  const headers = new Headers(init.headers);
  if (asAdmin) headers.set('authorization', `JWT ${await adminToken()}`);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${BASE_URL}/api${pathname}`, { ...init, headers });
}

/**
 * Codes sent by the server, from the file the test server's APPLY_CODE_SENDER=file:<path>
 * writes (APPLY_CODE_FILE, else the one serve-test.mjs sets: SERVER_FILES.applyCodes).
 */
export function sentCode(phone: string): string | undefined {
  const file = path.resolve(process.env.APPLY_CODE_FILE ?? SERVER_FILES.applyCodes);
  if (!fs.existsSync(file)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  const mine = lines
    .map((l) => JSON.parse(l) as { phone: string; code: string })
    .filter((l) => l.phone === phone);
  return mine.at(-1)?.code;
}

let apiKey: Promise<string> | undefined;

/** An API key of the test operator (enabled once), for the ingest route. */
export function operatorApiKey(): Promise<string> {
  apiKey ??= (async () => {
    const me = (await (await rest('/users/me')).json()) as { user: { id: number; apiKey?: string } };
    const key = crypto.randomUUID();
    const enabled = await rest(`/users/${me.user.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ enableAPIKey: true, apiKey: key }),
    });
    if (!enabled.ok) throw new Error(`enabling the API key failed: ${enabled.status}`);
    return key;
  })();
  return apiKey;
}

/**
 * A new ingest key, made as the operator through the admin's REST API (docs/import.md, HTTP):
 * the key itself is in the create's answer only.
 */
export async function createIngestKey(name: string): Promise<{ id: number; key: string; hint: string }> {
  const response = await rest('/ingest-keys', { method: 'POST', body: JSON.stringify({ name }) });
  if (response.status !== 201) throw new Error(`creating an ingest key failed: ${response.status}`);
  return ((await response.json()) as { doc: { id: number; key: string; hint: string } }).doc;
}

let sharedIngestKey: Promise<string> | undefined;

/** One ingest key for the suites that only need records in. */
export function ingestKey(): Promise<string> {
  sharedIngestKey ??= createIngestKey('Integration tests').then((doc) => doc.key);
  return sharedIngestKey;
}

/** Records in through `POST /api/ingest/<kind>` (JSON Lines) with an ingest key. */
export async function ingestRecords(kind: RecordKind, rows: unknown[]): Promise<Record<string, unknown>> {
  const response = await fetch(`${BASE_URL}/api/ingest/${kind}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-ndjson',
      authorization: `Bearer ${await ingestKey()}`,
    },
    body: rows.map((r) => JSON.stringify(r)).join('\n') + '\n',
  });
  if (!response.ok) throw new Error(`ingest failed: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Ids for a visit of every route (tests/route-paths.ts), read through the public API. */
export async function routeIds(): Promise<RouteIds> {
  const post = async (path: string) => {
    const response = await fetch(BASE_URL + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: '{}',
    });
    return ((await response.json()) as { data: { list: { id: number; sourceId: string }[] } }).data;
  };
  const [review, records] = await Promise.all([
    post(`${API_PATHS.selectCustomerReviews}?pageNo=1&pageSize=1`),
    newestRecordIds(post, async (path) => (await fetch(BASE_URL + path)).text()),
  ]);
  return { reviewId: review.list[0].id, ...records };
}

/** The server's `payload.secret`: Payload's digest of the configured (or local) secret. */
export function payloadSecret(): string {
  const configured = process.env.PAYLOAD_SECRET ?? fs.readFileSync(SERVER_FILES.secret, 'utf8').trim();
  return createHash('sha256').update(configured).digest('hex').slice(0, 32);
}

/**
 * Runs an operator command of src/cli as `npm run` does (scripts/cli.mjs) on the server's own
 * database and secret, plus `env`; resolves its exit code and output. `onOutput` sees the output
 * so far, and its `kill` ends the command abruptly (SIGKILL to its process group), as a crash would.
 */
export function runCli(
  name: string,
  args: string[],
  {
    env = {},
    onOutput,
  }: { env?: Record<string, string>; onOutput?: (text: string, kill: () => void) => void } = {},
): Promise<{ code: number | null; out: string }> {
  const port = new URL(BASE_URL).port;
  const database = process.env.DATABASE_URL ? {} : { SQLITE_FILE: SERVER_FILES.database };
  // Its files, as the server's, in the server's folder of the run (never ./data).
  const folders = { IMPORTS_DIR: SERVER_FILES.imports, MAIL_OUTBOX: SERVER_FILES.outbox };
  return new Promise((resolve) => {
    const [cmd, cmdArgs] = cliCommand(name, args);
    const child = spawn(cmd, cmdArgs, {
      env: { ...process.env, PORT: port, NODE_ENV: 'production', ...folders, ...database, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    const kill = () => process.kill(-child.pid!, 'SIGKILL');
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        onOutput?.(out, kill);
      });
    }
    child.on('close', (code) => resolve({ code, out }));
  });
}
