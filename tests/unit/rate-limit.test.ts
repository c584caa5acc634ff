import { describe, expect, it } from 'vitest';
import { hit } from '@/http/rate-limit';

// Without REDIS_URL (as here) counts stay in this process; the shared Redis count across two
// instances, and the fallback when Redis is cut, are checked by `npm run test:scale`.
describe('rate limit without Redis', () => {
  it('allows `limit` hits per key and window, then refuses with the seconds left', async () => {
    const key = `unit-${Date.now()}`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await hit('feedback', key, 3, 60));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    expect(answers[3].retryAfter).toBeGreaterThan(55);
    expect(answers[3].retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts keys and buckets apart', async () => {
    const key = `unit-apart-${Date.now()}`;
    expect((await hit('feedback', key, 1, 60)).allowed).toBe(true);
    expect((await hit('feedback', `${key}-other`, 1, 60)).allowed).toBe(true);
    expect((await hit('apply', key, 1, 60)).allowed).toBe(true);
    expect((await hit('feedback', key, 1, 60)).allowed).toBe(false);
  });
});
