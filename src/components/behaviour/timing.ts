interface Cancelable<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Runs at most once per `ms`: immediately, then once more at the end of the window with the last arguments. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const release = () => {
    timer = undefined;
    if (pending) {
      const args = pending;
      pending = undefined;
      fn(...args);
      timer = setTimeout(release, ms);
    }
  };
  const throttled = (...args: A) => {
    if (timer) {
      pending = args;
      return;
    }
    fn(...args);
    timer = setTimeout(release, ms);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/** Runs once, `ms` after the last call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
