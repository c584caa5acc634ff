import { LAYOUT } from '@/catalog/constants';

/** True when the visitor asked the system for less motion (or when there is no window). */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether an element's top edge is already above the trigger line (viewport bottom minus the offset). */
export function isPastTrigger(
  top: number,
  viewportHeight: number,
  offset: number = LAYOUT.scrollTriggerOffset,
) {
  return top < viewportHeight - offset;
}

/**
 * Calls `onReveal` once, when the element's top crosses the trigger line
 * (product §9: scroll trigger offset 200 px). Returns the cleanup.
 */
export function observeReveal(element: Element, onReveal: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onReveal();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onReveal();
      }
    },
    // The zone reaches far above the viewport, so a jump past the element (End key, anchor link)
    // still reveals it instead of leaving it hidden.
    { rootMargin: `${REVEAL_ZONE_ABOVE}px 0px -${LAYOUT.scrollTriggerOffset}px 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

const REVEAL_ZONE_ABOVE = 1_000_000;
