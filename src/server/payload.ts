import config from '@payload-config';
import { getPayload as getPayloadInstance, type Payload } from 'payload';

/** The one Payload instance of this process (initialised once, migrations applied on init). */
export function getPayload(): Promise<Payload> {
  return getPayloadInstance({ config });
}
