'use client';

import { useEffect, useRef, useState, type ElementType, type ReactNode } from 'react';
import styles from './FadeIn.module.css';
import { observeReveal, prefersReducedMotion } from './reveal';

type FadeTag =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'ul'
  | 'ol'
  | 'li'
  | 'p'
  | 'span'
  | 'figure';

type FadeState = 'static' | 'hidden' | 'shown';

/**
 * Fades its content in when scrolled into view (200 px trigger offset).
 * The server HTML is fully visible; only content entirely below the viewport at hydration is
 * hidden until it is reached, so nothing stays hidden without JS or with reduced motion.
 */
export function FadeIn({
  children,
  className,
  as = 'div',
}: {
  children: ReactNode;
  className?: string;
  as?: FadeTag;
}) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<FadeState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    // What the visitor already sees stays put: hiding it now would flash it and delay the
    // largest paint. Only content still below the viewport waits for the trigger line.
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState('hidden');
    return observeReveal(element, () => setState('shown'));
  }, []);

  const Tag = as as ElementType;
  return (
    <Tag ref={ref} className={className ? `${styles.fade} ${className}` : styles.fade} data-fade={state}>
      {children}
    </Tag>
  );
}
