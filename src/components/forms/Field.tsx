import type React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './forms.module.css';

/** What `useApiForm`'s `field(name)` supplies: ids, texts and the react-hook-form registration. */
export interface FieldBinding extends UseFormRegisterReturn {
  id: string;
  label: string;
  requiredLabel: string;
  error?: string;
  defaultValue?: string;
}

/**
 * A labelled input (or textarea) with its required mark and error wired up for assistive tech;
 * `addon` sits beside the input (e.g. a send-code button).
 */
export function Field({
  id,
  label,
  required,
  requiredLabel,
  error,
  wide,
  multiline,
  addon,
  type,
  autoComplete,
  inputMode,
  placeholder,
  ...registration
}: FieldBinding & {
  required?: boolean;
  wide?: boolean;
  multiline?: boolean;
  addon?: React.ReactNode;
  type?: React.HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
}) {
  const control = {
    id,
    className: styles.input,
    autoComplete,
    placeholder,
    'aria-required': required || undefined,
    ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
    ...registration,
  };
  const input = multiline ? (
    <textarea rows={4} {...control} />
  ) : (
    <input type={type} inputMode={inputMode} {...control} />
  );
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
        {required ? <span className="visually-hidden"> ({requiredLabel})</span> : null}
      </label>
      {addon ? (
        <div className={styles.inline}>
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
