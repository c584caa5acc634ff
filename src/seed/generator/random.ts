/** Seeded pseudo-random numbers of the generator (and of the bench's workload). */

export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32 with externally settable state (one state per record). */
export class Rng {
  s = 0;
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return (this.next() * n) | 0;
  }
  pick<T>(a: readonly T[]): T {
    return a[(this.next() * a.length) | 0];
  }
}

export function permutation(n: number, seed: number): number[] {
  const p = Array.from({ length: n }, (_, i) => i);
  const r = seededRng(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}

/** A generator whose stream starts at `seed`: the same numbers on every run. */
export function seededRng(seed: number): Rng {
  const r = new Rng();
  r.s = seed;
  return r;
}
