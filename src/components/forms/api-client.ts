/** Client-side POST to the site's API, reading the spec's envelope `{code, msg, data, errors?}`. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  errors?: Record<string, string>;
}

export type FailureKind = 'network' | 'rateLimited' | 'server' | 'invalid';

/** The failure an answer's status stands for (the JSON envelope's or a server action's). */
export function failureKind(status: number): FailureKind {
  return status === 429 ? 'rateLimited' : status >= 400 && status < 500 ? 'invalid' : 'server';
}

export type PostResult<T> =
  | { ok: true; data: T }
  | { ok: false; kind: FailureKind; status?: number; msg?: string; errors?: Record<string, string> };

export async function postJson<T>(
  path: string,
  body: unknown,
  locale: string,
  signal?: AbortSignal,
): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': locale },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, kind: 'network' };
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && envelope && envelope.code === 200) return { ok: true, data: envelope.data };
  const status = envelope?.code ?? response.status;
  return { ok: false, kind: failureKind(status), status, msg: envelope?.msg, errors: envelope?.errors };
}
