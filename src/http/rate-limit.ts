/**
 * Fixed-window request counter per (bucket, key), through rate-limiter-flexible: in Redis when
 * REDIS_URL is set, so every instance shares one count, else in this process's memory. While
 * Redis is unreachable each instance counts in its own memory (the limiter's insurance) and
 * logs it; the shared count resumes when Redis answers again.
 */
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { getConfig } from '@/config/env';
import { getRedis } from '@/server/redis';

interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

const limiters = new Map<string, RateLimiterAbstract>();

function limiterFor(bucket: string, limit: number, windowSeconds: number): RateLimiterAbstract {
  const id = `${bucket}|${limit}|${windowSeconds}`;
  let limiter = limiters.get(id);
  if (limiter) return limiter;
  const options = { keyPrefix: `rl:${bucket}`, points: limit, duration: windowSeconds };
  const redis = getRedis();
  if (redis) {
    const insurance = new RateLimiterMemory(options);
    limiter = new RateLimiterRedis({
      ...options,
      storeClient: redis,
      useRedisPackage: true,
      keyPrefix: `${getConfig().REDIS_KEY_PREFIX}rl:${bucket}`,
      rejectIfRedisNotReady: true,
      insuranceLimiter: insurance,
    });
  } else {
    limiter = new RateLimiterMemory(options);
  }
  limiters.set(id, limiter);
  return limiter;
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export async function hit(
  bucket: string,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateDecision> {
  try {
    const res = await limiterFor(bucket, limit, windowSeconds).consume(key);
    return { allowed: true, retryAfter: retryAfter(res) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfter: retryAfter(rejection) };
    throw rejection;
  }
}
