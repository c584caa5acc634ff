import { z } from 'zod';
import { MOBILE_PHONE_PATTERN } from '@/catalog/constants';

/**
 * Field builders shared by the visitor-facing schemas. Error messages are keys of the
 * `validation` messages, translated where they are shown (form or API answer).
 */
export type ValidationKey = keyof typeof import('../../messages/en/validation.json');

export const requiredText = (key: ValidationKey, max = 100) =>
  z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(max, { error: 'tooLong' satisfies ValidationKey });

export const mobilePhone = (requiredKey: ValidationKey, formatKey: ValidationKey) =>
  // The pattern bounds the length, so a number of the wrong length reads as a format error.
  requiredText(requiredKey, 64).regex(MOBILE_PHONE_PATTERN, { error: formatKey });

export const emailAddress = (requiredKey: ValidationKey) =>
  requiredText(requiredKey, 254).pipe(z.email({ error: 'emailFormat' satisfies ValidationKey }));

export const optionalText = (max = 2000) =>
  z
    .string({ error: 'invalid' satisfies ValidationKey })
    .max(max, { error: 'tooLong' satisfies ValidationKey })
    .optional()
    .default('');
