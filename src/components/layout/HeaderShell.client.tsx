'use client';

import type React from 'react';
import { useEffect, useState } from 'react';
import { TIMINGS } from '@/catalog/constants';
import { debounce } from '@/components/behaviour/timing';
import styles from './Header.module.css';
import { isHeaderWhite } from './header-state';

/**
 * The header landmark and its two styles: transparent over the banner, white on hover, on keyboard
 * focus inside it, once the page is scrolled (debounced 300 ms) and always on /login, /privacy, /law.
 */
export function HeaderShell({
  alwaysWhite,
  tone,
  children,
}: {
  alwaysWhite: boolean;
  /** 'light' text over a banner, 'dark' on a plain page. */
  tone: 'light' | 'dark';
  children: React.ReactNode;
}) {
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = debounce(() => setScrolled(window.scrollY > 0), TIMINGS.headerDebounceMs);
    // A reload may restore a scrolled position: read it once without waiting for a scroll event.
    const first = requestAnimationFrame(() => setScrolled(window.scrollY > 0));
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, []);

  const white = isHeaderWhite({ alwaysWhite, hovered, keyboardFocus, scrolled });
  return (
    <header
      className={styles.header}
      data-white={white}
      data-tone={tone}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setKeyboardFocus((event.target as HTMLElement).matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocus(false);
      }}
    >
      {children}
    </header>
  );
}
