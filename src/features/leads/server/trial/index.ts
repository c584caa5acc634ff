/**
 * The free-trial application flow (apply-record/verification-code, apply-record/register):
 * a 6-digit code per phone, stored only as an HMAC with its expiry, resent at most every
 * 60 s, checked at most 5 times; a correct code stores the application and retires the code.
 * Counters change in single SQL statements so concurrent requests cannot exceed the limits.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Trial } from '@/features/leads/schemas/trial';
import { DomainError } from '@/errors/domain-error';
import type { CodeSent } from '@/schemas/dto';
import { getRawSql, isoDate, sql } from '@/server/db';
import { type LeadMeta, storeLead } from '../leads';
import { getPayload } from '@/server/payload';
import type { Locale } from '@/i18n/routing';
import { codeSender } from './sender';

export const CODE_TTL_SECONDS = 5 * 60;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_CODE_ATTEMPTS = 5;

async function codeHash(phone: string, code: string): Promise<string> {
  const { secret } = await getPayload();
  return createHmac('sha256', secret).update(`apply-code:${phone}:${code}`).digest('hex');
}

/** Issues a new code for `phone` unless one was sent less than 60 s ago (codeResendTooSoon). */
export async function issueCode(phone: string, locale: Locale): Promise<CodeSent> {
  const db = await getRawSql();
  const now = Date.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const sentAt = new Date(now).toISOString();
  const expiresAt = new Date(now + CODE_TTL_SECONDS * 1000).toISOString();
  const resendFrom = new Date(now - RESEND_AFTER_SECONDS * 1000).toISOString();
  const rows = await db.query(
    sql`INSERT INTO verification_codes (phone, code_hash, sent_at, expires_at, attempts)
     VALUES (${phone}, ${await codeHash(phone, code)}, ${sentAt}, ${expiresAt}, 0)
     ON CONFLICT (phone) DO UPDATE SET code_hash = excluded.code_hash, sent_at = excluded.sent_at,
       expires_at = excluded.expires_at, attempts = 0
     WHERE verification_codes.sent_at <= ${resendFrom}
     RETURNING id`,
  );
  if (rows.length === 0) {
    const [last] = await db.query<{ sent_at: unknown }>(
      sql`SELECT sent_at FROM verification_codes WHERE phone = ${phone}`,
    );
    const waited = last ? (now - Date.parse(isoDate(last.sent_at))) / 1000 : 0;
    const seconds = Math.max(1, Math.ceil(RESEND_AFTER_SECONDS - waited));
    throw new DomainError('codeResendTooSoon', { retryAfterSeconds: seconds });
  }
  await codeSender().send({ phone, code, locale });
  return { resendAfterSeconds: RESEND_AFTER_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
}

/** Checks the code (one attempt) and stores the trial lead. */
export async function registerTrial(input: Trial, meta: LeadMeta): Promise<void> {
  // A filled honeypot: a bot's post, answered as a success and otherwise ignored.
  if (input.website) return;
  const db = await getRawSql();
  const [row] = await db.query<{ code_hash: string; expires_at: unknown }>(
    sql`UPDATE verification_codes SET attempts = attempts + 1
      WHERE phone = ${input.phone} AND attempts < ${MAX_CODE_ATTEMPTS} RETURNING code_hash, expires_at`,
  );
  if (!row) {
    const [exists] = await db.query(sql`SELECT id FROM verification_codes WHERE phone = ${input.phone}`);
    if (exists) throw new DomainError('codeAttemptsExceeded');
    throw new DomainError('codeMissing');
  }
  if (Date.parse(isoDate(row.expires_at)) < Date.now()) {
    throw new DomainError('codeExpired');
  }
  const given = Buffer.from(await codeHash(input.phone, input.code), 'hex');
  const stored = Buffer.from(row.code_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    throw new DomainError('codeInvalid');
  }
  // Retire the code first: of two concurrent correct applications only one deletes it.
  const deleted = await db.query(
    sql`DELETE FROM verification_codes WHERE phone = ${input.phone} AND code_hash = ${row.code_hash} RETURNING id`,
  );
  if (deleted.length === 0) throw new DomainError('codeMissing');
  const { phone, companyName, contacts, email, province, industry } = input;
  await storeLead('trial', { phone, companyName, contacts, email }, meta, {
    province,
    industry,
  });
}
