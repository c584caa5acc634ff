import { describe, expect, it } from 'vitest';
import { TIMINGS } from '@/catalog/constants';
import { countUpValue, decimalsOf, formatCountUp } from '@/components/behaviour/count-up';
import { isPastTrigger } from '@/components/behaviour/reveal';

describe('count-up', () => {
  const duration = TIMINGS.countUpDurationMs;

  it('starts at `from`, rises monotonically and ends exactly on the value', () => {
    expect(countUpValue(3, 6, 0, duration)).toBe(3);
    let previous = -Infinity;
    for (let t = 0; t <= duration; t += TIMINGS.countUpTickMs) {
      const v = countUpValue(0, 110000, t, duration);
      expect(v).toBeGreaterThanOrEqual(previous);
      expect(v).toBeLessThanOrEqual(110000);
      previous = v;
    }
    expect(countUpValue(0, 110000, duration, duration)).toBe(110000);
    expect(countUpValue(0, 110000, duration + 500, duration)).toBe(110000);
  });

  it('is part-way in the middle and keeps the decimals of the target', () => {
    const mid = countUpValue(0, 100, duration / 2, duration);
    expect(mid).toBeGreaterThan(50);
    expect(mid).toBeLessThan(100);
    expect(decimalsOf(2.5)).toBe(1);
    expect(decimalsOf(220)).toBe(0);
    expect(formatCountUp(countUpValue(0, 2.5, duration, duration), 1)).toBe('2.5');
  });

  it('jumps to the value with a zero duration', () => {
    expect(countUpValue(0, 8, 0, 0)).toBe(8);
  });

  it('triggers 200 px above the viewport bottom', () => {
    expect(isPastTrigger(599, 800)).toBe(true);
    expect(isPastTrigger(600, 800)).toBe(false);
  });
});
