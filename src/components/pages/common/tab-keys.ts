import type React from 'react';

/**
 * ARIA tabs keyboard pattern: arrows move (wrapping), Home/End jump. Returns the new index, or
 * null when the key is not a tab key.
 */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** Key handler for a tablist: selects and focuses the tab the key leads to. */
export function tablistKeyDown(
  index: number,
  count: number,
  select: (i: number) => void,
  idOf: (i: number) => string,
) {
  return (event: React.KeyboardEvent) => {
    const next = nextTabIndex(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    select(next);
    document.getElementById(idOf(next))?.focus();
  };
}
