import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { call, freshIp, freshPhone, rest } from './helpers';

/**
 * Lead forms resist floods: a copy of a submission stored in the last 24 hours is counted on the
 * stored one, not stored again, and a filled honeypot field makes a post a silent no-op. Runs on
 * SQLite (`npm test`) and PostgreSQL (`npm run test:postgres`).
 */
interface Stored {
  companyName: string;
  problem?: string;
  timesReceived: number;
  receivedAt: string;
  lastReceivedAt: string;
}

async function stored(collection: string, companyName: string): Promise<Stored[]> {
  const query = new URLSearchParams({ 'where[companyName][equals]': companyName, limit: '50' });
  const response = await rest(`/${collection}?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { docs: Stored[] }).docs;
}

const feedback = (companyName: string, problem: string) => ({
  companyName,
  contactNumber: '13812345678',
  contacts: 'Li Lei',
  email: 'li.lei@example.com',
  problem,
});

describe('lead floods', () => {
  it('stores identical feedback from many addresses once and counts it', async () => {
    const company = `Flood Co ${Date.now()}`;
    const copies = [
      feedback(company, 'The same text, again.'),
      feedback(`  ${company.toUpperCase()} `, 'the same   text, again.'),
      { ...feedback(company, 'The same text, again.'), email: 'LI.LEI@example.com' },
    ];
    for (const body of copies) {
      const answer = await call(API_PATHS.saveFeedback, { body, ip: freshIp() });
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(200);
    }
    const [row, ...others] = await stored('feedback', company);
    expect(others).toEqual([]);
    expect(row.timesReceived).toBe(3);
    expect(Date.parse(row.lastReceivedAt)).toBeGreaterThan(Date.parse(row.receivedAt));

    // Another text from the same company is another submission.
    await call(API_PATHS.saveFeedback, { body: feedback(company, 'Something else.'), ip: freshIp() });
    const rows = await stored('feedback', company);
    expect(rows.map((r) => [r.problem, r.timesReceived]).sort()).toEqual([
      ['Something else.', 1],
      ['The same text, again.', 3],
    ]);
  });

  it('answers a feedback post with a filled honeypot as a success and stores nothing', async () => {
    const company = `Honeypot Co ${Date.now()}`;
    const answer = await call(API_PATHS.saveFeedback, {
      body: { ...feedback(company, 'Buy now'), website: 'http://spam.example' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: null });
    expect(await stored('feedback', company)).toEqual([]);
  });

  it('answers a trial application with a filled honeypot as a success and stores nothing', async () => {
    const company = `Honeypot Trial ${Date.now()}`;
    const answer = await call(API_PATHS.applyRegister, {
      body: { phone: freshPhone(), code: '123456', companyName: company, contacts: 'Bot', website: 'x' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(await stored('apply-records', company)).toEqual([]);
  });

  it('refuses a honeypot that is not text, like any other field', async () => {
    const answer = await call(API_PATHS.saveFeedback, {
      body: { ...feedback('Typed Co', 'x'), website: 42 },
      lang: 'en',
    });
    expect(answer.status).toBe(400);
  });
});
