/**
 * Client-side state of product §3: `device` ('' until measured) and `LoginStatus` ('flag').
 * MobileRedirect writes `device`; nothing on this site reads either (the spec shows no use), so
 * there is no React hook: add one with useSyncExternalStore when a component needs to read.
 */
interface ClientState {
  device: '' | 'pc' | 'mobile';
  LoginStatus: string;
}

export const INITIAL_CLIENT_STATE: Readonly<ClientState> = Object.freeze({ device: '', LoginStatus: 'flag' });

interface ClientStore {
  getState(): ClientState;
  setState(patch: Partial<ClientState>): void;
  subscribe(listener: () => void): () => void;
}

export function createClientStore(initial: ClientState = INITIAL_CLIENT_STATE): ClientStore {
  let state = { ...initial };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(patch) {
      const next = { ...state, ...patch };
      if (next.device === state.device && next.LoginStatus === state.LoginStatus) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's single store (never written on the server). */
export const clientStore = createClientStore();
