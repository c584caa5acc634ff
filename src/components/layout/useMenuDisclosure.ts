import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Links of the open panel that can take focus (inactive mega-menu groups are `hidden`). */
function panelLinks(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return [...panel.querySelectorAll<HTMLElement>('a[href]')].filter((link) => !link.closest('[hidden]'));
}

/**
 * Disclosure navigation menu (WAI-ARIA APG "disclosure navigation"): a button with aria-expanded
 * controls a panel of links. Opens on hover, on keyboard focus, on click/Enter/Space and on
 * ArrowDown (which also moves into the panel); closes on leave, on focus leaving, on Escape
 * (focus returns to the button) and when an item is chosen.
 */
export function useMenuDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const returningFocus = useRef(false);

  const close = useCallback(() => setOpen(false), []);

  const moveFocus = useCallback((to: 'first' | 'last' | 'next' | 'previous') => {
    const links = panelLinks(panelRef.current);
    if (links.length === 0) return;
    const index = links.indexOf(document.activeElement as HTMLElement);
    const target =
      to === 'first'
        ? 0
        : to === 'last'
          ? links.length - 1
          : to === 'next'
            ? (index + 1) % links.length
            : (index - 1 + links.length) % links.length;
    links[target].focus();
  }, []);

  // A tap or click anywhere else closes the menu (touch screens have no mouse leave).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const rootProps = {
    ref: rootRef,
    onMouseEnter: () => setOpen(true),
    onMouseLeave: close,
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      returningFocus.current = true;
      triggerRef.current?.focus();
    },
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen(true),
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      if (returningFocus.current) {
        returningFocus.current = false;
        return;
      }
      if (event.currentTarget.matches(':focus-visible')) setOpen(true);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => moveFocus('first'));
    },
  };

  const panelProps = {
    ref: panelRef,
    id: panelId,
    hidden: !open,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const target = event.target as HTMLElement;
      if (target.getAttribute('role') === 'tab') return; // the tab list handles its own arrows
      const moves: Record<string, 'first' | 'last' | 'next' | 'previous'> = {
        ArrowDown: 'next',
        ArrowUp: 'previous',
        Home: 'first',
        End: 'last',
      };
      const move = moves[event.key];
      if (!move || target.tagName !== 'A') return;
      event.preventDefault();
      moveFocus(move);
    },
  };

  return { open, close, rootProps, triggerProps, panelProps };
}
