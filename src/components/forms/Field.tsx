import type React from 'react';
import styles from './forms.module.css';

/**
 * The input's wiring: react-hook-form's registration, or (a form without the library) a name
 * with the handlers and ref it needs.
 */
export interface FieldControl {
  name: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => unknown;
  onBlur?: (event: React.FocusEvent<HTMLInputElement & HTMLTextAreaElement>) => unknown;
  ref?: React.Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** What `useApiForm`'s `field(name)` supplies: ids, texts and the react-hook-form registration. */
export interface FieldBinding extends FieldControl {
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
  options,
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
  /** A choice instead of free text: the first option is the empty "not given". */
  options?: { value: string; label: string }[];
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
  const input = options ? (
    <select {...(control as unknown as React.SelectHTMLAttributes<HTMLSelectElement>)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  ) : multiline ? (
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
