import { TIMINGS } from '@/catalog/constants';

export const CHUNK_RELOAD_KEY = 'zxw:chunk-reload-at';

// Webpack ('Loading chunk N failed.', 'Loading CSS chunk N failed.') and Turbopack ('Failed to load chunk …').
const CHUNK_FAILURE = /Loading (?:CSS )?chunk \S+ failed|Failed to load (?:CSS )?chunk/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return CHUNK_FAILURE.test(reason);
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_FAILURE.test(message));
}

interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
  guardMs?: number;
}

/**
 * Reloads the page after a chunk-load failure, at most once per guard window (60000 ms):
 * the time of the last reload lives in sessionStorage, so it survives the reload itself.
 */
export function reloadOnChunkError(
  reason: unknown,
  { storage, now, reload, guardMs = TIMINGS.reloadGuardMs }: ReloadDeps,
): boolean {
  if (!isChunkLoadError(reason)) return false;
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  const at = now();
  if (last > 0 && at - last < guardMs) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(at));
  reload();
  return true;
}
