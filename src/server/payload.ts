import { getPayload as getPayloadInstance, type Payload, type SanitizedConfig } from 'payload';

/**
 * The Payload config, handed over by src/payload.config.ts when it is evaluated. The config
 * lists every feature's collections, and features read through this module, so it cannot
 * import the config without a cycle (README, 'Architecture'). Kept on globalThis: Next bundles
 * the start-up code (which loads the config) apart from the routes, and both must see it.
 */
const CONFIG = Symbol.for('zxw.payload-config');
type Holder = { [CONFIG]?: Promise<SanitizedConfig> | SanitizedConfig };

/** Called once by src/payload.config.ts with the config it builds; returns it unchanged. */
export function providePayloadConfig<T extends Promise<SanitizedConfig> | SanitizedConfig>(config: T): T {
  (globalThis as Holder)[CONFIG] = config;
  return config;
}

/** The one Payload instance of this process (initialised once, migrations applied on init). */
export function getPayload(): Promise<Payload> {
  const config = (globalThis as Holder)[CONFIG];
  if (!config) {
    throw new Error(
      'Payload config not loaded: import src/payload.config.ts (as the server start and the commands do) before reading data',
    );
  }
  return getPayloadInstance({ config });
}
