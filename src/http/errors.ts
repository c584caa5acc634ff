import type { DomainError, DomainErrorReason } from '@/errors/domain-error';
import type { ApiMessageKey } from './messages';

/** An answer other than 200, carried to the envelope: status, message key, per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: ApiMessageKey,
    readonly options: {
      values?: Record<string, string | number>;
      /** Field name to message key. */
      errors?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(key);
  }
}

/** The one mapping of domain errors to HTTP: status, message key and the field it concerns. */
const DOMAIN_ERRORS: Record<DomainErrorReason, { status: number; field?: string }> = {
  codeResendTooSoon: { status: 429 },
  codeAttemptsExceeded: { status: 429, field: 'code' },
  codeMissing: { status: 400, field: 'code' },
  codeExpired: { status: 400, field: 'code' },
  codeInvalid: { status: 400, field: 'code' },
};

export function apiErrorOf(error: DomainError): ApiError {
  const { status, field } = DOMAIN_ERRORS[error.reason];
  const seconds = error.details.retryAfterSeconds;
  return new ApiError(status, error.reason, {
    ...(field ? { errors: { [field]: error.reason } } : {}),
    ...(seconds === undefined ? {} : { values: { seconds }, headers: { 'Retry-After': String(seconds) } }),
  });
}
