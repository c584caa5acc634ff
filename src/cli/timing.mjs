// Percentiles of the benchmarks, shared by the in-process commands and scripts/bench.mjs.

/**
 * The p-th percentile of ascending `sorted` timings (nearest rank).
 * @param {readonly number[]} sorted
 * @param {number} p
 * @returns {number}
 */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * p50 and p99 of a list of timings, in their unit.
 * @param {readonly number[]} times
 * @returns {{ p50: number, p99: number }}
 */
export function medianAndTail(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/**
 * Times `n` sequential calls of `run(i)`, in milliseconds.
 * @param {number} n
 * @param {(i: number) => Promise<unknown>} run
 * @returns {Promise<{ p50: number, p99: number }>}
 */
export async function timeCalls(n, run) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  return medianAndTail(times);
}
