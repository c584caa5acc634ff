'use client';

import type React from 'react';
import { useEffect, useId, useState } from 'react';
import { LAYOUT } from '@/catalog/constants';
import { prefersReducedMotion } from '@/components/behaviour/reveal';
import styles from './SideBar.module.css';

/** The service-account QR code, shown on hover and while the button has keyboard focus. */
export function ServiceAccountQr({
  label,
  hint,
  icon,
  children,
}: {
  label: string;
  hint: string;
  icon: React.ReactNode;
  children: React.ReactNode;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const id = useId();
  const open = (hovered || focused) && !dismissed;
  return (
    <div onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        className={styles.action}
        aria-expanded={open}
        aria-controls={id}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
        onClick={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        {icon}
        {label}
      </button>
      <div id={id} className={styles.popover} hidden={!open}>
        {children}
        <p>{hint}</p>
      </div>
    </div>
  );
}

/** Shown once the page is scrolled past 140 px; scrolls smoothly back to the top. */
export function BackToTop({ label, icon }: { label: string; icon: React.ReactNode }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > LAYOUT.backToTopOffset);
    const first = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', update);
    };
  }, []);
  return (
    <li hidden={!visible}>
      <button
        type="button"
        className={styles.action}
        onClick={(event) => {
          window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
          // Keyboard users continue from the top of the page rather than from a vanished button.
          if (event.detail === 0) document.getElementById('main')?.focus({ preventScroll: true });
        }}
      >
        {icon}
        {label}
      </button>
    </li>
  );
}
