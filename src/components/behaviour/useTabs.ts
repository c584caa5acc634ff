import { useState, type KeyboardEvent } from 'react';

type TabsOrientation = 'horizontal' | 'vertical';

const FORWARD: Record<TabsOrientation, string[]> = {
  horizontal: ['ArrowRight', 'ArrowDown'],
  vertical: ['ArrowDown'],
};
const BACKWARD: Record<TabsOrientation, string[]> = {
  horizontal: ['ArrowLeft', 'ArrowUp'],
  vertical: ['ArrowUp'],
};

/**
 * ARIA tabs keyboard pattern: arrows move (wrapping), Home/End jump. Returns the new index, or
 * null when the key is not a tab key. A vertical list leaves Left/Right to its enclosing menu.
 */
export function nextTabIndex(
  key: string,
  index: number,
  count: number,
  orientation: TabsOrientation = 'horizontal',
): number | null {
  if (FORWARD[orientation].includes(key)) return (index + 1) % count;
  if (BACKWARD[orientation].includes(key)) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * One ARIA tablist with automatic activation: a roving tabindex, arrow/Home/End keys that
 * select and focus, and the ids that tie each tab to its panel. Spread `listProps` on the
 * tablist, `tabProps(i)` on each tab button and `panelProps(i)` on each panel.
 */
export function useTabs({
  count,
  tabId,
  panelId,
  orientation = 'horizontal',
  onSelect,
}: {
  count: number;
  tabId: (i: number) => string;
  panelId: (i: number) => string;
  orientation?: TabsOrientation;
  /** Runs after a tab is chosen by click or key (not on `setCurrent`). */
  onSelect?: (i: number) => void;
}) {
  const [current, setCurrent] = useState(0);

  const select = (i: number) => {
    setCurrent(i);
    onSelect?.(i);
  };

  const listProps = {
    role: 'tablist',
    'aria-orientation': orientation === 'vertical' ? orientation : undefined,
  } as const;

  const tabProps = (i: number) => ({
    id: tabId(i),
    type: 'button' as const,
    role: 'tab' as const,
    'aria-selected': i === current,
    'aria-controls': panelId(i),
    tabIndex: i === current ? 0 : -1,
    onClick: () => select(i),
    onKeyDown: (event: KeyboardEvent) => {
      const next = nextTabIndex(event.key, i, count, orientation);
      if (next === null) return;
      event.preventDefault();
      select(next);
      document.getElementById(tabId(next))?.focus();
    },
  });

  const panelProps = (i: number) => ({
    id: panelId(i),
    role: 'tabpanel' as const,
    'aria-labelledby': tabId(i),
    hidden: i !== current,
  });

  return { current, setCurrent, select, listProps, tabProps, panelProps };
}
