import { z } from 'zod';
import { INDUSTRIES, PROVINCES } from '@/catalog';
import { type ValidationKey, emailAddress, honeypot, mobilePhone, requiredText } from '@/schemas/fields';

/**
 * The free-trial application (apply-record endpoints): a code is sent to the phone, then the
 * application is registered with that code. Messages are `validation` message keys.
 */
const phone = mobilePhone('phoneRequired', 'phoneFormat');

export const verificationCodeSchema = z.object({ phone });

export const trialSchema = z.object({
  phone,
  code: z
    .string({ error: 'codeRequired' satisfies ValidationKey })
    .trim()
    .min(1, { error: 'codeRequired' satisfies ValidationKey })
    .regex(/^\d{6}$/, { error: 'codeFormat' satisfies ValidationKey }),
  companyName: requiredText('companyNameRequired'),
  contacts: requiredText('contactsRequired', 50),
  // Optional: an empty string means "not given".
  email: z
    .union([z.literal(''), emailAddress('emailRequired')])
    .optional()
    .default(''),
  // Optional choices (the spec leaves the payload open): a catalogue slug, or empty.
  province: z
    .union([
      z.literal(''),
      z.enum(PROVINCES.map((p) => p.slug) as [string, ...string[]], {
        error: 'provinceUnknown' satisfies ValidationKey,
      }),
    ])
    .optional()
    .default(''),
  industry: z
    .union([
      z.literal(''),
      z.enum(INDUSTRIES.map((i) => i.slug) as [string, ...string[]], {
        error: 'industryUnknown' satisfies ValidationKey,
      }),
    ])
    .optional()
    .default(''),
  website: honeypot(),
});

export type TrialInput = z.input<typeof trialSchema>;
export type Trial = z.output<typeof trialSchema>;
