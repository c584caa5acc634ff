import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@/catalog/constants';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnChunkError } from '@/components/behaviour/chunk-reload';
import { createLoadingBar, type LoadingBarState } from '@/components/behaviour/loading-bar';
import { isPlainLeftClick } from '@/components/behaviour/navigation-click';
import { createClientStore, INITIAL_CLIENT_STATE } from '@/components/behaviour/store';
import { debounce, throttle } from '@/components/behaviour/timing';
import { nextTabIndex } from '@/components/behaviour/useTabs';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('chunk-load reload guard', () => {
  it('recognises the chunk failures of SPEC §8 and nothing else', () => {
    expect(isChunkLoadError('Loading chunk 12 failed.')).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.\n(/_next/static/css/7.css)'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('boom'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a1.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });

  it('reloads once, refuses within 60000 ms and reloads again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const deps = { storage, now: Date.now, reload };

    expect(reloadOnChunkError(new Error('Loading chunk 3 failed.'), deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(Date.now()));

    vi.advanceTimersByTime(TIMINGS.reloadGuardMs - 1);
    expect(reloadOnChunkError('Loading chunk 3 failed.', deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(reloadOnChunkError('Loading chunk 3 failed.', deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors', () => {
    const reload = vi.fn();
    expect(
      reloadOnChunkError(new TypeError('x is not a function'), {
        storage: memoryStorage(),
        now: Date.now,
        reload,
      }),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('loading bar', () => {
  const track = () => {
    const states: LoadingBarState[] = [];
    const bar = createLoadingBar((state) => states.push(state));
    return { bar, states, last: () => states.at(-1) };
  };

  it('shows nothing for navigations faster than the 200 ms start delay', () => {
    const { bar, states } = track();
    bar.start();
    vi.advanceTimersByTime(TIMINGS.loadingBarStartDelayMs - 1);
    bar.finish();
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
  });

  it('appears after 200 ms, ticks every 100 ms towards 100 over about 5000 ms, never claims 100 early', () => {
    const { bar, last } = track();
    bar.start();
    vi.advanceTimersByTime(TIMINGS.loadingBarStartDelayMs);
    expect(last()).toEqual({ visible: true, percent: 0 });
    vi.advanceTimersByTime(TIMINGS.loadingBarTickMs);
    expect(last()!.percent).toBeCloseTo(2);
    vi.advanceTimersByTime(TIMINGS.loadingBarDurationMs / 2 - TIMINGS.loadingBarTickMs);
    expect(last()!.percent).toBeCloseTo(50);
    vi.advanceTimersByTime(TIMINGS.loadingBarDurationMs * 2);
    expect(last()).toEqual({ visible: true, percent: 99 });
    bar.finish();
    expect(last()).toEqual({ visible: true, percent: 100 });
    vi.advanceTimersByTime(TIMINGS.pageLoadMinDisplayMs);
    expect(last()).toEqual({ visible: false, percent: 0 });
  });

  it('stops ticking once finished', () => {
    const { bar, states } = track();
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.finish();
    vi.advanceTimersByTime(1000);
    const count = states.length;
    vi.advanceTimersByTime(5000);
    expect(states.length).toBe(count);
  });
});

describe('throttle and debounce', () => {
  it('throttles resize handling to one call per 200 ms, keeping the last call', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, TIMINGS.resizeThrottleMs);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(TIMINGS.resizeThrottleMs);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(TIMINGS.resizeThrottleMs * 2);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('debounces the header style change by 300 ms after the last scroll', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, TIMINGS.headerDebounceMs);
    debounced();
    vi.advanceTimersByTime(200);
    debounced();
    vi.advanceTimersByTime(TIMINGS.headerDebounceMs - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('client store', () => {
  it("starts with device '' and LoginStatus 'flag' and notifies on change only", () => {
    expect(INITIAL_CLIENT_STATE).toEqual({ device: '', LoginStatus: 'flag' });
    const store = createClientStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState({ device: 'pc' });
    store.setState({ device: 'pc' });
    expect(store.getState()).toEqual({ device: 'pc', LoginStatus: 'flag' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setState({ LoginStatus: 'in' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(createClientStore().getState()).toEqual({ device: '', LoginStatus: 'flag' });
  });
});

describe('navigation click', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it('treats only an unmodified left click as a navigation in this window', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
    expect(isPlainLeftClick({ ...plain, button: 1 })).toBe(false);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isPlainLeftClick({ ...plain, [key]: true }), key).toBe(false);
    }
  });
});

describe('tab keys', () => {
  it('wraps with the arrows and jumps with Home/End', () => {
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowUp', 1, 3)).toBe(0);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 0, 3)).toBeNull();
  });

  it('leaves Left/Right to the enclosing menu in a vertical list', () => {
    expect(nextTabIndex('ArrowDown', 2, 3, 'vertical')).toBe(0);
    expect(nextTabIndex('ArrowUp', 0, 3, 'vertical')).toBe(2);
    expect(nextTabIndex('ArrowLeft', 1, 3, 'vertical')).toBeNull();
    expect(nextTabIndex('ArrowRight', 1, 3, 'vertical')).toBeNull();
  });
});
