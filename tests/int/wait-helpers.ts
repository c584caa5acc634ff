/**
 * Calls `read` until `done(value)` holds, every `intervalMs`, for at most `timeoutMs`; the value
 * that satisfied it. For hooks, where vitest's expect.poll is not available: a wait for a state,
 * never a fixed sleep.
 */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 30_000, intervalMs = 250, what = 'the condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (done(last)) return last;
    if (Date.now() >= deadline) {
      throw new Error(`${what} did not hold within ${timeoutMs} ms (last value: ${JSON.stringify(last)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
