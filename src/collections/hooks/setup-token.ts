import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type Endpoint,
  Forbidden,
  NotFound,
  type Payload,
} from 'payload';

/**
 * The one-time token that creating the first operator over HTTP requires when no operator is
 * configured (ADMIN_EMAIL/ADMIN_PASSWORD): without it, whoever reached `/admin` first on a new
 * deployment became its operator. Kept in Payload's key-value store so every instance accepts it.
 */
const KEY = 'first-operator-setup-token';

/**
 * At start, under the start-up lock: the token when no operator exists yet (made once and kept
 * until used, so every instance prints the same one), or null after dropping any stale token.
 */
export async function ensureSetupToken(payload: Payload): Promise<string | null> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true });
  if (totalDocs > 0) {
    await payload.kv.delete(KEY);
    return null;
  }
  const stored = await payload.kv.get<{ token: string }>(KEY);
  if (stored?.token) return stored.token;
  const token = randomBytes(18).toString('base64url');
  await payload.kv.set(KEY, { token });
  return token;
}

const sameToken = (given: unknown, stored: string | undefined) => {
  if (typeof given !== 'string' || !stored) return false;
  const a = Buffer.from(given.trim());
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * A create that comes over HTTP (REST or GraphQL) with no logged-in operator is Payload's
 * first-register; it must carry the stored token. The refusal is Payload's own 403, the one it
 * gives when an operator exists, so it tells nobody which case it is. The token retires on use.
 */
export const requireSetupToken: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || req.payloadAPI === 'local' || req.user) return args;
  const data = args.data as { setupToken?: unknown } | undefined;
  const stored = await req.payload.kv.get<{ token: string }>(KEY);
  if (!data || !sameToken(data.setupToken, stored?.token)) throw new Forbidden(req.t);
  delete data.setupToken;
  req.context.setupTokenUsed = true;
  return args;
};

export const retireSetupToken: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation === 'create' && req.context.setupTokenUsed) await req.payload.kv.delete(KEY);
  return result;
};

/** The header that carries the setup token to `GET /api/users/init`. */
export const SETUP_TOKEN_HEADER = 'x-setup-token';

/**
 * `GET /api/users/init` in place of Payload's own, which told anyone whether an operator exists.
 * It answers only a request carrying the setup token (so only while no operator exists); any
 * other is Payload's 404. The admin does not need it: it checks for a first operator on the server.
 */
export const initEndpoint: Endpoint = {
  path: '/init',
  method: 'get',
  handler: async (req) => {
    const stored = await req.payload.kv.get<{ token: string }>(KEY);
    if (!sameToken(req.headers.get(SETUP_TOKEN_HEADER), stored?.token)) throw new NotFound(req.t);
    const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true });
    return Response.json({ initialized: totalDocs > 0 }, { headers: { 'Cache-Control': 'no-store' } });
  },
};
