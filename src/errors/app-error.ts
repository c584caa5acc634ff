/**
 * Errors that carry a status and a visitor-facing message through a production render.
 * Next keeps an error's own `digest` when it has one, so the error page can read both back.
 */
const PREFIX = 'APP_ERROR;';

export class AppError extends Error {
  readonly digest: string;
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.digest = `${PREFIX}${status};${message}`;
  }
}

interface ErrorView {
  status: number;
  message: string;
}

/** Status and message for the error page; defaults are the spec's 500 and 'Error'. */
export function errorView(error: { digest?: string; message?: string } | null | undefined): ErrorView {
  const digest = error?.digest;
  if (digest?.startsWith(PREFIX)) {
    const [status, ...rest] = digest.slice(PREFIX.length).split(';');
    const parsed = Number(status);
    return { status: Number.isInteger(parsed) ? parsed : 500, message: rest.join(';') || 'Error' };
  }
  return { status: statusFromError(error), message: 'Error' };
}

/**
 * Status of a route-change error (product §8): statusCode, then status, then the response's
 * status, else 500.
 */
export function statusFromError(error: unknown): number {
  if (!error || typeof error !== 'object') return 500;
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null };
  for (const candidate of [e.statusCode, e.status, e.response?.status]) {
    if (
      typeof candidate === 'number' &&
      Number.isInteger(candidate) &&
      candidate >= 100 &&
      candidate <= 599
    ) {
      return candidate;
    }
  }
  return 500;
}
