import { beforeAll, describe, expect, it } from 'vitest';
import enApi from '../../messages/en/api.json';
import { BASE_URL, freshIp, rest } from './helpers';

/**
 * Back-office login and forgot-password: throttled per address (10 per window) and per
 * account (30), the same answer for known and unknown accounts, and no lockout of the right
 * password by someone else's wrong ones. Each test speaks for fresh client addresses
 * (X-Forwarded-For; the test server trusts one proxy hop).
 */
const IP_LIMIT = 10;
const ACCOUNT_LIMIT = 30;
const PASSWORD = 'operator-password-0123';

async function login(email: string, password: string, ip: string, path = 'login') {
  const response = await fetch(`${BASE_URL}/api/users/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'accept-language': 'en' },
    body: JSON.stringify(path === 'login' ? { email, password } : { email }),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The answer with the parts that differ per call (token, expiry) left out. */
const shape = (answer: { status: number; text: string }) => `${answer.status} ${answer.text}`;

async function createOperator(): Promise<string> {
  const email = `operator-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.local`;
  const created = await rest('/users', {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(created.status).toBe(201);
  return email;
}

describe('login throttling', () => {
  let known: string;
  beforeAll(async () => {
    known = await createOperator();
  });

  it('never locks out the right password after wrong ones, and says nothing of which accounts exist', async () => {
    const unknown = `nobody-${Date.now()}@test.local`;
    for (let i = 0; i < 8; i++) {
      const wrongKnown = await login(known, 'wrong-password', freshIp());
      const wrongUnknown = await login(unknown, 'wrong-password', freshIp());
      expect(wrongKnown.status).toBe(401);
      expect(shape(wrongKnown)).toBe(shape(wrongUnknown));
    }
    const right = await login(known, PASSWORD, freshIp());
    expect(right.status).toBe(200);
    expect(JSON.parse(right.text)).toHaveProperty('token');
  }, 120_000);

  it('refuses an address after 10 attempts, whichever accounts it tries', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < IP_LIMIT + 3; i++)
      statuses.push((await login(`spray-${i}@test.local`, 'x', ip)).status);
    expect(statuses.slice(0, IP_LIMIT).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(IP_LIMIT)).toEqual([429, 429, 429]);
    const refused = await login(known, PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(refused.text).errors[0].message).toMatch(/^Too many sign-in attempts/);
    expect(enApi.loginThrottled).toMatch(/^Too many sign-in attempts/);
    // Other addresses are not affected.
    expect((await login(known, PASSWORD, freshIp())).status).toBe(200);
  }, 60_000);

  it('refuses an account after 30 attempts from many addresses, known or not, alike', async () => {
    const target = await createOperator();
    const unknown = `ghost-${Date.now()}@test.local`;
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      expect((await login(target, 'wrong', freshIp())).status).toBe(401);
      expect((await login(unknown, 'wrong', freshIp())).status).toBe(401);
    }
    const overKnown = await login(target, 'wrong', freshIp());
    const overUnknown = await login(unknown, 'wrong', freshIp());
    expect(overKnown.status).toBe(429);
    expect(shape(overKnown)).toBe(shape(overUnknown));
    // Case and spaces do not make a new account key.
    expect((await login(` ${target.toUpperCase()} `, 'wrong', freshIp())).status).toBe(429);
  }, 180_000);

  it('throttles forgot-password on the same counters and answers alike for unknown accounts', async () => {
    const ip = freshIp();
    const known2 = await createOperator();
    const first = await login(known2, '', ip, 'forgot-password');
    const second = await login(`nobody-${Date.now()}@test.local`, '', ip, 'forgot-password');
    expect(first.status).toBe(200);
    expect(shape(first)).toBe(shape(second));
    for (let i = 0; i < IP_LIMIT - 2; i++) await login(`x${i}@test.local`, '', ip, 'forgot-password');
    expect((await login(known2, '', ip, 'forgot-password')).status).toBe(429);
    expect((await login(known2, PASSWORD, ip)).status).toBe(429);
  }, 60_000);
});
