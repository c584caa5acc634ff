'use client';

import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@/catalog/constants';
import { countUpValue, decimalsOf, formatCountUp } from './count-up';
import { isPastTrigger, observeReveal, prefersReducedMotion } from './reveal';

/**
 * A number that counts up from `from` to `value` (about 2000 ms, 30 ms tick) when it scrolls into
 * view. The server HTML carries the final value; reduced motion keeps it still.
 */
export function CountUp({
  value,
  from = 0,
  durationMs = TIMINGS.countUpDurationMs,
  className,
}: {
  value: number;
  from?: number;
  durationMs?: number;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  const decimals = decimalsOf(value);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || from === value) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      const startedAt = performance.now();
      setShown(from);
      timer = setInterval(() => {
        const elapsed = performance.now() - startedAt;
        setShown(countUpValue(from, value, elapsed, durationMs));
        if (elapsed >= durationMs) clearInterval(timer);
      }, TIMINGS.countUpTickMs);
    };
    // Below the fold: show the start value until reached (off-screen, so no visible jump).
    if (!isPastTrigger(element.getBoundingClientRect().top, window.innerHeight)) setShown(from);
    const stopObserving = observeReveal(element, start);
    return () => {
      stopObserving();
      clearInterval(timer);
      setShown(value);
    };
  }, [value, from, durationMs]);

  return (
    <span ref={ref} className={className} data-count-up={value}>
      {formatCountUp(shown, decimals)}
    </span>
  );
}
