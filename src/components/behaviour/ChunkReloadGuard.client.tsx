'use client';

import { useEffect } from 'react';
import { reloadOnChunkError } from './chunk-reload';

/** Reloads the page when a code chunk fails to load, at most once per minute. */
export function ChunkReloadGuard() {
  useEffect(() => {
    let storage: Storage;
    try {
      storage = window.sessionStorage;
    } catch {
      return; // Without storage the once-per-minute limit cannot hold, so never reload.
    }
    const deps = { storage, now: Date.now, reload: () => window.location.reload() };
    const onError = (event: ErrorEvent) => reloadOnChunkError(event.error ?? event.message, deps);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason, deps);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
