import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '@/schemas/fields';
import type { FailureKind, PostResult } from './api-client';
import type { FieldBinding } from './Field';
import type { FormNotice } from './FormFooter';
import { useErrorText } from './useErrorText';

/**
 * A form posted to the site's API: zod rules checked on blur, the outcome announced as a
 * notice, the server's per-field errors put on their fields, the input kept on failure and
 * cleared on success.
 */
export function useApiForm<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  idPrefix,
  label,
  requiredLabel,
  send,
  successText,
  failureText,
  onSuccess,
}: {
  schema: z.ZodType<TOutput, TInput>;
  /** Every field, empty: also the list of names the server's per-field errors may target. */
  defaultValues: DefaultValues<TInput>;
  idPrefix: string;
  label: (name: Path<TInput>) => string;
  requiredLabel: string;
  send: (values: TOutput, locale: string) => Promise<PostResult<unknown>>;
  successText: string;
  failureText: (kind: FailureKind, msg?: string) => string;
  onSuccess?: () => void;
}) {
  const locale = useLocale();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<FormNotice>(null);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    const result = await send(values, locale);
    if (result.ok) {
      form.reset();
      onSuccess?.();
      setNotice({ tone: 'success', text: successText });
      return;
    }
    for (const [name, message] of Object.entries(result.errors ?? {})) {
      if (name in defaultValues) form.setError(name as Path<TInput>, { message });
    }
    setNotice({ tone: 'failure', text: failureText(result.kind, result.msg) });
  });

  const field = (name: Path<TInput>): FieldBinding => ({
    id: `${idPrefix}-${name}`,
    label: label(name),
    requiredLabel,
    error: errorText(form.getFieldState(name, form.formState).error?.message),
    ...form.register(name),
  });

  /** The honeypot's registration (components/forms/Honeypot). */
  const trap = form.register(HONEYPOT_FIELD as Path<TInput>);

  return { form, locale, notice, setNotice, onSubmit, field, trap, busy: form.formState.isSubmitting };
}
