/**
 * A rule of the domain that a request broke, in the domain's words: no HTTP status, message or
 * header. Domain code (src/server/) throws it; the HTTP layer maps each reason to its answer in
 * one table (src/http/errors.ts).
 */
export type DomainErrorReason =
  'codeResendTooSoon' | 'codeAttemptsExceeded' | 'codeMissing' | 'codeExpired' | 'codeInvalid';

export class DomainError extends Error {
  constructor(
    readonly reason: DomainErrorReason,
    readonly details: {
      /** When the same request may succeed again. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(reason);
    this.name = 'DomainError';
  }
}
