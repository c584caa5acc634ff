'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { ValidationKey } from '@/schemas/fields';
import { ALERT_SIGNUP_PATH } from '@/catalog/api-paths';
import { HONEYPOT_FIELD } from '@/catalog/constants';
import { postJson } from '@/components/forms/api-client';
import { Field } from '@/components/forms/Field';
import { FormFooter, type FormNotice } from '@/components/forms/FormFooter';
import { Honeypot } from '@/components/forms/Honeypot';
import styles from '@/components/forms/forms.module.css';
import { useErrorText } from '@/components/forms/useErrorText';

/** The longest address the server takes (schemas/fields `emailAddress`). */
const MAX_EMAIL = 254;

/**
 * The address rule the browser checks on blur, from the input's own constraint (type=email) and
 * the length the server takes: this form sits on every listing and search page, so it carries no
 * form library or schema code. The server applies the zod schema (schemas/alerts) and answers
 * with its own message when it disagrees.
 */
function emailError(input: HTMLInputElement): ValidationKey | undefined {
  if (input.validity.valueMissing || !input.value.trim()) return 'emailRequired';
  if (input.validity.typeMismatch || input.value.trim().length > MAX_EMAIL) return 'emailFormat';
  return undefined;
}

/**
 * 'E-mail me new matches': the address typed here, the filters given by the page. A real POST
 * form, so it works without JavaScript (the route answers with a redirect to a small page);
 * with JavaScript it checks the address on blur and posts JSON, answering in place.
 */
export function AlertForm({
  filter,
  back,
  children,
}: {
  /** The page's filters, as the hidden fields post them. */
  filter: Record<string, string>;
  /** The page to return to from the no-JavaScript answer page. */
  back: string;
  /** The filters shown read-only. */
  children: React.ReactNode;
}) {
  const t = useTranslations('alerts.form');
  const locale = useLocale();
  const errorText = useErrorText();
  const email = useRef<HTMLInputElement | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<FormNotice>(null);
  const [busy, setBusy] = useState(false);

  const check = () => {
    const key = email.current ? emailError(email.current) : undefined;
    setError(key);
    return !key;
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    if (!check()) {
      email.current?.focus();
      return;
    }
    const data = new FormData(event.currentTarget);
    const values = {
      email: String(data.get('email')).trim(),
      website: String(data.get(HONEYPOT_FIELD) ?? ''),
    };
    setBusy(true);
    const result = await postJson<unknown>(ALERT_SIGNUP_PATH, { ...values, filter }, locale);
    setBusy(false);
    if (result.ok) {
      event.currentTarget?.reset();
      if (email.current) email.current.value = '';
      setNotice({ tone: 'success', text: t('sent') });
      return;
    }
    if (result.errors?.email) setError(result.errors.email);
    const kind = result.kind;
    setNotice({
      tone: 'failure',
      text: kind === 'rateLimited' ? t('rateLimited') : kind === 'invalid' ? t('invalid') : t('failed'),
    });
  };

  return (
    <form
      className={styles.form}
      method="post"
      action={ALERT_SIGNUP_PATH}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="alert-title"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="back" value={back} />
      {Object.entries(filter).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={styles.wide}>{children}</div>
      <Field
        id="alert-email"
        name="email"
        label={t('email')}
        requiredLabel={t('required')}
        error={errorText(error)}
        required
        type="email"
        autoComplete="email"
        ref={(input) => {
          email.current = input;
        }}
        onBlur={check}
        onChange={() => setError(undefined)}
      />
      <Honeypot name={HONEYPOT_FIELD} label={t('website')} />
      <FormFooter busy={busy} submitLabel={t('submit')} busyLabel={t('sending')} notice={notice} />
    </form>
  );
}
