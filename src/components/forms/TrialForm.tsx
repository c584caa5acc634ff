'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { postJson, type FailureKind } from './api-client';
import { Field, invalidProps } from './Field';
import { FormFooter, type FormNotice } from './FormFooter';
import styles from './forms.module.css';
import { registerSchema, type Register, type RegisterInput } from '@/schemas/apply';
import { useErrorText } from './use-error-text';

const API = '/business-center-app-zxw/api/apply-record';
const RESEND_SECONDS = 60;

const FIELDS = [
  { name: 'companyName', type: 'text', autoComplete: 'organization', required: true },
  { name: 'contacts', type: 'text', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: false },
] as const;

/** Free-trial application: request a code for the phone, then register with it. */
export function TrialForm() {
  const t = useTranslations('trial');
  const locale = useLocale();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<FormNotice>(null);
  const [sending, setSending] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, Register>({
    resolver: zodResolver(registerSchema),
    mode: 'onBlur',
    defaultValues: { phone: '', code: '', companyName: '', contacts: '', email: '' },
  });

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const failure = (kind: FailureKind, msg?: string) =>
    setNotice({ tone: 'failure', text: kind === 'invalid' && msg ? msg : t(`failure.${kind}`) });

  const sendCode = async () => {
    if (!(await trigger('phone'))) return;
    setSending(true);
    setNotice(null);
    const result = await postJson<unknown>(
      `${API}/verification-code`,
      { phone: getValues('phone').trim() },
      locale,
    );
    setSending(false);
    if (result.ok) {
      setCountdown(RESEND_SECONDS);
      setNotice({ tone: 'success', text: t('codeSent') });
    } else failure(result.kind, result.errors?.phone ?? result.msg);
  };

  const onSubmit = async ({ email, ...rest }: Register) => {
    setNotice(null);
    const result = await postJson<unknown>(`${API}/register`, email ? { ...rest, email } : rest, locale);
    if (result.ok) {
      reset();
      setCountdown(0);
      setNotice({ tone: 'success', text: t('success') });
      return;
    }
    for (const [field, message] of Object.entries(result.errors ?? {})) {
      if (field in rest || field === 'email') setError(field as keyof Register, { message });
    }
    failure(result.kind, result.msg);
  };

  const phoneError = errorText(errors.phone?.message);
  const codeError = errorText(errors.code?.message);
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="trial-form-title"
    >
      <Field
        id="trial-phone"
        label={t('labels.phone')}
        required
        requiredLabel={t('required')}
        error={phoneError}
      >
        <input
          id="trial-phone"
          className={styles.input}
          type="tel"
          autoComplete="tel"
          aria-required="true"
          {...invalidProps('trial-phone', phoneError)}
          {...register('phone')}
        />
      </Field>
      <Field
        id="trial-code"
        label={t('labels.code')}
        required
        requiredLabel={t('required')}
        error={codeError}
      >
        <div className={styles.inline}>
          <input
            id="trial-code"
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-required="true"
            {...invalidProps('trial-code', codeError)}
            {...register('code')}
          />
          <button
            type="button"
            className={styles.secondary}
            onClick={sendCode}
            disabled={sending || countdown > 0}
          >
            {countdown > 0 ? t('resendIn', { seconds: countdown }) : t('sendCode')}
          </button>
        </div>
      </Field>
      {FIELDS.map((f) => {
        const id = `trial-${f.name}`;
        const error = errorText(errors[f.name]?.message);
        return (
          <Field
            key={f.name}
            id={id}
            label={t(`labels.${f.name}`)}
            required={f.required}
            requiredLabel={t('required')}
            error={error}
          >
            <input
              id={id}
              className={styles.input}
              type={f.type}
              autoComplete={f.autoComplete}
              aria-required={f.required || undefined}
              {...invalidProps(id, error)}
              {...register(f.name)}
            />
          </Field>
        );
      })}
      <FormFooter busy={isSubmitting} submitLabel={t('submit')} busyLabel={t('submitting')} notice={notice} />
    </form>
  );
}
