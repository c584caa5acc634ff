import { createHmac } from 'node:crypto';
import { getPayload } from '@/server/payload';

/** A salted (keyed) hash of a client IP: leads can be grouped by sender without storing the IP. */
export async function hashIp(ip: string): Promise<string> {
  const { secret } = await getPayload();
  return createHmac('sha256', secret).update(`ip:${ip}`).digest('hex').slice(0, 32);
}
