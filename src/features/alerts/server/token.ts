import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links of the alert mails: `<alert id>.<expiry, unix seconds; 0 = none>.<HMAC>`. The
 * HMAC (Payload's secret) covers the purpose, the id, the address and the expiry, so a link
 * works for one alert of one address and cannot be turned into another purpose or extended.
 */
type TokenPurpose = 'confirm' | 'unsubscribe';

/** Confirmation links expire after 48 hours (docs/backend.md, 'Saved-search alerts'). */
export const CONFIRM_LINK_SECONDS = 48 * 3600;

function mac(secret: string, purpose: TokenPurpose, id: number, email: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`alert-${purpose}\n${id}\n${email.toLowerCase()}\n${expires}`)
    .digest('base64url');
}

export function signAlertToken(
  secret: string,
  purpose: TokenPurpose,
  alert: { id: number; email: string },
  expires = 0,
): string {
  return `${alert.id}.${expires}.${mac(secret, purpose, alert.id, alert.email, expires)}`;
}

/** The token's parts when well-formed (the signature is checked once the alert's address is known). */
export function parseAlertToken(
  token: string,
): { id: number; expires: number; signature: string } | undefined {
  const match = /^([1-9]\d{0,15})\.(0|[1-9]\d{0,12})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  return { id: Number(match[1]), expires: Number(match[2]), signature: match[3] };
}

export function verifyAlertToken(
  secret: string,
  purpose: TokenPurpose,
  token: { id: number; expires: number; signature: string },
  email: string,
): boolean {
  const expected = Buffer.from(mac(secret, purpose, token.id, email, token.expires));
  const given = Buffer.from(token.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
