/**
 * What a log line may say about a failure: the error's class and code, and those of its cause,
 * never its message. Database errors quote the failed statement with its parameters (a
 * visitor's phone number, e-mail, message), so messages stay out of the log.
 */
export function errorSummary(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if (!(current instanceof Error)) {
      parts.push(typeof current);
      break;
    }
    const code = (current as { code?: unknown }).code;
    parts.push(
      typeof code === 'string' || typeof code === 'number' ? `${current.name} ${code}` : current.name,
    );
    current = current.cause;
  }
  return parts.join(' ← ') || 'unknown error';
}

/** The field names of a request body, for a log line (the values are personal data). */
export function fieldNames(body: unknown): string {
  if (!body || typeof body !== 'object') return '-';
  return (
    Object.keys(body)
      .slice(0, 20)
      .map((k) => k.replace(/[^\w.-]/g, '?').slice(0, 40))
      .join(',') || '-'
  );
}
