/**
 * Values that expire (WeChat's access token and jsapi ticket), kept until shortly before they do
 * and fetched once however many requests and instances ask at the same moment (docs/wechat.md,
 * 'Token and ticket'): one fetch in flight per process, and across instances a short Redis lock
 * (SET NX PX) whose holder fetches while the others wait and read what it stored. Without Redis,
 * or while it is unreachable, each process keeps its own copy in memory.
 */
import { randomUUID } from 'node:crypto';
import type { createClient } from 'redis';
import type { Expiring } from './wechat-api';

/** The few Redis commands the cache needs. */
export interface SharedStore {
  get(key: string): Promise<string | null>;
  /** SET key value PX ttl (NX when `onlyIfAbsent`); whether it was set. */
  set(key: string, value: string, ttlMs: number, onlyIfAbsent?: boolean): Promise<boolean>;
  /** Deletes key if it still holds value (a lock released by its holder only). */
  deleteIf(key: string, value: string): Promise<void>;
  del(key: string): Promise<void>;
}

const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

export function redisStore(client: ReturnType<typeof createClient>): SharedStore {
  return {
    get: (key) => client.get(key),
    set: async (key, value, ttlMs, onlyIfAbsent = false) =>
      (await client.set(key, value, {
        expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
        ...(onlyIfAbsent ? { condition: 'NX' as const } : {}),
      })) === 'OK',
    deleteIf: async (key, value) => {
      await client.eval(RELEASE, { keys: [key], arguments: [value] });
    },
    del: async (key) => {
      await client.del(key);
    },
  };
}

/** How long before WeChat's expiry a value is fetched again, unless set (never past half its life). */
export const DEFAULT_MARGIN_SECONDS = 300;

/** How long a value WeChat gives `expiresIn` seconds is kept before it is fetched again. */
export function keptSeconds(expiresIn: number, marginSeconds = DEFAULT_MARGIN_SECONDS): number {
  return Math.max(expiresIn - marginSeconds, expiresIn / 2);
}

export interface TokenCacheOptions {
  store: SharedStore | null;
  /** Prefix of the Redis keys, e.g. `zxw:wechat:<appid>:`. */
  prefix: string;
  /** Refresh this long before WeChat's expiry (never more than half the lifetime). */
  marginSeconds?: number;
  /** How long the lock holder may take to fetch. */
  lockMs?: number;
  /** How often a waiting instance looks for the holder's value. */
  pollMs?: number;
}

interface Entry {
  value: string;
  /** When to fetch again (ms since the epoch). */
  refreshAt: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class TokenCache {
  private readonly memory = new Map<string, Entry>();
  private readonly flights = new Map<string, Promise<string>>();
  private readonly margin: number;
  private readonly lockMs: number;
  private readonly pollMs: number;

  constructor(private readonly options: TokenCacheOptions) {
    this.margin = options.marginSeconds ?? DEFAULT_MARGIN_SECONDS;
    this.lockMs = options.lockMs ?? 10_000;
    this.pollMs = options.pollMs ?? 50;
  }

  /** The value of `name`, from this process, Redis, or `fetch` (once for all who ask now). */
  async get(name: string, fetch: () => Promise<Expiring>): Promise<string> {
    const local = this.memory.get(name);
    if (local && local.refreshAt > Date.now()) return local.value;
    let flight = this.flights.get(name);
    if (!flight) {
      flight = this.load(name, fetch).finally(() => this.flights.delete(name));
      this.flights.set(name, flight);
    }
    return flight;
  }

  /** Forgets `name` here and in Redis (WeChat said the value is no longer good). */
  async drop(name: string): Promise<void> {
    this.memory.delete(name);
    const { store } = this.options;
    if (store) await store.del(this.key(name)).catch(() => undefined);
  }

  private key(name: string): string {
    return `${this.options.prefix}${name}`;
  }

  private remember(name: string, { value, expiresIn }: Expiring): Entry {
    const entry = { value, refreshAt: Date.now() + keptSeconds(expiresIn, this.margin) * 1000 };
    this.memory.set(name, entry);
    return entry;
  }

  private async load(name: string, fetch: () => Promise<Expiring>): Promise<string> {
    const { store } = this.options;
    if (!store) return this.remember(name, await fetch()).value;
    try {
      return await this.loadShared(store, name, fetch);
    } catch (error) {
      if (!(error instanceof StoreError)) throw error;
      // Redis unreachable: this process fetches and keeps its own copy until it returns.
      return this.remember(name, await fetch()).value;
    }
  }

  private async loadShared(store: SharedStore, name: string, fetch: () => Promise<Expiring>) {
    const key = this.key(name);
    const lock = `${key}:lock`;
    const deadline = Date.now() + this.lockMs + 2_000;
    while (Date.now() < deadline) {
      const shared = await this.readShared(store, key);
      if (shared) {
        this.memory.set(name, shared);
        return shared.value;
      }
      const token = randomUUID();
      if (await guard(store.set(lock, token, this.lockMs, true))) {
        try {
          // Another instance may have stored it between our read and the lock.
          const again = await this.readShared(store, key);
          if (again) {
            this.memory.set(name, again);
            return again.value;
          }
          const entry = this.remember(name, await fetch());
          await guard(store.set(key, JSON.stringify(entry), entry.refreshAt - Date.now()));
          return entry.value;
        } finally {
          await store.deleteIf(lock, token).catch(() => undefined);
        }
      }
      // Another instance holds the lock: wait for its value, or for the lock to go (it failed).
      await sleep(this.pollMs);
    }
    throw new Error(`WeChat ${name}: no value from the instance holding the refresh lock`);
  }

  private async readShared(store: SharedStore, key: string): Promise<Entry | null> {
    const raw = await guard(store.get(key));
    if (!raw) return null;
    try {
      const entry = JSON.parse(raw) as Entry;
      return typeof entry.value === 'string' && entry.refreshAt > Date.now() ? entry : null;
    } catch {
      return null;
    }
  }
}

/** A failed Redis command, told apart from a failed fetch. */
class StoreError extends Error {}

async function guard<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    throw new StoreError('Redis command failed', { cause: error });
  }
}
