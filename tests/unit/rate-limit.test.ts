import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hit } from '@/http/rate-limit';

// Without REDIS_URL (as here) counts stay in this process. The Redis limiter is checked live by
// tests/int/own-server/rate-limit-redis.test.ts, and across two instances by `npm run test:scale`.
// The clock is faked, so the window's arithmetic is exact whatever the machine's speed.
describe('rate limit without Redis', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-05T08:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `limit` hits per key and window, then refuses with the seconds left', async () => {
    const key = 'unit-window';
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await hit('feedback', key, 3, 60));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    expect(answers[3].retryAfter).toBe(60);

    vi.advanceTimersByTime(45_000);
    const later = await hit('feedback', key, 3, 60);
    expect(later).toEqual({ allowed: false, retryAfter: 15 });
  });

  it('opens a fresh window once the last one has passed', async () => {
    const key = 'unit-fresh';
    for (let i = 0; i < 2; i++) expect((await hit('feedback', key, 2, 60)).allowed).toBe(true);
    expect((await hit('feedback', key, 2, 60)).allowed).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(await hit('feedback', key, 2, 60)).toEqual({ allowed: true, retryAfter: 60 });
  });

  it('counts keys and buckets apart', async () => {
    const key = 'unit-apart';
    expect((await hit('feedback', key, 1, 60)).allowed).toBe(true);
    expect((await hit('feedback', `${key}-other`, 1, 60)).allowed).toBe(true);
    expect((await hit('apply', key, 1, 60)).allowed).toBe(true);
    expect((await hit('feedback', key, 1, 60)).allowed).toBe(false);
  });
});
