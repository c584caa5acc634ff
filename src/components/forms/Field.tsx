import type React from 'react';
import styles from './forms.module.css';

/** A labelled form control with its hint and error wired up for assistive tech. */
export function Field({
  id,
  label,
  required,
  requiredLabel,
  error,
  wide,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  requiredLabel?: string;
  error?: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
        {required && requiredLabel ? <span className="visually-hidden"> ({requiredLabel})</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props linking an input to its error message. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
