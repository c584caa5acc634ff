'use client';

import { useSyncExternalStore } from 'react';
import { clientStore, INITIAL_CLIENT_STATE, type ClientState } from './store';

/** Reads a slice of the client store; the server snapshot is the initial state. */
export function useClientStore<T>(select: (state: ClientState) => T): T {
  return useSyncExternalStore(
    clientStore.subscribe,
    () => select(clientStore.getState()),
    () => select(INITIAL_CLIENT_STATE),
  );
}
