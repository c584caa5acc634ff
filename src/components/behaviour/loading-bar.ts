import { TIMINGS } from '@/catalog/constants';

export interface LoadingBarState {
  visible: boolean;
  percent: number;
}

export interface LoadingBar {
  start(): void;
  finish(): void;
  dispose(): void;
}

/** Share of the bar gained per tick so that it approaches 100 over the configured duration. */
const LOADING_BAR_STEP = 100 / (TIMINGS.loadingBarDurationMs / TIMINGS.loadingBarTickMs);
/** The bar never claims completion before the page is ready. */
const LOADING_BAR_CAP = 99;

/**
 * Page-load progress (product §9): appears 200 ms after a navigation starts (fast ones show nothing),
 * ticks every 100 ms towards 100 over about 5000 ms, jumps to 100 when the page is ready and
 * stays visible for the minimum display delay before hiding.
 */
export function createLoadingBar(onChange: (state: LoadingBarState) => void): LoadingBar {
  let delay: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let state: LoadingBarState = { visible: false, percent: 0 };

  const emit = (next: LoadingBarState) => {
    state = next;
    onChange(state);
  };
  const clearAll = () => {
    clearTimeout(delay);
    clearInterval(tick);
    clearTimeout(hide);
  };

  return {
    start() {
      if (running) return;
      running = true;
      clearAll();
      if (state.visible) emit({ visible: false, percent: 0 });
      delay = setTimeout(() => {
        emit({ visible: true, percent: 0 });
        tick = setInterval(() => {
          emit({ visible: true, percent: Math.min(LOADING_BAR_CAP, state.percent + LOADING_BAR_STEP) });
        }, TIMINGS.loadingBarTickMs);
      }, TIMINGS.loadingBarStartDelayMs);
    },
    finish() {
      if (!running) return;
      running = false;
      clearAll();
      if (!state.visible) return;
      emit({ visible: true, percent: 100 });
      hide = setTimeout(() => emit({ visible: false, percent: 0 }), TIMINGS.pageLoadMinDisplayMs);
    },
    dispose() {
      running = false;
      clearAll();
    },
  };
}
