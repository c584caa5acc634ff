'use client';

import { useTranslations } from 'next-intl';

/**
 * Form errors carry a message key (of `validation`, or of the form's own `errors` when a form
 * passes `own`) or, when the server answered with per-field errors, text already localized.
 */
export function useErrorText(own?: { has: (key: string) => boolean; text: (key: string) => string }) {
  const t = useTranslations('validation');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (t.has(message as 'invalid')) return t(message as 'invalid');
    return own?.has(message) ? own.text(message) : message;
  };
}
